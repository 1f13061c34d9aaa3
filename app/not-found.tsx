import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="font-display text-3xl font-bold">Not found</h1>
      <p>There is nothing at this address. The card id may be mistyped.</p>
      <p>
        <Link href="/cards" className="text-sea underline">
          Search the cards
        </Link>
      </p>
    </div>
  );
}
