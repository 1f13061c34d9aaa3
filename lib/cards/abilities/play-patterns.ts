import { canonicalNation } from '../nations';
import type { Against, Effect, RollRow, RowEffect } from './effects';

/**
 * Sentence patterns of the effects that act during play. Each is matched against the whole sentence after
 * `canonicalSentence` has folded the spellings the printings mix ("can't"/"cannot", "can"/"may", dashes, "+ S"), so
 * one pattern reads every printing of the same rule. A sentence no pattern spans stays unmodelled.
 */
export function canonicalSentence(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/\bcan not\b/gi, 'cannot')
    .replace(/\bcan\b/gi, 'may')
    .replace(/\+ (?=[SL0-9])/g, '+')
    .replace(/\bships\b(?= gets)/, 'ship')
    .replace(/\bher cannons rolls\b/gi, 'her cannon rolls')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
};
const N = String.raw`(\d+|one|two|three|four|five|six)`;

export function toNumber(token: string): number {
  return NUMBER_WORDS[token.toLowerCase()] ?? Number.parseInt(token, 10);
}

const NATION = String.raw`(?:English|Spanish|French|American|Pirate|Cursed|Barbary Corsair|Jade Rebellion|Mercenary|Viking)`;

/** The German printings' nation adjectives (plural, as in "Englische Schiffe"), by canonical nation. */
const GERMAN_NATIONS: Record<string, string> = { englische: 'English', spanische: 'Spanish', 'französische': 'French', amerikanische: 'American' };
const GERMAN_NATION = Object.keys(GERMAN_NATIONS).join('|');

/** "against English ships", "against any non-Pirate ship or fort", "against the Cursed", "against targets without all their masts". */
const AGAINST = String.raw`(?: against (?:(any ship)|the (Cursed)|(?:any )?non-(${NATION}) (?:ships?)( or forts?)?|(${NATION}) ships|(targets without all their masts)))?`;

function against(m: RegExpExecArray, at: number): Against | undefined {
  const [any, cursed, non, orForts, nation, damaged] = m.slice(at, at + 6);
  if (any) return undefined;
  if (cursed) return { nations: ['Cursed'], except: false, forts: false, damaged: false };
  if (non) return { nations: [canonicalNation(non) ?? non], except: true, forts: Boolean(orForts), damaged: false };
  if (nation) return { nations: [canonicalNation(nation) ?? nation], except: false, forts: false, damaged: false };
  if (damaged) return { nations: [], except: false, forts: false, damaged: true };
  return undefined;
}

function bonus<K extends 'cannon-bonus' | 'boarding-bonus'>(kind: K, amount: number, a: Against | undefined): Effect {
  return (a ? { kind, amount, against: a } : { kind, amount }) as Effect;
}

/** Die faces as printed: "6", "1-3" (dashes folded by `canonicalSentence`), "5 or 6". */
const FACES = String.raw`([1-6])(?:-([1-6])| or ([1-6]))?`;

function faces(first: string, to: string | undefined, or: string | undefined): number[] {
  const a = Number(first);
  if (or) return [a, Number(or)];
  const b = to ? Number(to) : a;
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

export interface PlayPattern {
  regex: RegExp;
  effects(match: RegExpExecArray): Effect[];
}

const p = (source: string, effects: PlayPattern['effects']): PlayPattern => ({ regex: new RegExp(`^${source}$`, 'i'), effects });
const CAPTAIN = String.raw`if this ship has a (?:captain crew|crew with the captain keyword), she gets`;

export const PLAY_PATTERNS: PlayPattern[] = [
  // Movement
  p(String.raw`this ship gets \+(S|L) to her base move( if she has all of her masts)?`, (m) => [
    { kind: 'move-bonus', leg: m[1].toUpperCase() as 'S' | 'L', ...(m[2] ? { condition: 'all-masts' as const } : {}) },
  ]),
  p(String.raw`when this ship carries no cargo, she gets \+(S|L) to her base move`, (m) => [
    { kind: 'move-bonus', leg: m[1].toUpperCase() as 'S' | 'L', condition: 'no-cargo' },
  ]),
  p(String.raw`${CAPTAIN} \+(S|L) to her base move`, (m) => [{ kind: 'move-bonus', leg: m[1].toUpperCase() as 'S' | 'L', condition: 'captain' }]),
  p(String.raw`${CAPTAIN} \+${N} to her cannon rolls and \+(S|L) to her base move`, (m) => [
    { kind: 'cannon-bonus', amount: toNumber(m[1]), condition: 'captain' },
    { kind: 'move-bonus', leg: m[2].toUpperCase() as 'S' | 'L', condition: 'captain' },
  ]),
  // The sea creature's, the ship's and a ship's "it"-worded printings of one bonus.
  p(
    String.raw`if this (?:sea creature is within (S|L) of a friendly ship when this sea creature is given a move action, it|ship is within (S|L) of a friendly ship when (?:this ship|it) is given a move action, (?:she|this ship)) gets \+(S|L) to (?:its|her) base move`,
    (m) => [{ kind: 'move-bonus', leg: m[3].toUpperCase() as 'S' | 'L', nearFriend: (m[1] ?? m[2]).toUpperCase() as 'S' | 'L' }],
  ),
  p(String.raw`when this ship is within (S|L) of an enemy ship, she gets \+(S|L) to her base move during her move action`, (m) => [
    { kind: 'move-bonus', leg: m[2].toUpperCase() as 'S' | 'L', nearEnemy: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`if derelict, this ship (?:gains|has|gets) a base move of (S|L)`, (m) => [{ kind: 'derelict-move', leg: m[1].toUpperCase() as 'S' | 'L' }]),
  p(String.raw`this ship's base move becomes S when she reaches her cargo limit`, () => [{ kind: 'full-cargo-slow' }]),
  p(String.raw`when this ship is at full cargo capacity, her move is S`, () => [{ kind: 'full-cargo-slow' }]),
  // A unique treasure's wording: "when given move actions".
  p(String.raw`this ship ignores terrain when (?:she is given a move action|given move actions)(?: \(islands are not terrain\))?`, () => [{ kind: 'ignore-terrain' }]),
  // Icebergs act only as a turn begins (001 "Icebergs"): sailing onto one does nothing, so the exception changes nothing.
  p(String.raw`this ship ignores terrain, except icebergs, when she is given a move action(?: \(islands are not terrain\))?`, () => [{ kind: 'ignore-terrain' }]),
  // One spreadsheet row ends the sentence with a stray "plus", the card's lead into its next sentence.
  p(String.raw`this ship may move and (?:then )?shoot using the same move action(?:, plus)?`, () => [{ kind: 'move-and-shoot' }]),
  p(String.raw`after this (?:ship resolves a shoot action, she|sea monster resolves a shoot action, it) may move as a free action`, () => [{ kind: 'move-after-shoot' }]),
  p(String.raw`this ship may dock and (?:then )?explore a wild island using the same move action`, () => [{ kind: 'dock-and-explore' }]),
  p(String.raw`this ship may dock at an enemy home island and load (one|up to two) treasures?`, (m) => [
    { kind: 'raid-home', treasures: m[1].toLowerCase() === 'one' ? 1 : 2 },
  ]),
  p(String.raw`this ship may dock at an enemy home island and take as much treasure as she may carry`, () => [{ kind: 'raid-home', treasures: 1, all: true }]),
  p(String.raw`this ship may unload cargo at your home island if she's within (S|L) of it`, (m) => [{ kind: 'unload-within', within: m[1].toUpperCase() as 'S' | 'L' }]),
  p(String.raw`if able, she must leave on your next turn`, () => [{ kind: 'must-leave' }]),
  p(String.raw`if a sea monster begins its move within (S|L) of this ship, it gets \+(S|L) to its base move`, (m) => [
    { kind: 'lure-monsters', within: m[1].toUpperCase() as 'S' | 'L', leg: m[2].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`once per turn, this ship may move (S|L) after (loading|unloading) (?:treasure|cargo)`, (m) => [
    { kind: 'move-after-cargo', after: m[2].toLowerCase() === 'loading' ? 'load' : 'unload', leg: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`if this (?:ship ends her turn in a fog bank, on her next turn she may use her|sea monster ends its turn in a fog bank, on her next turn it may use its) move action to move out of any other fog bank in play`, () => [{ kind: 'fog-hop' }]),
  p(String.raw`if this ship (?:isn't|is not) assigned a helmsman crew, roll a d6 after she resolves a move action`, () => [{ kind: 'move-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? this ship may move (S|L)`, (m) => [
    { kind: 'move-roll-result', faces: faces(m[1], m[2], m[3]), leg: m[4].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship cannot be pinned`, () => [{ kind: 'cannot-be-pinned' }]),
  p(String.raw`this ship cannot carry crew`, () => [{ kind: 'no-crew' }]),
  p(String.raw`crew of any nationality may use their abilities on this ship`, () => [{ kind: 'crew-any-nationality' }]),
  p(String.raw`reduce the cost of all other crew placed on this ship by ${N}`, (m) => [{ kind: 'crew-cost-reduction', points: toNumber(m[1]) }]),
  p(String.raw`this ship's crew cannot be eliminated unless she sinks`, () => [{ kind: 'crew-protected' }]),

  // Shooting
  p(String.raw`this ship gets \+${N} to her cannon rolls${AGAINST}`, (m) => [bonus('cannon-bonus', toNumber(m[1]), against(m, 2))]),
  p(String.raw`this ship gets \+${N} to her cannon rolls and boarding rolls${AGAINST}`, (m) => [
    bonus('cannon-bonus', toNumber(m[1]), against(m, 2)),
    bonus('boarding-bonus', toNumber(m[1]), against(m, 2)),
  ]),
  p(String.raw`this ship gets \+${N} to her cannon rolls against forts within (S|L) of her`, (m) => [
    { kind: 'cannon-bonus', amount: toNumber(m[1]), against: { nations: [], except: false, forts: true, damaged: false, fortWithin: m[2].toUpperCase() as 'S' | 'L' } },
  ]),
  p(String.raw`this ship gets \+${N} to her (cannon|boarding) rolls against sea (?:creatures|monsters)`, (m) => [
    bonus(m[2].toLowerCase() === 'cannon' ? 'cannon-bonus' : 'boarding-bonus', toNumber(m[1]), { nations: [], except: false, forts: false, damaged: false, seaCreatures: true }),
  ]),
  p(String.raw`${CAPTAIN} \+${N} to her cannon rolls`, (m) => [{ kind: 'cannon-bonus', amount: toNumber(m[1]), condition: 'captain' }]),
  p(String.raw`if this ship has a captain, add \+${N} to the die roll for all cannon shots`, (m) => [{ kind: 'cannon-bonus', amount: toNumber(m[1]), condition: 'captain' }]),
  p(String.raw`if this sea monster is within (S|L) of a friendly ship, it gets \+${N} to its cannon rolls`, (m) => [
    { kind: 'cannon-bonus', amount: toNumber(m[2]), nearFriend: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`give this (?:ship|sea monster) a move action but do not move (?:her|it)`, () => [{ kind: 'push-action' }]),
  p(String.raw`once per turn this ship's controller may choose another ship and bellow "HO-HO-HO!" any crew on the target falls asleep, and so the target loses her next turn`, () => [{ kind: 'bellow' }]),
  p(String.raw`instead, roll a d6`, () => [{ kind: 'push-roll' }]),
  p(String.raw`when this ship is given a move action, instead of moving her you may roll a d6`, () => [{ kind: 'current-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? put a trade current within S of any friendly ship`, (m) => [{ kind: 'place-current', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`if an enemy ship is within (S|L) of this ship,? you may use this ship's action for the turn to try to possess a target crew on that ship`, (m) => [
    { kind: 'possess', within: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`roll a d6[;,] on a (?:result of )?${FACES},? the target is immediately assigned to this ship`, (m) => [{ kind: 'possess-roll', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`its nationality changes to match the nationality of this ship`, () => [{ kind: 'possess-turns' }]),
  p(String.raw`on a (?:result of )?${FACES},? move an enemy ship (S|L) in any direction`, (m) => [
    { kind: 'push', faces: faces(m[1], m[2], m[3]), leg: m[4].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`in a turn when this ship damages another ship, the damaged ship loses an extra mast`, () => [{ kind: 'extra-mast' }]),
  p(String.raw`when this ship is damaged, remove any crew member, except this one, instead of a mast`, () => [{ kind: 'crew-for-mast' }]),
  p(String.raw`this ship's cannons have a range of (\d)L against sea creatures`, (m) => [{ kind: 'range-against-creatures', legs: Number(m[1]) }]),
  p(String.raw`sea dragons, sea monsters, and titans get \+${N} to their cannon rolls against this ship`, (m) => [
    { kind: 'vulnerable', amount: toNumber(m[1]), from: [], creatures: ['sea-dragon', 'sea-monster', 'titan'] },
  ]),
  p(String.raw`(${NATION}) ships get \+${N} to their cannon rolls against this ship`, (m) => [
    { kind: 'vulnerable', amount: toNumber(m[2]), from: [canonicalNation(m[1]) ?? m[1]] },
  ]),
  p(String.raw`all cannon rolls made by (${NATION}) ships against this ship are reduced by ${N}`, (m) => [
    { kind: 'vulnerable', amount: -toNumber(m[2]), from: [canonicalNation(m[1]) ?? m[1]] },
  ]),
  p(String.raw`friendly ships within S of this ship get \+${N} to their cannon rolls`, (m) => [{ kind: 'cannon-aura', amount: toNumber(m[1]) }]),
  p(String.raw`this ship gets \+${N} to her cannon rolls for every friendly ship within S of her`, (m) => [
    { kind: 'cannon-bonus-per-friend', amount: toNumber(m[1]) },
  ]),
  p(
    String.raw`if this ship shoots at a ship that was previously shot at by another ship this turn, she gets \+${N} to her cannon rolls against that ship this turn`,
    (m) => [{ kind: 'focus-fire', amount: toNumber(m[1]) }],
  ),
  p(String.raw`once per turn, (?:you may )?reroll any die roll (?:you make|made) for this (?:ship|sea monster); you must use the second (?:die )?roll(?: result)?`, () => [
    { kind: 'reroll' },
  ]),
  p(String.raw`once per turn, one of this ship's cannons may shoot again if it misses`, () => [{ kind: 'shoot-again' }]),
  p(String.raw`this ship gains one ([1-6])(S|L) cannon that (?:may not|cannot) have its range or cannon roll increased`, (m) => [
    { kind: 'extra-cannon', rank: Number(m[1]), range: m[2].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship gains one rank ([1-6]) (?:cannon )?with (S|L) range cannon that (?:may not|cannot) have its range or cannon roll increased`, (m) => [
    { kind: 'extra-cannon', rank: Number(m[1]), range: m[2].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship gains one (S|L) range cannon, with a rank of ([1-6]) that (?:may not|cannot) have its range or cannon roll increased`, (m) => [
    { kind: 'extra-cannon', rank: Number(m[2]), range: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship gains one (S|L) range rank-([1-6]) cannon that (?:may not|cannot) have its range or cannon roll increased`, (m) => [
    { kind: 'extra-cannon', rank: Number(m[2]), range: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship gains one (S|L) range rank ([1-6]) cannon that (?:may not|cannot) have its range or cannon roll increased`, (m) => [
    { kind: 'extra-cannon', rank: Number(m[2]), range: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`it may shoot from any mast \(even an eliminated mast\)`, () => [{ kind: 'extra-cannon-any-mast' }]),
  p(String.raw`if derelict, she cannot shoot`, () => [{ kind: 'derelict-cannot-shoot' }]),
  p(String.raw`L-range cannons cannot hit this ship`, () => [{ kind: 'long-range-immune' }]),
  p(String.raw`cannon ranges of enemy ships are reduced to S against this ship`, () => [{ kind: 'short-range-against' }]),
  p(String.raw`this ship cannot be shot at by ships within S of her`, () => [{ kind: 'close-range-immune' }]),
  p(String.raw`this ship may shoot at submerged (?:ships|submarines) within (S|L) of her`, (m) => [{ kind: 'shoot-submerged', within: m[1].toUpperCase() as 'S' | 'L' }]),
  // A sea creature's attack is its shoot action (001 "Sea Creatures": they are given only move and shoot actions).
  p(String.raw`this sea monster may attack submerged submarines`, () => [{ kind: 'shoot-submerged' }]),
  p(String.raw`forts cannot (?:hit|shoot at) this ship`, () => [{ kind: 'fort-immune' }]),
  // A fort's own text: its flags are its cannons (001 "Forts"), so the wordings of the ships' rules read the same.
  p(String.raw`once per turn, one of this fort's cannons may shoot again if it misses`, () => [{ kind: 'shoot-again' }]),
  p(String.raw`L-range cannons cannot hit this fort`, () => [{ kind: 'long-range-immune' }]),
  p(String.raw`when this fort hits (?:a|an enemy) ship, you may also eliminate one cargo(?: from that ship)?`, () => [{ kind: 'hit-eliminates-cargo' }]),
  p(String.raw`this fort gets \+${N} to its cannon rolls when a ship is docked at it`, (m) => [{ kind: 'docked-cannon-bonus', amount: toNumber(m[1]) }]),
  p(String.raw`when a ship docks here, you may repair all of her masts`, () => [{ kind: 'dock-repair-all' }]),
  p(String.raw`when this ship is docked at your home island, you may eliminate one treasure`, () => [{ kind: 'forge-cannon' }]),
  p(String.raw`it becomes a ([1-6])(S|L) cannon that may be eliminated only when the ship sinks`, (m) => [{ kind: 'forged-cannon', rank: Number(m[1]), range: m[2].toUpperCase() as 'S' | 'L' }]),
  p(String.raw`it becomes a rank ([1-6]) cannon that shoots (short|long) range and may only be eliminated when the ship sinks`, (m) => [
    { kind: 'forged-cannon', rank: Number(m[1]), range: m[2].toLowerCase() === 'short' ? 'S' : 'L' },
  ]),
  p(String.raw`a ship docked (?:at this fort|here) may use its action(?: for the turn)? to look at one face-down (?:treasure|cargo) on each island`, () => [{ kind: 'fort-look' }]),
  p(String.raw`if a ship docks at this fort and unloads at least ${N} gold, it may be given a second action that turn`, (m) => [{ kind: 'unload-extra-action', gold: toNumber(m[1]) }]),
  // One printing's spelling: "the ships loses it's next turn".
  p(String.raw`when a ship docks here, roll a d6, on a ${FACES},? the ships? loses it'?s next turn`, (m) => [{ kind: 'dock-idle-roll', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`the first time this fort is shot at each turn, roll a d6`, () => [{ kind: 'hit-shield' }]),
  p(String.raw`the result is the number of times this fort must be hit that turn before any of its cannons may be eliminated`, () => [{ kind: 'hit-shield-count' }]),
  p(String.raw`this ship (?:may not|cannot) be shot at while docked`, () => [{ kind: 'docked-immune' }]),
  p(String.raw`this ship cannot sink(?:, but she may be scuttled)?`, () => [{ kind: 'cannot-sink' }]),
  p(String.raw`it may be scuttled`, () => [{ kind: 'may-be-scuttled' }]),
  p(String.raw`this ship sinks when her last mast is (?:eliminated|removed)`, () => [{ kind: 'sinks-mastless' }]),
  p(String.raw`masts on this ship cannot be eliminated by shots unless the cannon roll is a ([2-6])`, (m) => [{ kind: 'masts-need-roll', roll: Number(m[1]) }]),
  p(String.raw`this (?:ship|titan) eliminates two masts with one hit`, () => [{ kind: 'double-damage' }]),
  p(String.raw`two hits from the same shoot action are required to eliminate one of this ship's (?:masts|hull pieces)`, () => [{ kind: 'two-hits-per-mast' }]),
  // A submarine's hull pieces are her masts (./abilities.ts, the Submarine keyword).
  p(String.raw`this ship ignores the first hit she takes each turn as long as she has all of her (?:masts|hull pieces)`, () => [{ kind: 'ignore-first-hit' }]),
  p(String.raw`this titan ignores the first hit it takes each turn as long as it has all of its segments`, () => [{ kind: 'ignore-first-hit' }]),
  p(String.raw`once per turn,? when this (?:ship|sea creature) hits an enemy ship, also eliminate one crew from that ship`, () => [{ kind: 'hit-eliminates-crew' }]),
  p(String.raw`(once per turn, )?when this (?:ship|sea dragon) hits an enemy ship, you may also eliminate one cargo from that ship`, (m) => [
    { kind: 'hit-eliminates-cargo', ...(m[1] ? { once: true } : {}) },
  ]),
  p(String.raw`when this ship hits another ship, you choose which mast is eliminated`, () => [{ kind: 'attacker-chooses-mast' }]),
  p(String.raw`other ships do not block this ship's line of fire`, () => [{ kind: 'fire-through-ships' }]),
  p(String.raw`all of this ship's cannons have L[ -]range`, () => [{ kind: 'all-long-range' }]),
  p(String.raw`you may double the range of this ship's cannons each turn, but you must roll a ([2-6]) to hit`, (m) => [
    { kind: 'double-range', need: Number(m[1]) },
  ]),
  p(String.raw`this ship cannot shoot when she carries treasure`, () => [{ kind: 'no-shooting-with-treasure' }]),
  p(String.raw`this ship cannot be given shoot actions`, () => [{ kind: 'no-shooting' }]),
  p(String.raw`this ship's cannons (?:may not|cannot) be eliminated \(masts still may be\)`, () => [{ kind: 'cannons-survive' }]),
  p(String.raw`once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S(?: of her| range)?`, () => [
    { kind: 'chainshot' },
  ]),
  p(String.raw`you must declare which cannon will shoot the chainshot before rolling the d6`, () => [{ kind: 'chainshot-declare' }]),
  p(String.raw`if the chainshot hits, do not eliminate a mast; instead, the target cannot move (?:on (?:her|its) )?next turn`, () => [{ kind: 'chainshot-hit' }]),
  p(String.raw`once per turn when this ship is given a shoot action, one of her cannons may shoot a stinkpot(?: shot)? at a target within S(?: of her| range)?`, () => [
    { kind: 'stinkpot' },
  ]),
  p(String.raw`you must declare which cannon will shoot the stinkpot(?: shot)? before rolling the d6`, () => [{ kind: 'stinkpot-declare' }]),
  p(String.raw`if the stinkpot hits, do not eliminate a mast; instead, the target's crew cannot use their abilities (?:on the target's )?next turn`, () => [
    { kind: 'stinkpot-hit' },
  ]),
  p(String.raw`eliminate one of this ship's masts when she rolls a ([1-6]) on any cannon roll`, (m) => [{ kind: 'misfire', on: Number(m[1]) }]),

  // Equipment shots (Fire and Steel): the same shots, fired by any of her cannons at a target it reaches.
  p(String.raw`(?:once per turn )?when this ship is given a shoot action, one of her cannons may shoot an? (chain|stinkpot|fire) shot`, (m) => [
    { kind: ({ chain: 'chainshot', stinkpot: 'stinkpot', fire: 'firepot' } as const)[m[1].toLowerCase() as 'chain' | 'stinkpot' | 'fire'], anyRange: true },
  ]),
  p(String.raw`(?:you must )?declare which cannon will shoot (?:the )?(chain|stinkpot|fire) shot before rolling the d6`, (m) => [
    { kind: ({ chain: 'chainshot-declare', stinkpot: 'stinkpot-declare', fire: 'firepot-declare' } as const)[m[1].toLowerCase() as 'chain' | 'stinkpot' | 'fire'] },
  ]),
  p(String.raw`if (?:the shot|it) hits, do not eliminate a mast; instead,? the target cannot move on her next turn`, () => [{ kind: 'chainshot-hit' }]),
  p(String.raw`if it hits, do not eliminate a mast; instead, the target's crew cannot use their abilities on her next turn`, () => [{ kind: 'stinkpot-hit' }]),
  p(String.raw`if (?:the|either) cannon roll is a 1, (?:remove|eliminate) [^.]+ from the game(?: and (replace one of this ship's masts with a fire mast|eliminate a mast from this ship))?`, (m) => [
    { kind: 'equipment-jams', ...(m[1] ? { self: m[1].toLowerCase().startsWith('replace') ? ('fire-mast' as const) : ('mast' as const) } : {}) },
  ]),
  // Printed on equipment good for one shot, which leaves the game after it anyway.
  p(String.raw`if (?:the|either) cannon roll is a 1, eliminate a mast from this ship`, () => [{ kind: 'equipment-jams', self: 'mast', keeps: true }]),
  p(String.raw`(?:once per turn )?when this ship is given a shoot action, one of her cannons may shoot an? (grape|exploding|double|grapple) shot`, (m) => [
    { kind: ({ grape: 'grapeshot', exploding: 'exploding-shot', double: 'double-shot', grapple: 'grapple-shot' } as const)[m[1].toLowerCase() as 'grape' | 'exploding' | 'double' | 'grapple'] },
  ]),
  p(String.raw`(?:you must )?declare which cannon will shoot (?:the |an )?(?:grape|exploding|double|grapple) shot before rolling the d6`, () => [{ kind: 'equipment-shot-declare' }]),
  p(String.raw`if it hits, eliminate a crew instead of a mast`, () => [{ kind: 'grapeshot-hit' }]),
  p(String.raw`if it hits, the target's controller replaces one mast with a fire mast and eliminates a crew`, () => [{ kind: 'exploding-shot-hit' }]),
  p(String.raw`if it hits, the cannon may shoot again`, () => [{ kind: 'double-shot-hit' }]),
  p(String.raw`if it hits, do not eliminate a mast; instead this ship may initiate a boarding party against the target`, () => [{ kind: 'grapple-shot-hit' }]),
  p(String.raw`after using [^.]+, remove it from the game`, () => [{ kind: 'equipment-once' }]),
  p(String.raw`(?:once per turn )?when this ship is given a shoot action, one of her cannons may shoot a smokepot shot(?:; you do not need to target a ship)?`, () => [{ kind: 'smokepot' }]),
  p(String.raw`(?:simply )?place the center of a fog bank within S of this ship; it cannot touch any island or ship`, () => [{ kind: 'smokepot-place' }]),

  // Fire: firepots and the fire masts they leave
  p(String.raw`once per turn when this ship is given a shoot action, one of her cannons may shoot a firepot at a target within S(?: of her| range)?`, () => [
    { kind: 'firepot' },
  ]),
  p(String.raw`(?:you must )?declare which cannon will shoot the firepot before rolling the d6`, () => [{ kind: 'firepot-declare' }]),
  p(String.raw`if it hits, the (?:target's|ship's) controller replaces one of her masts with a fire mast`, () => [{ kind: 'firepot-hit' }]),
  p(String.raw`at the beginning of every turn, roll (?:a |one )?d6 for each fire mast`, () => [{ kind: 'fire-roll' }]),
  // Fire and Steel's rules card: the roll is made as her turn begins, before any ship is given an action (./fire.ts).
  p(String.raw`if a ship has a fire mast, before she is given an action roll a d6 for each fire mast on her`, () => [{ kind: 'fire-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? remove the fire mast; on a ${FACES},? (?:the ship's controller replaces|replace) another of her masts with a fire mast`, (m) => [
    { kind: 'fire-table', out: faces(m[1], m[2], m[3]), spread: faces(m[4], m[5], m[6]) },
  ]),
  p(String.raw`when a ship has only fire masts, she must be scuttled on her next turn`, () => [{ kind: 'fire-scuttle' }]),
  p(String.raw`when a ship docks at her home island or (?:at )?a fort, remove all (?:of her )?fire masts as a free action`, () => [{ kind: 'fire-dock' }]),
  p(
    String.raw`once per turn when this ship is given a shoot action, you may declare that one of her cannons is shooting a smokepot instead of a cannon; you do not need to target a ship`,
    () => [{ kind: 'smokepot' }],
  ),
  p(String.raw`simply place the center of a fog bank within S of this ship; it (?:may not|cannot) touch an island or any ship docked at an island`, () => [{ kind: 'smokepot-place' }]),
  p(String.raw`remove the fog bank at the beginning of your next turn`, () => [{ kind: 'smokepot-clear' }]),

  // Boarding and ramming
  p(String.raw`(?:this ship|she) gets \+${N} to her boarding rolls for every crew (?:on|assigned to) her`, (m) => [
    { kind: 'boarding-bonus', amount: toNumber(m[1]), perCrew: true },
  ]),
  p(String.raw`(?:this ship|she|this sea monster) gets \+${N} to (?:her|its) boarding rolls${AGAINST}`, (m) => [bonus('boarding-bonus', toNumber(m[1]), against(m, 2))]),
  p(String.raw`she gets \+${N} instead if her opponent is a (sea monster|submarine)(?: or (sea monster|submarine))?`, (m) => [
    {
      kind: 'boarding-bonus-instead',
      amount: toNumber(m[1]),
      opponents: [...new Set([m[2], m[3]].filter(Boolean).map((o) => (o.toLowerCase() === 'submarine' ? ('submarine' as const) : ('sea-monster' as const))))],
    },
  ]),
  p(String.raw`as part of a move action, this (?:ship|sea creature) may initiate a boarding party against a ship (?:up to S away from|within S of) her, without having to ram`, () => [
    { kind: 'board-at-range' },
  ]),
  p(String.raw`the boarded ship (?:may not|cannot) use any boarding bonuses(?: she may have)?`, () => [{ kind: 'deny-boarding-bonus' }]),
  p(String.raw`if this (?:ship|sea monster) (?:succeeds at|wins) a boarding party, (?:she|it) may eliminate all of the other ship's crew`, () => [
    { kind: 'board-eliminates-all-crew' },
  ]),
  // "If it succeeds": a sea monster's second sentence, "it" the monster of the first.
  p(String.raw`if (?:this sea monster|it) (?:succeeds at|wins) a boarding party, it also eliminates (?:a|one) mast`, () => [{ kind: 'board-eliminates-mast' }]),
  p(
    String.raw`if this ship (?:succeeds at|wins) a boarding party, she may take as much treasure from (?:the other|that) ship as she (?:can carry|may carry|wants, up to her available cargo space)`,
    () => [{ kind: 'board-takes-all-treasure' }],
  ),
  // "Either ... or": a party takes treasure when there is any and room for it, else crew (./combat.ts `board`), so the
  // two effects together give the one or the other, never both.
  p(
    String.raw`if this ship wins a boarding party, she may either take as much treasure from the other ship as she wants, up to her available cargo space or may eliminate all of the other ship's crew`,
    () => [{ kind: 'board-takes-all-treasure' }, { kind: 'board-eliminates-all-crew' }],
  ),
  p(String.raw`if this ship (?:succeeds at|wins) a boarding party, choose two of the following: eliminate a crew, take a treasure, or eliminate a mast`, () => [
    { kind: 'board-two-spoils' },
  ]),
  p(String.raw`if this ship wins a boarding party, she may capture the crew with the highest point cost instead of eliminating it`, () => [
    { kind: 'board-captures-crew' },
  ]),
  p(String.raw`(?:this|a) captured crew becomes cargo worth its point cost in gold when unloaded at your home island`, () => [{ kind: 'captive-gold' }]),
  // Some printings name the crew ("eliminate Lian instead"): a crew's text speaks of itself, so the name is this crew.
  p(String.raw`if any crew on this ship with point cost (\d+) or (more|less) would be eliminated, eliminate (?:this crew|\w+) instead`, (m) => [
    { kind: 'crew-guard', cost: Number(m[1]), orMore: m[2].toLowerCase() === 'more' },
  ]),
  p(String.raw`when another face-up crew on this ship would be eliminated, turn it face down instead`, () => [{ kind: 'turn-face-down-instead' }]),
  p(String.raw`if this crew (?:is|would be) eliminated, place it on your home island(?: instead)?`, () => [{ kind: 'crew-to-home' }]),
  p(String.raw`place this crew face up during setup`, () => [{ kind: 'face-up-at-setup' }]),
  // The table shows every crew aboard face up from the start (lib/pirates/view.ts): "when revealed" is then.
  p(String.raw`this crew takes up no cargo space when revealed`, () => [{ kind: 'no-cargo-space' }]),
  p(String.raw`when revealed, put a crew with point cost (\d+) or less from outside of the game onto this ship`, (m) => [{ kind: 'crew-from-outside', points: Number(m[1]) }]),
  p(String.raw`always place this crew face up; it (?:cannot|can't) be eliminated unless its ship sinks`, () => [{ kind: 'face-up-at-setup' }, { kind: 'crew-self-protected' }]),
  p(String.raw`crew placed on this ship cost no points, but (?:they always each take up one cargo space|still take up cargo spaces)`, () => [{ kind: 'crew-cost-free' }]),
  p(String.raw`when this ship is hit, roll a d6`, () => [{ kind: 'hit-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? move the crew on this ship with the highest point cost to a wild island chosen by the player to your left`, (m) => [
    { kind: 'hit-crew-ashore', faces: faces(m[1], m[2], m[3]) },
  ]),
  // Elimination and capture are not leaving (the text names them), so the one printing without them reads the same.
  p(String.raw`this crew cannot leave this ship(?: unless captured or eliminated)?`, () => [{ kind: 'cannot-leave' }]),
  p(String.raw`ramming cannot eliminate this ship's masts`, () => [{ kind: 'ram-proof' }]),
  p(String.raw`on the turn this ship is pinned, eliminate one crew( and one mast)? from the (?:enemy|rammed) ship`, (m) => [
    { kind: 'pinned-eliminates-crew', ...(m[1] ? { mast: true } : {}) },
  ]),
  p(String.raw`when this ship is pinned, you may kill a crewman on the ship that pinned you`, () => [{ kind: 'pinned-eliminates-crew' }]),
  p(String.raw`once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship`, () => [
    { kind: 'trade-treasure' },
  ]),
  p(String.raw`when touching an? (${NATION}) ship, this ship may load as much of that ship's treasure as she may carry`, (m) => [
    { kind: 'load-from-nation', nation: canonicalNation(m[1]) ?? m[1] },
  ]),
  p(String.raw`once per turn, if this ship is touching another ship, reveal all face-down treasure aboard the other ship`, () => [{ kind: 'reveal-touching' }]),
  p(String.raw`this ship may take as much unique treasure from the other ship as she may carry`, () => [{ kind: 'take-unique-touching' }]),
  p(String.raw`once per turn, this ship may randomly take one treasure from any ship she touches`, () => [{ kind: 'plunder-touching' }]),
  p(String.raw`once per turn, if this ship is touching another ship, she may randomly take as much treasure from the other ship as she may carry`, () => [
    { kind: 'plunder-touching', all: true },
  ]),

  // A unique treasure's one-time effects as it is revealed. "Then remove <its name> from the game" names the card
  // the sentence is printed on.
  p(String.raw`eliminate the crew on this ship with the lowest point cost`, () => [{ kind: 'reveal-crew-loss', which: 'cheapest' }]),
  p(String.raw`put this ship's crew on your home island`, () => [{ kind: 'reveal-crew-home' }]),
  p(String.raw`immediately move this ship into the nearest whirlpool, and then follow the whirlpool rules for ship placement and damage`, () => [{ kind: 'reveal-whirlpool' }]),
  p(String.raw`this ship may move through whirlpools without losing crew, masts, or treasure`, () => [{ kind: 'whirlpool-safe' }]),
  p(String.raw`when this ship is given a shoot action,? you may double the range of one of her cannons`, () => [{ kind: 'double-one-range' }]),
  p(
    String.raw`if this sea creature is within S of both a wild island and a friendly ship, she may place one treasure from that wild island on that ship as a free action`,
    () => [{ kind: 'fetch-for-friend' }],
  ),
  p(String.raw`instead you may transfer one treasure from any ship within S of this ship to this ship`, () => [{ kind: 'pilfer-within' }]),
  p(String.raw`once per turn instead of giving this ship an action, you may place a fog bank within L of her`, () => [{ kind: 'brew-fog' }]),
  p(
    String.raw`once per turn when an enemy ship is given a shoot action to shoot at this ship, its controller chooses one of her cannons within range: that cannon automatically hits`,
    () => [{ kind: 'paw-auto-hit' }],
  ),
  p(String.raw`this ship and (?:any|all) crew (?:aboard|on) her (?:belong to the cursed nation instead of to their nation|become part of the cursed faction)`, () => [
    { kind: 'cursed-nation' },
  ]),
  p(String.raw`if one of this ship's masts or crew would be eliminated by a ship, you may give [^.]+ to the attacker instead, ending that ship's turn`, () => [
    { kind: 'relics-instead' },
  ]),
  p(String.raw`this ship may dock at an enemy home island and be given repair actions \(only\) while there`, () => [{ kind: 'dock-enemy-home-repair' }]),
  p(
    String.raw`if this sea monster succeeds at a boarding party, you may choose two crew, two treasure, or one crew and one treasure, instead of only one crew or treasure`,
    () => [{ kind: 'board-two-picks' }],
  ),
  p(String.raw`when [^.]+ is unloaded at your home island, you may eliminate any number of crew in your fleet; each is worth ${N} gold`, (m) => [
    { kind: 'unload-sell-crew', gold: toNumber(m[1]) },
  ]),
  p(String.raw`remove all crew on this ship from the game and then remove [^.]+ from the game`, () => [
    { kind: 'reveal-crew-loss', which: 'all-removed' },
    { kind: 'reveal-discard' },
  ]),
  p(String.raw`eliminate one crew or mast from this ship`, () => [{ kind: 'reveal-crew-or-mast' }]),
  p(String.raw`when revealed, eliminate one mast from every ship in play`, () => [{ kind: 'reveal-mast-every-ship' }]),
  // The treasure's own name: "remove all crew ..." or "remove any treasure ..." removes something else.
  p(String.raw`(?:then |if you do, )?remove (?!all |any )[^.]+ from the game`, () => [{ kind: 'reveal-discard' }]),
  p(String.raw`(you may )?load this treasure face down`, (m) => [{ kind: 'load-face-down', ...(m[1] ? { optional: true } : {}) }]),
  p(
    String.raw`on any one of your turns, you may (?:turn [^.]+ face up|reveal [^.]+) to give this ship (?:(an extra shoot action)|\+(S|L) to her base move|\+${N} to her cannon rolls) that turn`,
    (m) => [{ kind: 'reveal-boost', ...(m[1] ? { shots: 1 } : m[2] ? { leg: m[2].toUpperCase() as 'S' | 'L' } : { cannon: toNumber(m[3]) }) }],
  ),
  p(String.raw`when this ship is given a move action, you may reveal [^.;]+; this ship may move twice`, () => [{ kind: 'reveal-boost', moves: 1 }]),
  p(String.raw`this ship may be given two (move|shoot) actions this turn`, (m) => [{ kind: 'reveal-boost', ...(m[1].toLowerCase() === 'move' ? { moves: 1 } : { shots: 1 }) }]),
  p(String.raw`you may reveal it at the start of your turn`, () => [{ kind: 'reveal-at-start' }]),
  p(String.raw`the targets of the shoot actions cannot use their abilities or crew abilities this turn`, () => [{ kind: 'reveal-silence-targets' }]),
  p(String.raw`reveal it when target enemy ship moves within S of this ship`, () => [{ kind: 'reveal-mines' }]),
  p(String.raw`when revealed, eliminate an iceberg, and then remove [^.]+ from the game`, () => [{ kind: 'reveal-break-iceberg' }, { kind: 'reveal-discard' }]),
  p(String.raw`when revealed, move any iceberg L in any direction`, () => [{ kind: 'reveal-move-iceberg' }]),
  p(String.raw`reveal [^.]+ to remove a unique treasure from the game`, () => [{ kind: 'reveal-remove-unique' }]),
  p(String.raw`you may reveal it when this ship rams or pins a ship`, () => [{ kind: 'reveal-explosives' }]),
  p(String.raw`eliminate all crew on this ship; she cannot dock`, () => [{ kind: 'plague' }]),
  p(String.raw`when she touches another ship, unload [^.]+ onto that ship`, () => [{ kind: 'plague', spread: true }]),
  p(String.raw`on a result of ${FACES}, both ships sink`, (m) => [{ kind: 'explosives-sink', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`this ship gains the fear keyword, except that it also affects your ships`, () => [{ kind: 'fear-all' }]),
  p(String.raw`reveal it when this ship is given a move or shoot action; any one target enemy ship cannot use any crew or ship abilities this turn`, () => [
    { kind: 'reveal-silence-one' },
  ]),
  p(String.raw`choose and eliminate one mast from the target at the end of her move`, () => [{ kind: 'mines-mast' }]),
  p(String.raw`when revealed, none of this ship's abilities or crew abilities may be used this turn`, () => [{ kind: 'reveal-unnerve' }]),
  p(String.raw`when revealed, trade one random treasure from your home island with a random treasure from an enemy home island`, () => [
    { kind: 'reveal-trade-homes' },
  ]),
  p(String.raw`both home islands must have treasure in order for [^.]+ to be used`, () => [{ kind: 'trade-homes-needs-treasure' }]),
  p(String.raw`reveal it when unloaded at your home island: you may choose to eliminate crew from this ship`, () => [{ kind: 'reveal-sell-crew' }]),
  p(String.raw`for each crew you eliminate, you gain ${N} gold`, (m) => [{ kind: 'sell-crew-gold', gold: toNumber(m[1]) }]),
  p(String.raw`if one of this ship's masts would be eliminated, you may reveal [^.]+ and remove it from the game instead`, () => [{ kind: 'reveal-save-mast' }]),
  p(String.raw`when this ship is given a shoot action, you may reveal [^.;]+; one of this ship's cannons automatically hits an enemy ship within range`, () => [
    { kind: 'reveal-sure-hit' },
  ]),
  p(String.raw`when revealed, turn all treasure on all wild islands face up for the remainder of the game`, () => [{ kind: 'reveal-wild-face-up' }]),
  p(String.raw`once after revealing, roll a d6 for each crew on the ship`, () => [{ kind: 'reveal-crew-dice' }]),
  p(String.raw`on a (?:result of )?${FACES},? that crew is eliminated`, (m) => [{ kind: 'reveal-crew-cull', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`[^.;]+ is worth gold equal to the crew remaining on the ship after all dice are rolled`, () => [{ kind: 'reveal-value', from: 'crew' }]),
  p(String.raw`remove [^.]+ from the game when this ship docks at her home island`, () => [{ kind: 'discard-at-home' }]),
  p(String.raw`this treasure takes up one cargo space`, () => [{ kind: 'takes-cargo' }]),
  // A worthless unique treasure is never unloaded (lib/engine/treasure/treasure.ts `unload` moves gold), so "cannot be
  // unloaded" asks nothing more of the engine.
  p(String.raw`[^.,]+ takes up ${N} cargo spaces and cannot be unloaded`, (m) => [{ kind: 'takes-cargo', spaces: toNumber(m[1]) }]),
  p(String.raw`if this ship loads ([^,]+), it has no effect; remove it from the game`, (m) => [{ kind: 'neutralizes', name: m[1] }]),
  p(String.raw`roll a d6`, () => [{ kind: 'reveal-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? all gold on this island is removed from the game`, (m) => [{ kind: 'reveal-island-gold-loss', faces: faces(m[1], m[2], m[3]) }]),
  p(String.raw`swap [^.]+ with one face-down treasure on any other wild island`, () => [{ kind: 'reveal-swap' }]),
  p(String.raw`immediately dock this ship at the wild island with the fewest treasure coins on it`, () => [{ kind: 'reveal-dock-poorest' }]),
  p(String.raw`if there is a tie, your opponent chooses which tied island this ship docks at`, () => [{ kind: 'reveal-dock-tie' }]),
  p(String.raw`when revealed, roll a d6`, () => [{ kind: 'reveal-roll' }]),
  p(String.raw`on a (?:result of )?${FACES},? eliminate the crew on this ship that has the lowest point value; on a ${FACES},? eliminate the crew that has the highest point value`, (m) => [
    { kind: 'reveal-natives-cull', cheapest: faces(m[1], m[2], m[3]), costliest: faces(m[4], m[5], m[6]) },
  ]),
  p(String.raw`then this ship may load one more treasure \(only\)`, () => [{ kind: 'load-one-more' }]),
  p(String.raw`then put [^.;]+ face down on the island; this ship must leave the island on your next turn`, () => [{ kind: 'natives-leave' }]),
  p(String.raw`cursed ships and crew are not affected(?: by [^.]+)?`, () => [{ kind: 'cursed-immune' }]),
  p(String.raw`when this ship has reached her cargo capacity, roll a d6`, () => [{ kind: 'full-hold-roll' }]),
  p(String.raw`replace the value of each non-unique treasure on this ship with the result`, () => [{ kind: 'full-hold-values' }]),
  p(String.raw`[^.]+ may remain face-down on its island if the ship that explores that island has all of its masts`, () => [{ kind: 'stays-if-whole' }]),
  p(String.raw`leave [^.]+ face down on its island`, () => [{ kind: 'stays-on-island' }]),
  p(String.raw`when [^.,]+ is revealed, fully repair this ship, and then remove [^.]+ from the game`, () => [{ kind: 'reveal-repair-all' }, { kind: 'reveal-discard' }]),
  p(String.raw`the ship that reveals [^.]+ may not be given actions for a number of rounds equal to (?:the )?number of crew on her when [^.]+ is revealed`, () => [
    { kind: 'reveal-idle', rounds: 'crew' },
  ]),
  p(String.raw`[^.,]+ cannot be unloaded from this ship, but you may give this ship a repair action to eliminate [^.]+ instead of repairing a mast`, () => [
    { kind: 'stays-aboard' },
    { kind: 'repair-discards' },
  ]),
  // A treasure worth no gold is never unloaded (001 "Docking"), so choosing not to is what happens anyway.
  p(String.raw`[^.,]+ takes up one cargo space, and you may choose not to unload it`, () => [{ kind: 'takes-cargo' }, { kind: 'stays-aboard' }]),
  p(String.raw`when this treasure is revealed, mark all wild islands as explored and choose any wild island and look at all the face down treasure on that island`, () => [
    { kind: 'reveal-charts' },
  ]),
  p(String.raw`when revealed, eliminate one random treasure from the island and one random crew from every ship docked at the island`, () => [{ kind: 'reveal-volcano' }]),
  p(String.raw`each non-unique treasure on this ship is worth ${N} fewer gold when unloaded`, (m) => [{ kind: 'unload-penalty', amount: toNumber(m[1]) }]),
  p(String.raw`double the value of one non-unique treasure on this ship when unloaded at your home island( or fort)?, and then remove [^.]+ from the game`, (m) => [
    { kind: 'unload-double', which: 'best', fort: Boolean(m[1]) },
    { kind: 'reveal-discard' },
  ]),
  p(String.raw`(?:when this ship unloads gold at|whenever this ship docks at) your home island, double the gold value of the treasure with the lowest gold value on this ship`, () => [
    { kind: 'unload-double', which: 'lowest', fort: false },
  ]),
  // The treasure's name and nothing else before it: "Fruit takes up 2 cargo spaces and cannot be unloaded" says more.
  p(String.raw`(?:(?!\band\b)[^.,])+ cannot be unloaded(?: from this ship)?`, () => [{ kind: 'stays-aboard' }]),
  p(String.raw`(?:do not give this ship an action|this ship (?:may not|cannot) be given an action) the turn after loading [^.]+`, () => [{ kind: 'reveal-idle' }]),
  p(String.raw`after loading [^.;]+, roll a d6; [^.;]+ is worth gold equal to the result`, () => [{ kind: 'reveal-value', from: 'd6' }]),
  p(String.raw`[^.;]+ is worth gold equal to 6 minus the number of this ship's crew when [^.;]+ was loaded`, () => [{ kind: 'reveal-value', from: 'six-minus-crew' }]),

  // Actions, repairs, treasure
  p(String.raw`if this ship sinks, dock (?:it|her) fully repaired at (?:its|her) home island, then remove [^.]+ from the game`, () => [{ kind: 'sink-return' }]),
  p(String.raw`each time this ship sinks a non-(${NATION}) ship, randomly choose one gold coin on a wild island and put it on your home island`, (m) => [
    { kind: 'sink-bounty', except: canonicalNation(m[1]) ?? m[1] },
  ]),
  p(String.raw`once per turn(?: before you give this ship an action)?, roll a d6`, () => [{ kind: 'action-roll' }]),
  p(String.raw`on a ([1-6]) or ([1-6]), this ship may be given (an extra action|the same action twice)`, (m) => [
    { kind: 'extra-action-on-roll', faces: [Number(m[1]), Number(m[2])], sameAction: m[3].toLowerCase() !== 'an extra action' },
  ]),
  p(String.raw`instead of giving this ship an action this turn, you may give another ship in your fleet two actions`, () => [{ kind: 'delegate-action' }]),
  // "Any Pirate ship": of her fleet, since 001 lets a player give actions only to ships in his fleet, and a text that
  // lifts that says so ("even if it is not part of your fleet").
  p(String.raw`you may give an action to any pirate ship instead of giving this ship an action`, () => [{ kind: 'delegate-action', pirateOnly: true }]),
  p(String.raw`once per turn, you may eliminate one of this ship's crew to give her an extra action`, () => [{ kind: 'crew-for-action' }]),
  p(String.raw`once per turn, if this ship is within S of an? (?:wild )?island, you may mark (?:the island|it) as explored without docking at it`, () => [{ kind: 'mark-explored' }]),
  p(String.raw`the island becomes unexplored in regards to all other players`, () => [{ kind: 'unexplore-others' }]),
  p(String.raw`after looking at treasure on a wild island, you may trade any one treasure from that island for a random treasure on any other wild island`, () => [
    { kind: 'island-trade' },
  ]),
  p(String.raw`once per turn, (?:one crew or ship within (S|L) of this ship cannot use its ability that turn|cancel the ability of one crew or ship within (S|L) of this ship)`, (m) => [
    { kind: 'silence', within: (m[1] ?? m[2]).toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`once per turn, this ship may look at one face-down (cargo on any ship|treasure on any island)`, (m) => [
    { kind: 'look', on: m[1].toLowerCase().startsWith('cargo') ? 'ship' : 'island' },
  ]),
  p(String.raw`once per turn, this ship may look at any one face-down treasure on any ship or island`, () => [
    { kind: 'look', on: 'ship' },
    { kind: 'look', on: 'island' },
  ]),
  // One printing drops the "with" ("swap a treasure on the wild island a crew"): the same swap.
  p(String.raw`when this ship is given an explore action, you may swap a treasure on the wild island (?:(?:with|for) )?a crew on any friendly ship`, () => [
    { kind: 'explore-swap-crew' },
  ]),
  p(String.raw`after this ship moves, she may look at all treasure on all islands and ships within (S|L) of her`, (m) => [
    { kind: 'look-around', within: m[1].toUpperCase() as 'S' | 'L' },
  ]),
  p(String.raw`this ship must load the traded treasure`, () => [{ kind: 'load-traded' }]),
  p(String.raw`if this ship carries no crew, she gets \+${N} cargo (?:capacity|spaces?)`, (m) => [{ kind: 'cargo-if-no-crew', spaces: toNumber(m[1]) }]),
  p(String.raw`you own any derelict this ship explores; both ships become docked at your home island`, () => [{ kind: 'capture-derelict' }]),
  p(String.raw`this ship (?:may never|cannot) load the last treasure from an island`, () => [{ kind: 'leave-last-treasure' }]),
  p(String.raw`this ship may repair at sea or at any island`, () => [{ kind: 'repair-anywhere' }]),
  p(String.raw`one of this ship's treasures is worth \+${N} gold when (?:unloaded at your home island|she docks at your home island)`, (m) => [
    { kind: 'unload-bonus', gold: toNumber(m[1]) },
  ]),
  p(String.raw`when this ship sinks another ship, you may repair one of this ship's masts`, () => [{ kind: 'repair-on-sink' }]),

  // German printings of the Spanish Main unlimited set (SMU-UL): the same rules in German words, read into the same
  // effects. "seiner Masten" is the ship's own masts (das Schiff); the printing's "repaireren" is read as "reparieren".
  p(String.raw`einmal pro spielzug darf sich das schiff einen verdeckten schatz auf einer beliebigen insel anschauen`, () => [{ kind: 'look', on: 'island' }]),
  p(String.raw`(${GERMAN_NATION}) schiffe bekommen \+${N} auf kanonenwürfe gegen dieses schiff`, (m) => [
    { kind: 'vulnerable', amount: toNumber(m[2]), from: [GERMAN_NATIONS[m[1].toLowerCase()]] },
  ]),
  p(String.raw`L-reichweiten-kanonen können dieses schiff nicht treffen`, () => [{ kind: 'long-range-immune' }]),
  p(String.raw`versenkt das schiff ein anderes schiff, so darfst du einen seiner masten (?:reparieren|repaireren)`, () => [{ kind: 'repair-on-sink' }]),

  p(String.raw`each turn roll a d6, on a (?:result of )?${FACES},? no crew abilities may be used this turn`, (m) => [{ kind: 'crew-blackout', faces: faces(m[1], m[2], m[3]) }]),

  // Roll tables (the rows are read by `rollTable` below)
  p(String.raw`(?:(?:once )?at the beginning of each of your turns,? roll (?:a|one) d6|roll a d6 at the beginning of each of your turns)`, () => [{ kind: 'turn-roll' }]),
];

/** What a roll table's row may give, each clause read whole. */
const ROW_CLAUSES: { regex: RegExp; effects: RowEffect[] }[] = [
  { regex: /^any ship in your fleet may be given two actions (?:that|this) turn$/i, effects: [{ kind: 'fleet-extra-action' }] },
  { regex: /^eliminate a crew on this ship$/i, effects: [{ kind: 'lose-crew', which: 'chosen' }] },
  { regex: /^eliminate the crew on this ship with the highest point cost$/i, effects: [{ kind: 'lose-crew', which: 'costliest' }] },
  { regex: /^no effect$/i, effects: [] },
];
const ROW = new RegExp(String.raw`^on (?:a (?:result of )?|results of )${FACES},? (.+)$`, 'i');

/**
 * "On a result of 6, any ship in your fleet may be given two actions that turn", or several rows in one sentence
 * ("On a 4-5, …; on a 6, …"): a `roll-table`, when every row's faces and clause are read; otherwise null.
 */
function rollTable(text: string): Effect[] | null {
  const rows: RollRow[] = [];
  for (const part of text.split(/; (?=on a )/i)) {
    const m = ROW.exec(part);
    const clause = m && ROW_CLAUSES.find((c) => c.regex.test(m[4]));
    if (!m || !clause) return null;
    rows.push({ faces: faces(m[1], m[2], m[3]), effects: clause.effects });
  }
  return [{ kind: 'roll-table', rows }];
}

/** The play effects of a whole sentence, or null when no pattern spans it. */
export function matchPlayPattern(sentence: string): Effect[] | null {
  const text = canonicalSentence(sentence);
  for (const pattern of PLAY_PATTERNS) {
    const match = pattern.regex.exec(text);
    if (match) return pattern.effects(match);
  }
  return rollTable(text);
}
