import Link from 'next/link';
import { parseAbility } from '@/lib/cards/abilities/parse';
import type { Card } from '@/lib/cards/card';
import { canonicalNation, NATIONS } from '@/lib/cards/nations';
import { type Abilities, compileAbilities } from '@/lib/engine/abilities/abilities';
import { ignoredSentences } from '@/lib/engine/abilities/coverage';
import { bonusByNation, broadsideOdds, type HitOdds, hitOdds, type TargetGroup } from '@/lib/engine/combat/odds';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import { plural } from '@/app/_lib/plural';

/**
 * Exact chances of each number of hits from one shoot action, worked out on the server from the ship's own card:
 * the rules are the official ones, the same the game engine plays. A ship whose bonus depends on the target's nation
 * gets a choice of target as plain links, so it works without JavaScript and the chosen figures print. A fort's flags
 * are its cannons (001 "Forts": "Shooting with fort cannons is just like shooting with ship cannons"), measured from
 * the fort, with what of its own text the engine applies to its shots (a cannon shooting again); a bonus that holds
 * only while a ship is docked at it is named, not counted.
 */
export function ShotOdds({ card, target }: { card: Card; target: string | undefined }) {
  const fort = card.type === 'fort';
  const a = compileAbilities([card.ability], OFFICIAL_PLAY);
  const groups = bonusByNation(a);
  const chosen = groups.find((g) => g.nations.includes(canonicalNation(target) ?? '')) ?? groups[0];
  const broadside = broadsideOdds(card.cannons, a);
  const included = includedAbilities(a, chosen, groups.length > 1);
  // What the parser cannot read may still change a shot (a spelling no pattern knows yet): say so rather than imply it is counted.
  const unread = parseAbility(card.ability).filter((s) => !s.understood).length;
  const unapplied = fort ? ignoredSentences(card).length : 0;
  const excluded = fort
    ? [
        ...(a.dockedCannonBonus > 0 ? [`+${a.dockedCannonBonus} to every cannon roll while a ship is docked at it`] : []),
        ...(unapplied > 0 ? [`${plural(unapplied, 'sentence')} of this fort's text the rules engine does not apply yet`] : []),
      ]
    : [...excludedAbilities(a), ...(unread > 0 ? [`${plural(unread, 'sentence')} of the card text the rules engine cannot read yet`] : [])];

  return (
    <section aria-labelledby="odds-heading" id="shot-odds" data-testid="shot-odds" className="break-inside-avoid">
      <h2 id="odds-heading" className="font-display text-xl font-bold">
        Shot odds
      </h2>
      <p className="text-sm text-ink/70">
        The chance of each number of hits from one shoot action with every {fort ? 'flag' : 'mast'} standing, counted exactly
        over every way the dice can fall (official rules: each cannon in range rolls a die and hits when the roll beats its
        rank; a 1 always misses{fort ? "; a fort's range is measured from the fort" : ''}).
      </p>

      {groups.length > 1 && (
        <div className="mt-2 text-sm">
          <p id="odds-target-label" className="font-semibold print:hidden">
            The target&apos;s nation
          </p>
          <p className="hidden font-semibold print:block">Target: {groupLabel(chosen)}</p>
          <ul aria-labelledby="odds-target-label" className="mt-1 flex flex-wrap gap-2 print:hidden">
            {groups.map((g) => {
              const current = g === chosen;
              return (
                <li key={g.nations[0]}>
                  <Link
                    href={`/cards/${card.id}${g === groups[0] ? '' : `?target=${encodeURIComponent(g.nations[0])}`}#shot-odds`}
                    aria-current={current ? 'true' : undefined}
                    scroll={false}
                    className={`tap inline-flex items-center rounded border px-2 py-1 ${current ? 'border-ink bg-ink text-white' : 'border-ink/25 bg-white text-sea underline'}`}
                  >
                    {capitalised(groupLabel(g))} ({bonusLabel(g.bonus)})
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="mt-3 grid items-start gap-4 sm:grid-cols-2">
        <OddsTable caption="Target at S range" odds={hitOdds(card.cannons, a, chosen.bonus, 'S')} doubleDamage={a.doubleDamage} testId="odds-S" />
        <OddsTable caption="Target at L range" odds={hitOdds(card.cannons, a, chosen.bonus, 'L')} doubleDamage={a.doubleDamage} testId="odds-L" />
        {broadside && <OddsTable caption="Broadsides Attack, target at S range" odds={broadside} doubleDamage={false} testId="odds-broadside" />}
      </div>

      <p className="mt-3 text-sm" data-testid="odds-included">
        {fort
          ? included.length > 0
            ? `Included: its flags, and ${sentenceList(included)}.`
            : 'Included: its flags alone.'
          : included.length > 0
            ? `Included: ${sentenceList(included)}.`
            : `No ability on this card changes these odds${groups.length > 1 ? ' against this target' : ''}.`}
      </p>
      <p className="mt-1 text-sm text-ink/70" data-testid="odds-excluded">
        Not included: {sentenceList([...excluded, ...(fort ? [] : ['crew aboard']), "other ships' abilities", "the target's own abilities"])}.
      </p>
    </section>
  );
}

function OddsTable({ caption, odds, doubleDamage, testId }: { caption: string; odds: HitOdds; doubleDamage: boolean; testId: string }) {
  const captionClass = 'mb-1 text-left text-sm font-semibold';
  if (odds.guns === 0) {
    return (
      <div data-testid={testId}>
        <p className={captionClass}>{caption}</p>
        <p className="rounded border border-ink/15 bg-white px-3 py-2 text-sm">No cannon reaches that far.</p>
      </div>
    );
  }
  const atLeast = odds.p.map((_, k) => odds.p.slice(k).reduce((s, x) => s + x, 0));
  return (
    <table className="w-full border-collapse rounded border border-ink/15 bg-white text-sm" data-testid={testId}>
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr className="border-b border-ink/15 whitespace-nowrap text-ink/70">
          <th scope="col" className="px-2 py-1 text-left font-medium">
            Hits
          </th>
          <th scope="col" className="w-full px-2 py-1 text-left font-medium">
            Exactly
          </th>
          <th scope="col" className="px-2 py-1 text-right font-medium">
            At least
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.p.map((p, k) => (
          // Counts that cannot happen (between none and all of a Broadsides Attack, beyond the guns that can hit) would only pad the table.
          odds.ways[k] > 0 && (
            <tr key={k} className="border-b border-ink/10">
              <th scope="row" className="px-2 py-1 text-left font-medium tabular-nums">
                {k}
              </th>
              <td className="px-2 py-1">
                <div className="flex items-center gap-2">
                  <span className="w-14 shrink-0 text-right tabular-nums">{percent(p)}</span>
                  <span aria-hidden="true" className="h-2 min-w-0 flex-1">
                    <span className="block h-full rounded-sm bg-sea print:border print:border-black" style={{ width: `${p * 100}%` }} />
                  </span>
                </div>
              </td>
              <td className="px-2 py-1 text-right tabular-nums">{percent(atLeast[k])}</td>
            </tr>
          )
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="px-2 py-1 text-left font-medium">
            Average
          </th>
          <td colSpan={2} className="px-2 py-1 tabular-nums">
            {odds.expected.toFixed(2)} hits{doubleDamage && `, ${(2 * odds.expected).toFixed(2)} masts`}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** One decimal, but never rounding a possible outcome to 0% or a not-quite-certain one to 100%. */
function percent(p: number): string {
  if (p === 0 || p === 1) return `${p * 100}%`;
  const text = (p * 100).toFixed(1);
  if (text === '0.0') return '<0.1%';
  if (text === '100.0') return '>99.9%';
  return `${text}%`;
}

function bonusLabel(bonus: number): string {
  return bonus > 0 ? `+${bonus}` : 'no bonus';
}

function groupLabel(g: TargetGroup): string {
  if (g.nations.length === NATIONS.length) return 'a ship of any nation';
  if (g.nations.length <= NATIONS.length / 2) return `${orList(g.nations)} ships`;
  return `ships of any nation but ${orList(NATIONS.filter((n) => !g.nations.includes(n)))}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function sentenceList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join('; ')} and ${items.at(-1)}`;
}

function includedAbilities(a: Abilities, chosen: TargetGroup, byNation: boolean): string[] {
  return [
    chosen.bonus > 0 && `+${chosen.bonus} to every cannon roll${byNation ? ` against ${groupLabel(chosen)}` : ''}`,
    a.allLongRange && 'every cannon has L range',
    ...a.extraCannons.map((c) => `an extra ${c.rank}${c.range} cannon, which takes no bonus`),
    a.reroll && 'one reroll of a missed die per turn, spent on the first miss',
    a.shootAgain && 'one missed cannon shooting again per turn',
    a.broadsides && 'Broadsides Attack, in a table of its own (no other ability applies to it)',
    a.doubleDamage && `each hit eliminates two masts${a.broadsides ? ' (not in a Broadsides Attack)' : ''}`,
  ].filter((s): s is string => typeof s === 'string');
}

/** Shooting abilities of the card that hold only in some positions of play, so no one table can show them. */
function excludedAbilities(a: Abilities): string[] {
  return [
    ...a.cannonBonuses
      .filter((b) => b.against?.damaged || (b.condition === 'captain' && !a.hasCaptain))
      .map((b) => `+${b.amount} ${b.against?.damaged ? 'against ships without all their masts' : 'with a Captain aboard'}`),
    a.perFriend > 0 && `+${a.perFriend} for each friendly ship within S`,
    a.focusFire > 0 && `+${a.focusFire} against a ship another ship shot at this turn`,
    a.doubleRangeNeed > 0 && `doubled range, where only a roll of ${a.doubleRangeNeed} or more hits`,
    a.misfireOn > 0 && `losing a mast of her own on a roll of ${a.misfireOn}`,
  ].filter((s): s is string => typeof s === 'string');
}
