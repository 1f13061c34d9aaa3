import { type Choice, SPOILS } from '@/lib/engine/state/choices';
import { headingTo } from '@/lib/engine/core/geometry';
import { type Crew, faceUpToAll, type GameState } from '@/lib/engine/state/state';
import { PIRATES_SEATS } from './schema';
import { RESOURCES } from '@/lib/engine/state/economy';

/**
 * A pending decision in words, as "First decide …" and "Waiting for A to decide …" read it. `decider`: the words are
 * for the player deciding, who may be told what lies face down aboard her own ship.
 */
export function describeChoice(game: GameState, choice: Choice, decider = false): string {
  const name = (id: number) => shipName(game, id);
  const crew = (ship: number, index: number, otherwise: string) => crewName(game.ships[ship]?.crew[index]) ?? otherwise;
  // A treasure is named to the decider who has seen it (the owner of the ship the decision is about), else to
  // everyone only once it lies face up for all; otherwise it is "a face-down treasure".
  const treasure = (id: number, otherwise: string) => {
    const t = game.treasures[id];
    if (!t) return otherwise;
    const owner = 'ship' in choice ? game.ships[choice.ship]?.owner : undefined;
    const known = faceUpToAll(game, id) || (decider && owner !== undefined && t.seenBy[owner]);
    return known ? treasureName({ value: t.value, unique: t.unique, name: t.name }) : 'a face-down treasure';
  };
  switch (choice.kind) {
    case 'mast':
      return choice.fire ? `which mast of ${name(choice.ship)} catches fire` : `which mast ${name(choice.ship)} loses`;
    case 'crew':
      return `which crew ${name(choice.ship)} loses`;
    case 'board-back':
      return `whether ${name(choice.ship)} boards ${name(choice.target)}, who rammed her`;
    case 'loot':
      return `which treasure ${name(choice.ship)} takes from ${name(choice.from)}`;
    case 'explore':
      return `which treasure ${name(choice.ship)} takes from the island`;
    case 'island-trade':
      return `whether ${name(choice.ship)} trades a treasure of the island for a random one from another wild island`;
    case 'silence':
      return `whose ability ${name(choice.ship)} silences this turn`;
    case 'trade-from':
      return `from which wild island ${name(choice.ship)}'s traded treasure comes`;
    case 'capture':
      return `whether ${name(choice.ship)} captures ${crew(choice.from, choice.crew, 'the costliest crew')} aboard ${name(choice.from)} as cargo worth its points in gold`;
    case 'swap':
      return `whether ${name(choice.ship)} swaps ${crew(choice.to, choice.crew, 'a crew')} aboard ${name(choice.to)} for the best coin left on the island`;
    case 'spoils':
      return choice.options.some((o) => SPOILS[o].treasure + SPOILS[o].crew + (SPOILS[o].mast ? 1 : 0) === 2)
        ? `which two spoils ${name(choice.ship)} takes from ${name(choice.from)}`
        : `whether ${name(choice.ship)} takes a treasure from ${name(choice.from)} or eliminates one of her crew`;
    case 'sell-crew':
      return 'which crew of your fleet to eliminate, each worth gold at home';
    case 'reveal-treasure':
      // Named only to her owner: what lies face down is hers to know.
      return `whether ${name(choice.ship)} turns ${treasure(choice.treasure, 'a face-down treasure')} face up now`;
    case 'relics':
      return `whether ${name(choice.ship)} hands ${treasure(choice.treasure, 'the treasure')} to ${name(choice.attacker)} instead of the loss, ending ${name(choice.attacker)}'s turn`;
    case 'crew-or-mast':
      return `whether ${name(choice.ship)} loses a crew or a mast to ${treasure(choice.treasure, 'the treasure')}`;
    case 'look-at':
      return 'which wild island to look at the treasure of';
    case 'take-unique':
      return `whether ${name(choice.ship)} takes ${treasure(choice.treasure, 'the unique treasure')} or leaves it on the island`;
    case 'dock-at':
      return `at which of the wild islands holding fewest coins ${name(choice.ship)} docks`;
    case 'repair-or-discard':
      return `whether ${name(choice.ship)}'s repair stands a mast or throws out the treasure`;
    case 'whirlpool':
      return `whether ${name(choice.ship)} goes through the whirlpool she touches, and out of which other one`;
    case 'crew-island':
      return `to which wild island ${crew(choice.ship, choice.crew, 'the crew')} of ${name(choice.ship)} goes ashore`;
    case 'resource-reroll':
      return `whether ${name(choice.ship)}'s Explorer rolls again for what the island produces (${RESOURCES[choice.resource - 1]} was rolled)`;
    case 'whirlpool-loss':
      return `what ${name(choice.ship)} loses to the whirlpool: a mast, a treasure or a crew`;
  }
}

/**
 * An island's name, the same from set-up to the end: a home by its player, Daniel's seed island as such, and a wild
 * island by the number it was placed with (the islands keep their set-up order, lib/engine/setup/setup.ts `homes`).
 */
export function islandName(game: Pick<GameState, 'islands'>, i: number): string {
  const isl = game.islands[i];
  if (!isl) return `island ${i + 1}`;
  if (isl.home !== -1) return `${PIRATES_SEATS[isl.home]}'s home island`;
  return isl.seed ? 'the seed island' : `island ${i + 1}`;
}

/**
 * A ship by name, with her player's seat when a ship of the other player bears the same name (a mirror match: "A's
 * HMS Grand Temple").
 */
export function shipName(game: { ships: readonly Pick<GameState['ships'][number], 'name' | 'owner'>[] }, id: number): string {
  const s = game.ships[id];
  if (!s) return `ship ${id + 1}`;
  const twin = game.ships.some((o) => o !== s && o.name === s.name && o.owner !== s.owner);
  return twin ? `${PIRATES_SEATS[s.owner]}'s ${s.name}` : s.name;
}

/** A crew by its card's name (a game stored before crew carried names gives its card number). */
export const crewName = (c: Pick<Crew, 'cardId' | 'name'> | undefined): string | undefined => (c ? (c.name ?? c.cardId) : undefined);

/**
 * What a viewer knows of a treasure, as the one gate that decides it (lib/pirates/view.ts `knows`, and the view's
 * `ShownTreasure`) gives it: nothing but that it is there (`hidden`), or its worth, and a unique treasure's name.
 */
export type KnownTreasure = { hidden: true } | { value?: number; unique?: boolean; name?: string };

/**
 * A treasure in words for one viewer: "a face-down coin", "a 3-gold coin", or a unique treasure's name. Text that
 * goes to every viewer names treasure only through this, fed what that viewer knows.
 */
export function treasureName(t: KnownTreasure | undefined): string {
  if (!t || 'hidden' in t) return 'a face-down coin';
  if (t.name) return t.name;
  if (t.value !== undefined && !t.unique) return `a ${t.value}-gold coin`;
  return 'a treasure';
}

/** Several treasures in words: each known one named, the face-down ones counted ("Sword, a 3-gold coin and 2 face-down coins"). */
export function treasureList(ts: readonly (KnownTreasure | undefined)[]): string {
  const hidden = ts.filter((t) => !t || 'hidden' in t).length;
  const parts = ts.filter((t) => t && !('hidden' in t)).map(treasureName);
  if (hidden === 1) parts.push('a face-down coin');
  else if (hidden > 1) parts.push(`${hidden} face-down coins`);
  if (parts.length === 0) return 'nothing';
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

const POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** A heading (degrees clockwise from north, north up the table) as one of the eight points of the compass. */
export function compass(heading: number): string {
  return POINTS[Math.round((((heading % 360) + 360) % 360) / 45) % 8];
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** A count as the table says it: "no", "one", "two" … ten, then figures. */
export const numberWord = (n: number): string => NUMBERS[n] ?? String(n);

/** Place `i` (0-based) in words: "first", "second" … tenth, then "11th". */
export const ordinalWord = (i: number): string => ORDINALS[i] ?? `${i + 1}th`;

/**
 * Mast `i` of a ship printed with `n` cannons (bow to stern), as a player points at it on the model: "the bow mast",
 * "the stern mast", else its place from the bow. Which mast goes matters even between two equal cannons, as each
 * cannon measures its range from its own mast (001 "Measure from each mast"), so the choice and the log name where
 * it stands, not a number.
 */
export function mastPlace(i: number, n: number): string {
  if (n === 1) return 'her only mast';
  if (i === 0) return 'the bow mast';
  if (i === n - 1) return 'the stern mast';
  return `the ${ordinalWord(i)} mast from the bow`;
}

/**
 * A point on the table in words, by the nearest island: "off island 3" when within a hair of touching it, else
 * "2.1 S south-west of A's home island", the compass read from the island to the point as the map shows it (north up).
 */
export function placeName(game: Pick<GameState, 'islands'>, p: { x: number; y: number }): string {
  let best = -1;
  let gap = Infinity;
  game.islands.forEach((isl, i) => {
    const d = Math.hypot(p.x - isl.x, p.y - isl.y) - isl.r;
    if (d < gap) {
      gap = d;
      best = i;
    }
  });
  if (best < 0) return `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
  const isl = game.islands[best];
  if (gap < 0.3) return `off ${islandName(game, best)}`;
  return `${gap.toFixed(1)} S ${compass(headingTo(isl.x, isl.y, p.x, p.y))} of ${islandName(game, best)}`;
}

/** A count of hits in words: "no hits", "one hit", "three hits". */
export const hitsText = (n: number): string => `${numberWord(n)} hit${n === 1 ? '' : 's'}`;
