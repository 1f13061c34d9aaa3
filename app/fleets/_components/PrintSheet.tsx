import type { Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf, shipSummaries, validateFleet } from '@/lib/rules';
import { pointsLabel, typeLabel } from '@/app/_components/card-labels';
import { CannonPips } from '@/app/_components/CannonPips';
import { plural } from '@/app/_lib/plural';

function CardEntry({ id, card, cost, indent = false }: { id: string; card: Card | undefined; cost?: number; indent?: boolean }) {
  const stats = card
    ? [
        card.faction ?? 'Unaligned',
        typeLabel(card),
        card.masts !== null ? plural(card.masts, 'mast') : null,
        card.cargo !== null ? `cargo ${card.cargo}` : null,
        card.move ? `move ${card.move}` : null,
      ].filter(Boolean)
    : [];
  const printed = card ? pointsLabel(card) : null;
  return (
    <tr className="break-inside-avoid border-b border-black/20 align-top">
      <td className={`py-1.5 pr-3 ${indent ? 'pl-6' : ''}`}>
        <span className="font-semibold">{card?.name.trim() ?? `Unknown card ${id}`}</span>
        <span className="ml-2 text-xs">{id}</span>
        {stats.length > 0 && <span className="block text-xs">{stats.join(' · ')}</span>}
        {card && card.cannons.length > 0 && (
          <div className="mt-1">
            <CannonPips cannons={card.cannons} />
          </div>
        )}
        {card?.ability && <p className="mt-1 text-xs leading-snug">{card.ability}</p>}
      </td>
      <td className="py-1.5 text-right font-semibold whitespace-nowrap">
        {cost !== undefined && card && cost !== card.points ? `${cost} pts (printed ${printed})` : printed}
      </td>
    </tr>
  );
}

/**
 * A fleet on paper for the table: every card with its stats, cannons and ability text, crew under their ship, points
 * per ship and in total, and the rules notes. No site chrome and no builder hints, black on white.
 */
export function PrintSheet({ fleet, lookup }: { fleet: Fleet; lookup: CardLookup }) {
  const result = validateFleet(fleet, lookup);
  const summaries = shipSummaries(fleet, lookup);
  const lists = [
    { title: 'Unassigned crew and equipment', ids: fleet.crew },
    { title: 'Forts', ids: fleet.forts },
    { title: 'Treasure', ids: fleet.treasure },
  ].filter((l) => l.ids.length > 0);

  return (
    <article className="mx-auto max-w-3xl space-y-4 bg-white p-4 text-black print:max-w-none print:p-0" data-testid="print-view">
      <header className="border-b-2 border-black pb-2">
        <h1 className="font-display text-2xl font-bold">{fleet.name || 'Fleet'}</h1>
        <p className="text-sm">
          {rulesetOf(fleet.ruleset).name} · {result.points.used} of {result.points.allowed} points
          {fleet.nationality && ` · ${fleet.nationality}`} · {result.legal ? 'Legal' : `Not legal (${plural(result.violations.length, 'problem')})`}
        </p>
      </header>
      {fleet.ships.map((ship, i) => {
        const summary = summaries.find((s) => s.index === i);
        const costOf = (id: string, j: number) => summary?.cargoCosts[j]?.cost ?? lookup(id)?.points ?? undefined;
        const shipPoints = (lookup(ship.cardId)?.points ?? 0) + ship.crew.reduce((sum, id, j) => sum + (costOf(id, j) ?? 0), 0);
        return (
          <section key={i} className="break-inside-avoid" data-testid="print-ship">
            <table className="w-full text-sm">
              <tbody>
                <CardEntry id={ship.cardId} card={lookup(ship.cardId)} />
                {ship.crew.map((id, j) => (
                  <CardEntry key={`${id}-${j}`} id={id} card={lookup(id)} cost={costOf(id, j)} indent />
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-right text-xs font-semibold" data-testid="print-ship-total">
              Ship total {shipPoints} points
              {summary?.cargo && ` · cargo ${summary.cargo.used} of ${summary.cargo.capacity}`}
            </p>
          </section>
        );
      })}
      {lists.map((l) => (
        <section key={l.title} className="break-inside-avoid">
          <h2 className="font-semibold">{l.title}</h2>
          <table className="w-full text-sm">
            <tbody>
              {l.ids.map((id, i) => (
                <CardEntry key={`${id}-${i}`} id={id} card={lookup(id)} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="border-t-2 border-black pt-2 text-right font-bold" data-testid="print-total">
        Fleet total {result.points.used} of {result.points.allowed} points
      </p>
      {result.violations.length + result.warnings.length > 0 && (
        <section className="break-inside-avoid">
          <h2 className="font-semibold">Rules notes</h2>
          <ul className="list-disc pl-5 text-sm">
            {[...result.violations, ...result.warnings].map((v, i) => (
              <li key={i}>{v.message}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
