import Link from 'next/link';

export default function FleetNotFound() {
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="font-display text-3xl font-bold">No fleet here</h1>
      <p>No saved fleet is at this address. The link may be mistyped or cut short.</p>
      <p className="space-x-4">
        <Link href="/fleets" className="text-sea underline">
          Fleets saved in this browser
        </Link>
        <Link href="/fleets/new" className="text-sea underline">
          Build a new fleet
        </Link>
      </p>
    </div>
  );
}
