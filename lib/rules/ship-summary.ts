import { z } from 'zod';
import type { Card } from '@/lib/cards/card';
import { canonicalNation, sameNation } from '@/lib/cards/nations';
import type { BuildPolicy } from './policy';
import type { CardLookup } from '@/lib/cards/lookup';
import type { Placed, ResolvedFleet, ResolvedShip } from './resolve';
import { effectKey, stackedTotal } from './stacking';
import { effectsOfKind } from '@/lib/cards/abilities/parse';

/** What the builder shows beside each ship; the checks read the same figures. */
export const ShipSummary = z.object({
  index: z.number().int(),
  cardId: z.string(),
  /** Null when the ship's id did not resolve to a ship. */
  name: z.string().nullable(),
  points: z.number(),
  /** Cost of what the ship carries after reductions; `cap` is null when the ruleset has no cap. */
  crewPoints: z.object({ used: z.number(), cap: z.number().nullable() }),
  /** Cargo spaces crew/equipment take against the ship's capacity; null when crew take no cargo in this ruleset. */
  cargo: z.object({ used: z.number(), capacity: z.number() }).nullable(),
  crewCount: z.object({ used: z.number(), max: z.number().nullable() }),
  /** The cost each carried card counts for, in cargo order (after crew cost reductions). */
  cargoCosts: z.array(z.object({ cardId: z.string(), cost: z.number() })),
});
export type ShipSummary = z.infer<typeof ShipSummary>;

const ANY_NATION_KEYWORDS = ['ex-patriot', 'mercenary'];

/**
 * 001 "Placing Crew and equipment" / 004 "Placing Crew": a crew on a ship of
 * another nationality cannot use its ability there, unless a ship or crew
 * ability allows it (a keyword such as Ex-Patriot or Mercenary, or a ship whose
 * text lets crew of any nationality use their abilities). Equipment has no
 * nationality, and a card or ship of no nationality or an unknown ship is given
 * the benefit of the doubt.
 */
export function abilityWorksAboard(card: Card, ship: Card | null): boolean {
  if (card.type !== 'crew' || !ship || !card.faction || !ship.faction) return true;
  return (
    sameNation(card.faction, ship.faction) ||
    card.keywords.some((k) => ANY_NATION_KEYWORDS.includes(k)) ||
    effectsOfKind(ship.ability, 'crew-any-nationality').length > 0 ||
    effectsOfKind(ship.ability, 'crew-nationality-allowed').some(({ effect }) => nationNamed(effect.nation, card.faction ?? ''))
  );
}

/** A nation as a ship's text names it: in full, or by its last word ("Corsair" for Barbary Corsair crew). */
function nationNamed(named: string, faction: string): boolean {
  return sameNation(named, faction) || faction.toLowerCase().endsWith(` ${named.toLowerCase()}`);
}

function linkedTo(a: Card, b: Card, lookup: CardLookup): boolean {
  const points = (from: Card, to: Card) =>
    from.linkIds.some((link) => link === to.id || lookup(link)?.pieceKey === to.pieceKey);
  return points(a, b) || points(b, a);
}

/**
 * Extra cargo from links (001 "Placing Crew and equipment", Linked crew and
 * ships; 004 "Placing Crew", Linked crew): +1 for each pair of linked crew on
 * the ship, and +1 for each crew linked to the ship itself where the ruleset
 * has ship links.
 *
 * A crew whose text links it to a crew of its choosing ("Choose one French crew
 * during setup; this crew is linked to that crew") adds one more pair. The
 * choice is the player's, but a fleet records none, and a link counts only
 * between crew on the same ship; so the one choice that changes anything is a
 * crew of that nation aboard with her and not already linked to her, and that
 * is the one made, where there is one. It is the crew's ability, so it links
 * nothing where the crew cannot use its ability aboard (`works[i]` false).
 */
export function linkCargo(ship: Card | null, cargo: readonly Placed[], policy: BuildPolicy, lookup: CardLookup, works: readonly boolean[]): number {
  const crew = cargo.flatMap((p, i) => (p.card.type === 'crew' ? [{ card: p.card, works: works[i] }] : []));
  const pairs = new Set<string>();
  const pair = (i: number, j: number) => `${Math.min(i, j)}:${Math.max(i, j)}`;
  let bonus = 0;
  for (let i = 0; i < crew.length; i++) {
    for (let j = i + 1; j < crew.length; j++) {
      if (!linkedTo(crew[i].card, crew[j].card, lookup)) continue;
      pairs.add(pair(i, j));
      bonus += 1;
    }
    if (ship && policy.shipLinksGiveCargo && linkedTo(crew[i].card, ship, lookup)) bonus += 1;
  }
  crew.forEach((chooser, i) => {
    if (!chooser.works) return;
    for (const { effect } of effectsOfKind(chooser.card.ability, 'setup-link')) {
      const j = crew.findIndex((c, k) => k !== i && !!c.card.faction && nationNamed(effect.nation, c.card.faction) && !pairs.has(pair(i, k)));
      if (j < 0) continue;
      pairs.add(pair(i, j));
      bonus += 1;
    }
  });
  return bonus;
}

/**
 * Cost of each carried card: crew whose text lowers "all other crew placed on
 * this ship" (`crewCostReduction`) lower every other crew aboard, never below 0.
 * Under No Stacking an ability text is used once per ship, so of several crew
 * printing the same reduction only one is its source (the cheapest, as its
 * own cost is the one left unreduced); they do not lower each other. A crew
 * whose ability does not work aboard (`works[i]` false) lowers nothing. "Crew placed on this ship cost no points"
 * (`crewCostFree`): every crew aboard costs 0, the one printing it too, as the text says "crew", not "other crew".
 */
export function cargoCosts(cargo: readonly Placed[], policy: BuildPolicy, works: readonly boolean[]): number[] {
  if (crewCostFree(cargo, works)) return cargo.map((entry) => (entry.card.type === 'crew' ? 0 : policy.cargoCost(entry.card)));
  const sources = new Map<string, number>();
  cargo.forEach((p, i) => {
    if (p.card.type !== 'crew' || !works[i] || p.card.modifiers.crewCostReduction <= 0) return;
    const key = effectKey(p.card, 'crew-cost-reduction');
    const chosen = sources.get(key);
    if (chosen === undefined || policy.cargoCost(p.card) < policy.cargoCost(cargo[chosen].card)) sources.set(key, i);
  });
  const outside = fromOutside(cargo, policy, works);
  return cargo.map((entry, i) => {
    const base = policy.cargoCost(entry.card);
    if (entry.card.type !== 'crew' || outside.has(i)) return entry.card.type === 'crew' ? 0 : base;
    let reduction = 0;
    for (const source of sources.values()) if (source !== i) reduction += cargo[source].card.modifiers.crewCostReduction;
    return Math.max(0, base - reduction);
  });
}

/**
 * "When revealed, put a crew with point cost 2 or less from outside of the game onto this ship": the table reveals
 * every crew aboard at the start (lib/pirates/view.ts), so the player names that crew in the fleet, aboard the same
 * ship, and it costs no points. Each such crew whose ability works aboard brings one: the costliest other crew aboard
 * within its limit, so the player is charged least. The indexes of the crew so brought.
 */
function fromOutside(cargo: readonly Placed[], policy: BuildPolicy, works: readonly boolean[]): Set<number> {
  const brought = new Set<number>();
  cargo.forEach((p, i) => {
    if (!works[i] || p.card.type !== 'crew') return;
    for (const { effect } of effectsOfKind(p.card.ability, 'crew-from-outside')) {
      let best = -1;
      cargo.forEach((q, j) => {
        if (j === i || brought.has(j) || q.card.type !== 'crew' || policy.cargoCost(q.card) > effect.points) return;
        if (best < 0 || policy.cargoCost(q.card) > policy.cargoCost(cargo[best].card)) best = j;
      });
      if (best >= 0) brought.add(best);
    }
  });
  return brought;
}

/** Whether a crew aboard whose ability works there makes every crew aboard cost nothing and take a cargo space each. */
export function crewCostFree(cargo: readonly Pick<Placed, 'card'>[], works: readonly boolean[]): boolean {
  return cargo.some((p, i) => works[i] && p.card.type === 'crew' && effectsOfKind(p.card.ability, 'crew-cost-free').length > 0);
}

/** Card text on crew ("takes up no cargo space", "+1 cargo", cost reductions) counts only where the crew can use its ability. */
export function summariseShip(ship: ResolvedShip, policy: BuildPolicy, lookup: CardLookup): ShipSummary {
  const works = ship.cargo.map((p) => abilityWorksAboard(p.card, ship.card));
  const costs = cargoCosts(ship.cargo, policy, works);
  const points = ship.card?.points ?? 0;
  // "... but they always each take up one cargo space": even a crew whose own text says it takes none.
  const everyOneTakesSpace = crewCostFree(ship.cargo, works);
  const cargo = policy.crewTakeCargo
    ? {
        used: ship.cargo.filter((p, i) => everyOneTakesSpace || !(p.card.modifiers.noCargoSpace && works[i])).length,
        capacity:
          (ship.card?.cargo ?? 0) +
          linkCargo(ship.card, ship.cargo, policy, lookup, works) +
          stackedTotal(
            ship.cargo.filter((_, i) => works[i]).map((p) => p.card),
            'cargo-bonus',
            (c) => c.modifiers.cargoBonus,
          ),
      }
    : null;
  return {
    index: ship.index,
    cardId: ship.id,
    name: ship.card?.name ?? null,
    points,
    crewPoints: { used: costs.reduce((a, b) => a + b, 0), cap: policy.crewCostCap && ship.card ? points : null },
    cargo,
    crewCount: { used: ship.cargo.length, max: policy.maxCrewPerShip },
    cargoCosts: ship.cargo.map((p, i) => ({ cardId: p.id, cost: costs[i] })),
  };
}

/**
 * "All friendly ships of the same nationality as this crew get +1 cargo spaces": the spaces each ship of a fleet gets
 * from such crew aboard any ship of it where their ability works, by index of ship. The Cargo Master keyword stands
 * for that text: the generic Cargo Master crew of Savage Shores prints it in full, and its later printings (Return to
 * Savage Shores, the unreleased set) print the keyword alone on the same crew. Under No Stacking the same text counts
 * once a ship, however many crew print it.
 */
export function fleetCargo(resolved: Pick<ResolvedFleet, 'ships'>): number[] {
  const sources = new Map<string, { spaces: number; nation: string }>();
  for (const ship of resolved.ships) {
    ship.cargo.forEach((p) => {
      if (p.card.type !== 'crew' || !abilityWorksAboard(p.card, ship.card)) return;
      const spaces = effectsOfKind(p.card.ability, 'fleet-cargo').reduce((n, { effect }) => n + effect.spaces, 0) || (p.card.keywords.includes('cargo-master') ? 1 : 0);
      if (spaces > 0 && p.card.faction) sources.set(`${spaces}:${canonicalNation(p.card.faction) ?? p.card.faction}`, { spaces, nation: p.card.faction });
    });
  }
  return resolved.ships.map((ship) => {
    let bonus = 0;
    for (const { spaces, nation } of sources.values()) if (ship.card?.faction && sameNation(nation, ship.card.faction)) bonus += spaces;
    return bonus;
  });
}
