import { effectsOfKind } from '@/lib/cards/abilities/parse';
import type { Card } from '@/lib/cards/card';
import { groupBy } from '@/lib/group-by';
import { canonicalNation, sameNation } from '@/lib/cards/nations';
import type { BuildPolicy } from './policy';
import type { CardLookup } from '@/lib/cards/lookup';
import { fieldedCards, resolveFleet, type Placed, type ResolvedFleet } from './resolve';
import { issue, type Issue } from './result';
import { abilityWorksAboard, fleetCargo, summariseShip, type ShipSummary } from './ship-summary';
import { stackedTotal } from './stacking';
import type { Fleet } from '@/lib/fleet/fleet';

/** Everything the checks read, computed once per validation. */
export interface CheckContext {
  resolved: ResolvedFleet;
  policy: BuildPolicy;
  lookup: CardLookup;
  summaries: ShipSummary[];
}

export function buildContext(fleet: Fleet, lookup: CardLookup, policy: BuildPolicy): CheckContext {
  const resolved = resolveFleet(fleet, lookup, policy.cargoTypes);
  const extra = fleetCargo(resolved);
  const summaries = resolved.ships.map((s, i) => {
    const summary = summariseShip(s, policy, lookup);
    return summary.cargo && extra[i] ? { ...summary, cargo: { ...summary.cargo, capacity: summary.cargo.capacity + extra[i] } } : summary;
  });
  return { resolved, policy, lookup, summaries };
}

export function nameOf(card: Card): string {
  return card.name.trim().replace(/\s+/g, ' ');
}

function listNames(placed: readonly Placed[]): string {
  return placed.map((p) => `${nameOf(p.card)} (${p.id})`).join(', ');
}


export function pointsUsed(ctx: CheckContext): number {
  const { resolved, policy, summaries } = ctx;
  let used = 0;
  for (const s of summaries) used += s.points + s.crewPoints.used;
  for (const p of resolved.unassigned) used += policy.cargoCost(p.card);
  if (policy.fortsCount) for (const p of resolved.forts) used += p.card.points ?? 0;
  return used;
}

/** Cards whose text lets the fleet be built with more points; identical texts count once (No Stacking). */
export function buildBonusCards(ctx: CheckContext): Placed[] {
  return fieldedCards(ctx.resolved).filter((p) => p.card.modifiers.buildBonus > 0);
}

export function pointsAllowed(ctx: CheckContext): number {
  return (
    ctx.resolved.fleet.buildTotal +
    stackedTotal(
      buildBonusCards(ctx).map((p) => p.card),
      'build-bonus',
      (c) => c.modifiers.buildBonus,
    )
  );
}

/** 001 "Fleets"; 004 "Creating a Fleet"; 000 "Creating A Fleet"; 003 "Starting Conditions": combined cost up to the build total. */
export function checkBuildTotal(ctx: CheckContext, used: number, allowed: number, unit = 'points'): Issue[] {
  if (used <= allowed) return [];
  const bonus = buildBonusCards(ctx);
  const extra = allowed - ctx.resolved.fleet.buildTotal;
  const why =
    extra > 0 ? ` (build total ${ctx.resolved.fleet.buildTotal} + ${extra} from ${listNames(bonus)})` : '';
  return [
    issue(
      'build-total',
      `The fleet costs ${used} ${unit}, but only ${allowed} ${unit} are allowed${why}. Remove ${used - allowed} ${unit}.`,
      [],
    ),
  ];
}

/**
 * 001 "Fleets": "choose ships, crew, equipment, and sea creatures (crew,
 * equipment, and sea creatures are optional)"; 004 "Creating a Fleet": "choose
 * ships and crew (crew are optional)". Ships are the one part that is not
 * optional, and a sea creature, listed among the optional parts, does not stand
 * in for one.
 */
export function checkHasShip(ctx: CheckContext): Issue[] {
  if (ctx.resolved.ships.some((s) => s.card !== null && !s.card.seaCreature)) return [];
  return [
    issue(
      'no-ships',
      'A fleet needs at least one ship: crew, equipment and sea creatures are optional extras, but ships are not.',
      [],
    ),
  ];
}

/**
 * 001 "Fleets", The No-Duplicates Rule: no two of the same ship, sea creature,
 * character (crew), event or fort, across printings (`pieceKey`); generic crew
 * and equipment are exempt.
 */
export function checkNoDuplicates(ctx: CheckContext): Issue[] {
  const limited = fieldedCards(ctx.resolved).filter((p) => !p.card.generic && p.card.type !== 'equipment');
  return [...groupBy(limited, (p) => p.card.pieceKey).values()]
    .filter((g) => g.length > 1)
    .map((g) =>
      issue(
        'no-duplicates',
        `Only one ${nameOf(g[0].card)} may be in a fleet (no duplicates, whatever the printing); this fleet has ${g.length}: ${g.map((p) => p.id).join(', ')}.`,
        g.map((p) => p.id),
      ),
    );
}

function hasLimit(card: Card): boolean {
  return card.modifiers.limit || card.keywords.includes('limit');
}

/**
 * 004 "Keywords", Limit: "A card with the Limit keyword may appear only once in
 * a player's fleet." Applied per card (every printing of one piece counts as
 * that card), which also covers generic crew and equipment the No-Duplicates
 * rule exempts.
 */
export function checkLimit(ctx: CheckContext): Issue[] {
  return [
    ...groupBy(
      fieldedCards(ctx.resolved).filter((p) => hasLimit(p.card)),
      (p) => p.card.pieceKey,
    ).values(),
  ]
    .filter((g) => g.length > 1)
    .map((g) =>
      issue(
        'limit',
        `${nameOf(g[0].card)} has the Limit keyword and may appear only once in a fleet; this fleet has ${g.length}.`,
        g.map((p) => p.id),
      ),
    );
}

/**
 * 001 "Placing Crew and equipment" / 004 "Placing Crew": combined cost of crew
 * and equipment aboard at most the ship's cost; each takes a cargo space unless
 * its text says not; and 000 "Ship and Crew Purchasing": one crew per ship.
 */
export function checkShipCapacity(ctx: CheckContext): Issue[] {
  const out: Issue[] = [];
  for (const ship of ctx.resolved.ships) {
    if (!ship.card) continue;
    const s = ctx.summaries[ship.index];
    const ids = [ship.id, ...ship.cargo.map((p) => p.id)];
    const name = nameOf(ship.card);
    if (s.crewPoints.cap !== null && s.crewPoints.used > s.crewPoints.cap) {
      out.push(
        issue(
          'crew-cost-cap',
          `${name} costs ${s.crewPoints.cap} points, so the crew and equipment aboard may cost at most ${s.crewPoints.cap}; they cost ${s.crewPoints.used} (${listNames(ship.cargo)}).`,
          ids,
        ),
      );
    }
    if (s.cargo && s.cargo.used > s.cargo.capacity) {
      out.push(
        issue(
          'cargo-capacity',
          `${name} has ${s.cargo.capacity} cargo space${s.cargo.capacity === 1 ? '' : 's'} but its crew and equipment take ${s.cargo.used}.`,
          ids,
        ),
      );
    }
    if (s.crewCount.max !== null && s.crewCount.used > s.crewCount.max) {
      out.push(
        issue(
          'crew-per-ship',
          `${name} can carry only ${s.crewCount.max} crew at a time; ${s.crewCount.used} are assigned (${listNames(ship.cargo)}).`,
          ids,
        ),
      );
    }
  }
  return out;
}

/** 001 "Sea Creatures": sea creatures cannot be assigned crew. */
export function checkSeaCreatureCrew(ctx: CheckContext): Issue[] {
  return ctx.resolved.ships
    .filter((s) => s.card?.seaCreature && s.cargo.length > 0)
    .map((s) =>
      issue(
        'sea-creature-crew',
        `${nameOf(s.card!)} is a sea creature and cannot be assigned crew or equipment (${listNames(s.cargo)}).`,
        [s.id, ...s.cargo.map((p) => p.id)],
      ),
    );
}

/** "This ship cannot carry crew": card text overrides the rules ("Rules of the High Seas"), so no crew may be assigned to her. Equipment is not crew. */
export function checkNoCrewShips(ctx: CheckContext): Issue[] {
  const out: Issue[] = [];
  for (const ship of ctx.resolved.ships) {
    if (!ship.card || effectsOfKind(ship.card.ability, 'no-crew').length === 0) continue;
    const crew = ship.cargo.filter((p) => p.card.type === 'crew');
    if (crew.length === 0) continue;
    out.push(
      issue(
        'ship-carries-no-crew',
        `${nameOf(ship.card)} cannot carry crew ("This ship cannot carry crew"): move ${listNames(crew)} to another ship or leave them out.`,
        [ship.id, ...crew.map((p) => p.id)],
      ),
    );
  }
  return out;
}

/** 001 "Placing Crew and equipment": a 0-point crew can be assigned only to a ship that shares its nationality. */
export function checkZeroPointCrew(ctx: CheckContext): Issue[] {
  const out: Issue[] = [];
  for (const ship of ctx.resolved.ships) {
    if (!ship.card) continue;
    for (const p of ship.cargo) {
      if (p.card.type === 'crew' && p.card.points === 0 && !sameNation(p.card.faction, ship.card.faction)) {
        out.push(
          issue(
            'zero-point-crew-nationality',
            `${nameOf(p.card)} costs 0 points, so it can only be assigned to a ${p.card.faction ?? 'same-nation'} ship, not to ${nameOf(ship.card)} (${ship.card.faction ?? 'no nationality'}).`,
            [ship.id, p.id],
          ),
        );
      }
    }
  }
  return out;
}

/**
 * 001 "Placing Crew and equipment" / 004 "Placing Crew": a crew on a ship of
 * another nationality is legal but cannot use its ability (see
 * `abilityWorksAboard` for the exceptions), so the player is warned.
 */
export function crewNationalityWarnings(ctx: CheckContext, zeroPointCrewChecked: boolean): Issue[] {
  const out: Issue[] = [];
  for (const ship of ctx.resolved.ships) {
    if (!ship.card) continue;
    for (const p of ship.cargo) {
      if (abilityWorksAboard(p.card, ship.card)) continue;
      // Already a violation where the 0-point rule applies; a second message would only repeat it.
      if (zeroPointCrewChecked && p.card.points === 0) continue;
      out.push(
        issue(
          'crew-nationality',
          `${nameOf(p.card)} (${p.card.faction}) is aboard ${nameOf(ship.card)} (${ship.card.faction}): legal, but the crew cannot use its ability on a ship of another nationality.`,
          [ship.id, p.id],
        ),
      );
    }
  }
  return out;
}

/** 001 "Placing Treasure", Unique treasure: no more than one unique treasure with the same name. */
export function checkUniqueTreasure(ctx: CheckContext): Issue[] {
  return [...groupBy(ctx.resolved.treasure, (p) => p.card.pieceKey).values()]
    .filter((g) => g.length > 1)
    .map((g) =>
      issue(
        'unique-treasure-duplicate',
        `Only one ${nameOf(g[0].card)} may be contributed; this fleet contributes ${g.length}.`,
        g.map((p) => p.id),
      ),
    );
}

/**
 * Ships and crew must fly the fleet's flag or one of `alsoAllowed`; `exempt`
 * cards (e.g. crew every nation may take) are not checked. Equipment has no
 * nationality and is never checked.
 */
export function checkFleetNationality(
  ctx: CheckContext,
  nationality: string,
  alsoAllowed: readonly string[],
  exempt: (card: Card) => boolean,
  rulesetLabel: string,
): Issue[] {
  const flag = canonicalNation(nationality) ?? nationality;
  const allowed = [flag, ...alsoAllowed];
  const label = [flag, ...alsoAllowed.filter((n) => !sameNation(n, flag))].join(' or ');
  return fieldedCards(ctx.resolved)
    .filter((p) => p.card.type === 'ship' || p.card.type === 'crew')
    .filter((p) => !exempt(p.card) && !allowed.some((n) => sameNation(n, p.card.faction)))
    .map((p) =>
      issue(
        'fleet-nationality',
        `${nameOf(p.card)} is ${p.card.faction ?? 'of no nationality'}; ${rulesetLabel} this fleet may only have ${label} ships and crew.`,
        [p.id],
      ),
    );
}

/** 004 "Creating a Fleet": a fort's nationality must match one of the ships in the starting fleet. */
export function checkFortNationality(ctx: CheckContext): Issue[] {
  const shipNations = ctx.resolved.ships.flatMap((s) => (s.card ? [s.card.faction] : []));
  return ctx.resolved.forts
    .filter((p) => !shipNations.some((n) => sameNation(n, p.card.faction)))
    .map((p) =>
      issue(
        'fort-nationality',
        p.card.faction
          ? `${nameOf(p.card)} is ${p.card.faction}, but the fleet has no ${p.card.faction} ship; a fort needs a starting ship of its own nationality.`
          : `${nameOf(p.card)} has no nationality, so no starting ship can match it; a fort needs a starting ship of its own nationality.`,
        [p.id],
      ),
    );
}

/** 001 "Creating a Fleet" lists what a fleet is made of; forts, treasure or equipment outside a ruleset's list are rejected. */
export function checkNotAllowed(placed: readonly Placed[], what: string, rulesetLabel: string): Issue[] {
  return placed.map((p) =>
    issue('card-not-allowed', `${nameOf(p.card)}: ${rulesetLabel} a fleet cannot include ${what}.`, [p.id]),
  );
}
