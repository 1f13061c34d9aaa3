import type { Metadata } from 'next';
import Link from 'next/link';
import { NewGameForm } from './_components/NewGameForm';

export const metadata: Metadata = { title: 'Pirates! Diplomacy: new game' };

export default function NewDiplomacyGame() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 py-6">
      <h1 className="font-display text-3xl font-bold">Pirates! Diplomacy</h1>
      <p>
        Thirteen powers fight over the Caribbean: four nations, their four privateers and five pirates. Choose the power
        you play and which of the others bots play; the rest get invite links to share.
      </p>
      <p>
        <Link href="/diplomacy/rules" className="text-sea underline">
          The rules of the variant
        </Link>
        : ships only, privateers, treasure centres, hurricanes, and how this site plays them.
      </p>
      <NewGameForm />
    </div>
  );
}
