import { Card } from '@/lib/cards/card';
import { resolveScenario } from '@/lib/engine/setup/setup';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf } from '@/lib/rules/registry';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { prepareMatchup } from './prepare';
import { lookupOf, type Matchup } from './run';

/**
 * A matchup a fresh worker thread plays before its first job, so the engine's hot paths are compiled by the time a
 * player's request arrives: a thread's first thousand games run at about half the speed of its later ones while the
 * JIT learns them. The ships are invented (no real card's text or figures) and carry the seven generic crew keywords
 * between them, so the warm-up passes through moving, shooting, boarding, repairing, exploring and treasure as real
 * fleets do. Measured with `npm run bench`: the first 1,000-game request of the bench's real fleets after the
 * warm-up ran at 1,230-1,310 games/s with two of those keywords and half as many games, 1,330-1,540 now, against
 * about 4,400 once the threads are warm. What is left is the real ships' own texts, which an invented warm-up does
 * not play: the server plays those next, once it has read its cards (`realWarmUps` below).
 */
export const WARM_UP_GAMES = 2000;

function ship(id: string, name: string, faction: string, masts: number, move: string, cannons: string, crew: string[]): [Card, Fleet['ships'][number]] {
  const card = Card.parse({
    id, set: 'SM', number: id, name, type: 'ship', generic: false, seaCreature: false, faction, rarity: 'Common', points: 8,
    pointsAreGold: false, masts, cargo: masts + 1, move, ability: '', flavor: '', treasureValues: null, link: null, linkIds: [],
    keywords: [], image: null, intendedSet: null, pieceKey: `ship:${name.toLowerCase()}`,
    cannons: cannons.split('-').map((c) => ({ rank: Number(c[0]), range: c[1] })),
    modifiers: { limit: false, buildBonus: 0, crewCostReduction: 0, cargoBonus: 0, noCargoSpace: false },
  });
  return [card, { cardId: id, crew }];
}

function crew(id: string, keyword: string, faction: string): Card {
  return Card.parse({
    id, set: 'SM', number: id, name: keyword, type: 'crew', generic: true, seaCreature: false, faction, rarity: 'Common', points: 1,
    pointsAreGold: false, masts: null, cargo: null, move: null, cannons: [], ability: `${keyword[0].toUpperCase()}${keyword.slice(1)}.`,
    flavor: '', treasureValues: null, link: null, linkIds: [], keywords: [keyword], image: null, intendedSet: null,
    pieceKey: `crew:${keyword}:${faction}`, modifiers: { limit: false, buildBonus: 0, crewCostReduction: 0, cargoBonus: 0, noCargoSpace: false },
  });
}

export function warmUpMatchup(): Matchup {
  const english = ['captain', 'cannoneer', 'explorer', 'shipwright'].map((k, i) => crew(`W-C${i + 1}`, k, 'English'));
  const spanish = ['helmsman', 'musketeer', 'oarsman', 'explorer'].map((k, i) => crew(`W-C${i + 5}`, k, 'Spanish'));
  const crewCards = [...english, ...spanish];
  const a = [
    ship('W-S1', 'Warm Gannet', 'English', 3, 'S+L', '3S-2L-3S', ['W-C1', 'W-C3']),
    ship('W-S2', 'Warm Tern', 'English', 2, 'L', '2S-3L', ['W-C2']),
    ship('W-S5', 'Warm Skua', 'English', 4, 'S+S', '3S-3L-3L-3S', ['W-C4']),
  ];
  const b = [
    ship('W-S3', 'Warm Heron', 'Spanish', 3, 'S+S', '2S-2S-3L', ['W-C5', 'W-C8']),
    ship('W-S4', 'Warm Plover', 'Spanish', 2, 'S+L', '3S-3S', ['W-C6']),
    ship('W-S6', 'Warm Egret', 'Spanish', 4, 'L', '2S-3L-3L-2S', ['W-C7']),
  ];
  const fleet = (ships: typeof a): Fleet => ({ ruleset: 'official', buildTotal: 40, ships: ships.map(([, s]) => s), crew: [], forts: [], treasure: [] });
  const play = rulesetOf('official').play;
  if (!play) throw new Error('the official ruleset is played by the engine');
  return {
    fleets: [fleet(a), fleet(b)],
    cards: [...a, ...b].map(([c]) => c).concat(crewCards),
    ruleset: 'official',
    scenario: resolveScenario(undefined, play.scenario),
    policies: [SIMULATOR_POLICY, SIMULATOR_POLICY],
    seed: 1,
    alternateHomes: true,
  };
}

/**
 * A nation's 40-point official fleet of SM ships: its first ships of at most 14 points and two masts or more, up to
 * 32 points, then one generic crew of its nation at a time wherever the fleet stays legal, up to 40. The benchmarks
 * play these, and the server warms its threads on them (`realWarmUps`). `from` draws on every set instead
 * (`set: null`) and passes over the first `skip` such ships, for fleets of other nations and other ships.
 */
export function sampleFleet(cards: readonly Card[], nation: string, lookup = lookupOf(cards), from: { set: string | null; skip: number } = { set: 'SM', skip: 0 }): Fleet {
  const ruleset = rulesetOf('official');
  const inSet = (c: Card) => from.set === null || c.set === from.set;
  const ships = cards.filter((c) => c.type === 'ship' && !c.seaCreature && c.faction === nation && (c.points ?? 99) <= 14 && (c.masts ?? 0) >= 2 && inSet(c)).slice(from.skip);
  const crew = cards.filter((c) => c.type === 'crew' && c.generic && c.faction === nation && (c.points ?? 9) <= 3 && inSet(c));
  const fleet: Fleet = { ruleset: 'official', buildTotal: 40, ships: [], crew: [], forts: [], treasure: [] };
  let points = 0;
  const pieces = new Set<string>();
  for (const s of ships) {
    if (pieces.has(s.pieceKey) || points + (s.points ?? 0) > 32) continue;
    const ship = { cardId: s.id, crew: [] };
    if (!ruleset.validate({ ...fleet, ships: [...fleet.ships, ship] }, lookup).legal) continue;
    pieces.add(s.pieceKey);
    fleet.ships.push(ship);
    points += s.points ?? 0;
  }
  for (const [i, c] of crew.entries()) {
    const ship = fleet.ships[i % fleet.ships.length];
    if (points + (c.points ?? 0) > 40) break;
    const candidate: Fleet = { ...fleet, ships: fleet.ships.map((s) => (s === ship ? { ...s, crew: [...s.crew, c.id] } : s)) };
    if (!ruleset.validate(candidate, lookup).legal) continue;
    ship.crew.push(c.id);
    points += c.points ?? 0;
  }
  return fleet;
}

/**
 * Games of two Pirate SM fleets each thread plays last of its warm-ups, when the server has cards. Counted in
 * instructions (one thread under Valgrind, as `npm run bench:work` counts), the bench's first 500 games of English
 * against Spanish cost 4.62 billion after the invented warm-up alone, 2.73 billion after 500 games of this one, 2.49
 * billion after 1,000, and about 2.15 billion once the thread has settled on them; 500 a thread is about a second of
 * each core at the lowest priority.
 */
export const REAL_WARM_UP_GAMES = 500;

/**
 * Games a thread plays of each matchup of real fleets of every nation (`realWarmUps`) before the Pirate SM games.
 * A thread that has played only one matchup of real fleets still learns the next fleets' texts as it plays them: on
 * this tree, counted as above, the bench's first 500 games cost 2.39 billion instructions after the Pirate games
 * alone (4.8 million a game, against 3.3 million once settled on the bench's fleets), 2.01 billion after 50 games of
 * each of the seven matchups then the Pirate games, 1.99 billion after 200 of each. Played without the Pirate games
 * after them, 100 of each cost the bench 2.96 billion: the last fleets' new texts had just thrown out compiled code,
 * and a long run of one matchup lets V8 compile it again before a player's request comes.
 */
export const VARIETY_WARM_UP_GAMES = 50;

/** The nations whose sample fleets `npm run sim:stalls` plays and the server warms up on. */
export const SAMPLE_NATIONS = ['English', 'Spanish', 'Pirate', 'French', 'American', 'Cursed', 'Barbary Corsair'];

/** A nation's second sample fleet from every set passes over the ships of its first (`sampleFleet`'s `skip`). */
export const SECOND_FLEET = { set: null, skip: 7 };

/**
 * The server's warm-ups on real cards, played once it has read them, in order, each with the games a thread plays
 * of it: a fleet of each nation drawn from every set (the second fleet of each that `npm run sim:stalls` plays)
 * against the next nation's, then two Pirate fleets of SM cards (`sampleFleet`). The engine's code for real ships'
 * texts is so compiled before a player's first request: the invented warm-up cannot reach it, and the benchmark's
 * first 1,000-game request after that alone ran at about half the speed of the next ones. The bench's own fleets
 * (English against Spanish, SM) are not among them. Empty when the database holds no such fleet (nothing imported yet).
 */
export function realWarmUps(cards: readonly Card[]): { matchup: Matchup; games: number }[] {
  const lookup = lookupOf(cards);
  const warmUps: { matchup: Matchup; games: number }[] = [];
  const add = (a: Fleet, b: Fleet, games: number) => {
    const prepared = prepareMatchup({ a, b, games, seed: 1 }, lookup);
    if (prepared.ok) warmUps.push({ matchup: prepared.matchup, games });
  };
  const fleets = SAMPLE_NATIONS.map((nation) => sampleFleet(cards, nation, lookup, SECOND_FLEET)).filter((f) => f.ships.length > 0);
  if (fleets.length > 1) fleets.forEach((a, i) => add(a, fleets[(i + 1) % fleets.length], VARIETY_WARM_UP_GAMES));
  const pirate = sampleFleet(cards, 'Pirate', lookup);
  if (pirate.ships.length > 0) add(pirate, pirate, REAL_WARM_UP_GAMES);
  return warmUps;
}
