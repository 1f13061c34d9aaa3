import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { Card } from '@/lib/cards/card';
import { getRuleset, shipSummaries, validateFleet } from '@/lib/rules';
import { pointsLabel, typeLabel } from '@/app/_components/card-labels';
import { CannonPips } from '@/app/_components/CannonPips';
import { serverCardLookup } from '@/app/_lib/card-store';
import { loadSavedFleet } from '../../_lib/server-fleet';
import { plural } from '@/app/_lib/plural';

export const metadata: Metadata = { title: 'Print fleet' };

function Line({ id, card, indent = false }: { id: string; card: Card | undefined; indent?: boolean }) {
  return (
    <tr className="border-b border-ink/10 align-top">
      <td className={`py-1 pr-2 ${indent ? 'pl-6' : ''}`}>
        <span className="font-semibold">{card?.name ?? `Unknown card ${id}`}</span>
        <span className="block text-xs text-ink/60">
          {id}
          {card && ` · ${card.faction ?? 'Unaligned'} · ${typeLabel(card)}`}
          {card?.move && ` · move ${card.move}`}
          {card?.cargo !== null && card?.cargo !== undefined && ` · cargo ${card.cargo}`}
        </span>
        {card && card.cannons.length > 0 && (
          <div className="mt-1">
            <CannonPips cannons={card.cannons} />
          </div>
        )}
      </td>
      <td className="py-1 text-right font-semibold whitespace-nowrap">{card ? pointsLabel(card) : ''}</td>
    </tr>
  );
}

/** A plain, ink-friendly list of a saved fleet for the table: cards, points and legality, no controls. */
export default async function PrintFleetPage({ params }: { params: Promise<{ slug: string }> }) {
  await connection();
  const { slug } = await params;
  const saved = loadSavedFleet(slug);
  if (!saved) notFound();
  const { fleet } = saved.stored;
  const lookup = serverCardLookup();
  const result = validateFleet(fleet, lookup);
  const summaries = shipSummaries(fleet, lookup);
  const lists = [
    { title: 'Unassigned crew and equipment', ids: fleet.crew },
    { title: 'Forts', ids: fleet.forts },
    { title: 'Treasure', ids: fleet.treasure },
  ].filter((l) => l.ids.length > 0);

  return (
    <article className="mx-auto max-w-2xl space-y-4 bg-white p-4 print:p-0" data-testid="print-view">
      <header>
        <h1 className="font-display text-2xl font-bold">{fleet.name || 'Fleet'}</h1>
        <p className="text-sm">
          {getRuleset(fleet.ruleset)?.name ?? fleet.ruleset} · {result.points.used} of {result.points.allowed} points
          {fleet.nationality && ` · ${fleet.nationality}`} · {result.legal ? 'Legal' : `Not legal (${plural(result.violations.length, 'problem')})`}
        </p>
      </header>
      <table className="w-full text-sm">
        <tbody>
          {fleet.ships.map((ship, i) => {
            const summary = summaries.find((s) => s.index === i);
            return [
              <Line key={`ship-${i}`} id={ship.cardId} card={lookup(ship.cardId)} />,
              ...ship.crew.map((id, j) => <Line key={`crew-${i}-${j}`} id={id} card={lookup(id)} indent />),
              summary && (
                <tr key={`sum-${i}`}>
                  <td colSpan={2} className="pb-2 pl-6 text-xs text-ink/70">
                    Crew points {summary.crewPoints.used}
                    {summary.crewPoints.cap !== null && ` / ${summary.crewPoints.cap}`}
                    {summary.cargo && ` · cargo ${summary.cargo.used} / ${summary.cargo.capacity}`}
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
      {lists.map((l) => (
        <section key={l.title}>
          <h2 className="font-semibold">{l.title}</h2>
          <table className="w-full text-sm">
            <tbody>
              {l.ids.map((id, i) => (
                <Line key={`${id}-${i}`} id={id} card={lookup(id)} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {result.violations.length + result.warnings.length > 0 && (
        <section>
          <h2 className="font-semibold">Rules notes</h2>
          <ul className="list-disc pl-5 text-sm">
            {[...result.violations, ...result.warnings].map((v, i) => (
              <li key={i}>{v.message}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-xs text-ink/60 print:hidden">
        Use your browser&apos;s Print command. <a href={`/fleets/${slug}`} className="text-sea underline">Back to the fleet</a>
      </p>
    </article>
  );
}
