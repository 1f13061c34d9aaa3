import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { resolveScenario } from '@/lib/engine/setup/setup';
import { rulesetOf } from '@/lib/rules/registry';
import { applyEvent } from '@/lib/engine/state/events';
import { crewCard, equipmentCard, fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { FORT_ISLANDS } from '@/tests/fixtures/forts';
import { lastEnemyMast } from '@/tests/fixtures/last-mast';
import { headingTo, headingX, headingY } from '@/lib/engine/core/geometry';
import { distanceToShip, hullGap, swingBlocked, touches } from '@/lib/engine/hull/hull';
import { gunsOn } from '@/lib/engine/combat/shoot';
import { perform } from '@/lib/engine/game';
import { pivot } from '@/lib/engine/hull/turning';
import { pathTowards } from './course';
import { playTurn } from './turn';
import { shotWorth } from './value';
import { playRange, type Matchup, type Tally } from '@/lib/simulate/run';
import type { PolicyId } from '@/lib/simulate/schema';

/**
 * The default policy plays like a competent player: it beats the single-minded policies on mirrored fleets, and it
 * decides from what its seat may see, because the same policy is the table's computer opponent.
 */

/** Three ships of the kind a 40-point fleet is made of: a gun ship, a brig and a sloop, all moving L. */
const three = (faction: string) => [
  shipCard({ cannons: '2S-3L-3L-2S', move: 'L', cargo: 4, points: 12, faction }),
  shipCard({ cannons: '2S-2S-2S', move: 'L', cargo: 4, points: 12, faction }),
  shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3, points: 8, faction }),
];

function matchup(a: Card[], b: Card[], policies: [PolicyId, PolicyId], crew: Card[] = []): Matchup {
  const play = rulesetOf('official').play!;
  const fleet = (ships: Card[], withCrew: boolean) => ({
    ruleset: 'official' as const,
    buildTotal: 40,
    ships: ships.map((s, i) => ({ cardId: s.id, crew: withCrew && crew[i] ? [crew[i].id] : [] })),
    crew: [],
    forts: [],
    treasure: [],
  });
  return { fleets: [fleet(a, true), fleet(b, false)], cards: [...a, ...b, ...crew], ruleset: 'official', scenario: resolveScenario(undefined, play.scenario), policies, seed: 5, alternateHomes: true };
}

/** Balanced's edge over `other` (its win rate minus the other's), each playing each seat for half the games. */
function edge(other: PolicyId, games: number): { edge: number; capped: number } {
  const first = playRange(matchup(three('English'), three('Spanish'), ['balanced', other]), 0, games / 2);
  const second = playRange(matchup(three('English'), three('Spanish'), [other, 'balanced']), 0, games / 2);
  const wins = first.wins[0] + second.wins[1];
  const losses = first.wins[1] + second.wins[0];
  return { edge: (wins - losses) / games, capped: (first.capped + second.capped) / games };
}

describe('the balanced policy', () => {
  it('beats gold-runner on mirrored fleets, where both only fetching gold split it evenly and drew', () => {
    // Measured 0.28 over these 300 games; before it raided, headed off carriers and raced for islands, it drew them all
    // at the turn cap, both fleets' carriers wedged by their own ships at home.
    const { edge: e, capped } = edge('gold-runner', 300);
    expect(e).toBeGreaterThan(0.15);
    expect(capped).toBeLessThan(0.05);
  });

  it('beats hunter on mirrored fleets', () => {
    // Measured 0.97.
    expect(edge('hunter', 200).edge).toBeGreaterThan(0.6);
  });

  it('wins more with a Helmsman aboard each ship of a pair than the same ships bare', () => {
    // The shape of the crew sanity table's English pair: a slow ship of four masts and a faster one of three.
    const pair = () => [
      shipCard({ cannons: '3S-3L-3L-3S', move: 'S+S', cargo: 5, points: 10, faction: 'English' }),
      shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 4, points: 11, faction: 'English' }),
    ];
    const helmsman = () => crewCard({ name: 'Helmsman', ability: 'Helmsman', keywords: ['helmsman'], faction: 'English' });
    const t: Tally = playRange(matchup(pair(), pair(), ['balanced', 'balanced'], [helmsman(), helmsman()]), 0, 400);
    // Measured 169 wins to 127: the faster pair reaches contested islands first.
    expect(t.wins[0]).toBeGreaterThan(1.15 * t.wins[1]);
  });
});

describe('what the balanced policy knows', () => {
  /** Her ship, still fetching, within a move of an enemy carrying one coin; her guns cannot hit. */
  function carrierInReach(value: number, seen: boolean, ability = '') {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '6L-6L-6L', move: 'S+L', cargo: 4, ability }), x: 7, y: 11.2, heading: 0 },
        // Crossing her bow a little ahead, her hull lying across her course.
        { card: shipCard({ cannons: '3L-3L-3L', move: 'S+L', cargo: 4, faction: 'Spanish' }), owner: 1, x: 7.6, y: 9.5, heading: 90 },
      ],
      // A coin sheet's worth of gold still face down on the wild island, so a coin she has not seen is dear.
      treasure: { 2: [2, 3, 4, 5, 5, 6, 7] },
    };
    const game = table(spec);
    const [, theirs] = shipsOf(game, spec);
    theirs.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value, unique: false, seenBy: [seen, true] });
    // The carrier's coin was dealt with the rest: it is part of the starting treasure the table knows.
    game.state.startingGold += value;
    playTurn(game, 0, 'balanced');
    return (game.log ?? []).some((e) => e.type === 'boarded');
  }

  it('plans a ship too long to swing her bow onto the island close by her to where she can turn onto it', () => {
    // Le Dauphin Royal's five masts where a game left her, her bow 1.9 S from the middle of her home, beside it: the
    // nearest clear heading past it left her as close on the far side, unable to turn in, and she sailed round her
    // home to the turn cap.
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S-2L-2L-2L-3S', move: 'L', cargo: 5, faction: 'French' }), x: 5.2, y: 2.37, heading: 326 }],
      islands: [
        { x: 7, y: 3 },
        { x: 7, y: 11 },
        { x: 10.5, y: 9 },
      ],
      treasure: { 2: [2] },
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    const state = game.state;
    const plan = pathTowards(state, mine, 7, 3, 0, 0);
    expect(plan.length).toBeGreaterThan(0);
    for (const { heading, distance } of plan) {
      const at = pivot(mine, heading);
      mine.x = at.x + headingX(heading) * distance;
      mine.y = at.y + headingY(heading) * distance;
      mine.heading = heading;
    }
    const docked = distanceToShip(mine, 7, 3) - state.islands[0].r < 0.05;
    expect(docked || !swingBlocked(state, mine, mine.length / 2, headingTo(mine.x, mine.y, 7, 3))).toBe(true);
  });

  it('passes a Plague she carries to the nearest enemy ship, since she can dock nowhere while it is aboard', () => {
    const plague = 'Eliminate all crew on this ship; she cannot dock. When she touches another ship, unload Plague onto that ship.';
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 4 }), x: 5, y: 12, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'S', cargo: 4, faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.6, y: 10.8, heading: 90 },
      ],
      carried: [{ ship: 0, text: plague, name: 'Plague' }],
    };
    const game = table(spec);
    const [ours, theirs] = shipsOf(game, spec);
    playTurn(game, 0, 'balanced');
    expect(ours.treasure).toEqual([]);
    expect(theirs.treasure.length).toBe(1);
    expect(theirs.crew).toEqual([]);
  });

  it('rams and boards a carrier for a face-down coin whatever its face, which she cannot know', () => {
    // Even odds on masts; a coin face down is worth the mean of the gold still face down to her (over 4 here), more
    // than a leg of her voyage.
    expect(carrierInReach(1, false)).toBe(true);
    expect(carrierInReach(7, false)).toBe(true);
  });

  it('lets a carrier go when she has seen that the coin aboard is worth too little to leave her voyage for', () => {
    expect(carrierInReach(1, true)).toBe(false);
    expect(carrierInReach(7, true)).toBe(true);
  });

  it('a ship that may look at cargo aboard any ship looks first, and lets a one-gold carrier go', () => {
    const look = 'Once per turn, this ship may look at one face-down cargo on any ship.';
    expect(carrierInReach(1, false, look)).toBe(false);
    expect(carrierInReach(7, false, look)).toBe(true);
    // Without the text the coin stays face down to her and is worth boarding for (the first test above).
    expect(carrierInReach(1, false)).toBe(true);
  });
});

describe('the policies use the moves card text gives them', () => {
  /** Her ship docked at a wild island holding one coin, her home island far off; the enemy out of the way. */
  function afterLoading(ability: string, policy: PolicyId) {
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cargo: 2, move: 'L', ability }), x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
      treasure: { 2: [3] },
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    const before = Math.hypot(mine.x - 1.5, mine.y - 1.5);
    playTurn(game, 0, policy);
    return { loaded: mine.treasure.length, docked: mine.docked, gained: before - Math.hypot(mine.x - 1.5, mine.y - 1.5) };
  }

  it('a ship that may move S after loading treasure explores and then sails S for home on the same turn', () => {
    const text = 'Once per turn, this ship may move S after loading treasure.';
    for (const policy of ['balanced', 'gold-runner'] as const) {
      const withText = afterLoading(text, policy);
      expect(withText.loaded).toBe(1);
      expect(withText.docked).toBe(-1);
      // An S move that gains ground on home, though she must first steer round the island her bow touches (0.38).
      expect(withText.gained).toBeGreaterThan(0.2);
      expect(afterLoading('', policy)).toEqual({ loaded: 1, docked: 2, gained: 0 });
    }
  });
});

describe('the policies fire the special shots equipment gives them', () => {
  // Her L cannon reaches the enemy (beyond S of her masts, as equipment's shots may); nothing else to do but shoot.
  function firstShot(equipment: string, policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3L-3S', move: 'L', cargo: 0 }), crew: [equipmentCard({ ability: equipment })], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.2, y: 6.5, heading: 90 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 18.5, y: 1.5 }],
      treasure: {},
      dice: [6, 6, 6, 6],
    };
    const game = table(spec);
    const [, them] = shipsOf(game, spec);
    playTurn(game, 0, policy);
    return { masts: them.masts, fire: them.fire.filter(Boolean).length, crew: them.crew.length };
  }

  it('an exploding shot or a double shot, each better than a plain one, whenever she shoots', () => {
    const exploding = 'Once per turn when this ship is given a shoot action, one of her cannons can shoot an exploding shot. If it hits, the target\'s controller replaces one mast with a fire mast and eliminates a crew.';
    const double = 'Once per turn when this ship is given a shoot action, one of her cannons can shoot a double shot. If it hits, the cannon can shoot again.';
    for (const policy of ['balanced', 'hunter'] as const) {
      expect(firstShot(exploding, policy)).toEqual({ masts: 1, fire: 1, crew: 0 });
      expect(firstShot(double, policy)).toEqual({ masts: 0, fire: 0, crew: 1 });
      expect(firstShot('', policy)).toEqual({ masts: 1, fire: 0, crew: 1 });
    }
  });
});

describe('which island the balanced policy fetches from', () => {
  /**
   * The default table's shape: her home at the bottom, the enemy's at the top, an island of her half still holding
   * two coins and one of the enemy's half holding one, which the enemy ship just out of her home reaches as soon as
   * she does.
   */
  function bound(move: string) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3L-3S', move, cargo: 2 }), x: 5.5, y: 8, heading: 300 },
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 7, y: 3.7, heading: 180 },
      ],
      islands: [{ x: 7, y: 11 }, { x: 7, y: 3 }, { x: 3.5, y: 9 }, { x: 3.5, y: 5 }],
      treasure: { 2: [2, 2], 3: [1] },
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    const toOwn = () => Math.hypot(mine.x - 3.5, mine.y - 9);
    const before = toOwn();
    playTurn(game, 0, 'balanced');
    return toOwn() < before ? 'her half' : 'the race';
  }

  it('takes the two coins of her own half before racing the enemy for one coin of theirs', () => {
    // Each fleet had raced for the other's half, and the fleet whose half held more lost: the Spanish Explorer pair of
    // the crew sanity table lost 39 points of win rate so, and was no worse than bare once it stopped.
    expect(bound('L')).toBe('her half');
  });

  it('still races for it when she outruns every enemy ship', () => {
    expect(bound('L+S')).toBe('the race');
  });

  it('does not hold her course for an island where a full carrier of her fleet lies docked, which she would box in', () => {
    // The island ahead of her bow comes first, but a carrier of her fleet that loaded there this turn must turn out
    // of it next turn: two carriers of the Pirate SM fleet docked side by side at one island so, and a quarter of its
    // games against itself stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3 }), x: 5, y: 7, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 1 }), crew: [crewCard()], x: 8.25, y: 6, heading: 90, docked: 2 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: 13.3, heading: 180, docked: 1 },
      ],
      islands: [{ x: 2, y: 1 }, { x: 7, y: 14 }, { x: 9, y: 6.5 }, { x: 4, y: 11 }],
      treasure: { 2: [2, 2], 3: [2, 2] },
      carried: [{ ship: 1, text: '', value: 2 }],
    };
    const game = table(spec);
    const [fetcher] = shipsOf(game, spec);
    const before = Math.hypot(fetcher.x - 4, fetcher.y - 11);
    playTurn(game, 0, 'balanced');
    expect(Math.hypot(fetcher.x - 4, fetcher.y - 11)).toBeLessThan(before - 1);
  });
});

describe("the balanced policy's raider", () => {
  /**
   * Her fleet's carriers fetch from the wild islands by her home (at the bottom) while she, the gun ship with the
   * smallest hold, lies at sea `ownY` down the table's middle line; an enemy ship not carrying treasure lies on that
   * line `enemyY` down, docked at the enemy's home at the top or not.
   */
  function raider(ownY: number, enemyY: number, enemyDocked: boolean) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '2S-2L-2L-2L-2S', move: 'L', cargo: 2 }), x: 7, y: ownY, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 6 }), x: 2, y: 9.2, heading: 180, docked: 2 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 6 }), x: 12, y: 9.2, heading: 180, docked: 3 },
        { card: shipCard({ cannons: '5L', move: 'L+L', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: enemyY, heading: 180, docked: enemyDocked ? 1 : undefined },
      ],
      islands: [{ x: 7, y: 11 }, { x: 7, y: 3 }, { x: 2, y: 10 }, { x: 12, y: 10 }],
      treasure: { 2: [2, 2, 2, 2, 2, 2, 2, 2], 3: [2, 2, 2, 2, 2, 2, 2, 2] },
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [ship] = shipsOf(game, spec);
    playTurn(game, 0, 'balanced');
    return ship;
  }

  it('sails to wait off the enemy home while the enemy ship in reach of her stays on its own half of the table', () => {
    // Mirrored fleets under balanced: the first fleet's raider sailed out, and the second fleet, seeing a ship within
    // a move and a shot of its own that was nearer them than any island, counted itself hunted and kept its raider
    // fetching, so the first raider took its carriers one by one: the first mover won 91% of the French SM fleet's
    // decided games against itself. The enemy ship here is nearer her own home than hers.
    const ship = raider(9.5, 6.8, false);
    expect(ship.y).toBeLessThan(8.5);
    expect(Math.abs(ship.x - 7)).toBeLessThan(0.5);
  });

  it('fetches instead while an enemy gun ship lies docked at the enemy home within reach of her post', () => {
    // A ship docked at her home cannot be shot at (001 "Shoot"), and she can shoot out: Loa's Justice's fleet sent
    // Straw Man and then Nightmare to wait off the home of a gold-runner fleet whose Straw Man lay docked there, lost
    // both to its guns, and fell from winning 62% of those games to 45%.
    const post = { x: 7, y: 3 + 0.75 + 1 };
    const ship = raider(6.2, 3.8, true);
    expect(Math.hypot(ship.x - post.x, ship.y - post.y)).toBeGreaterThan(1.45 + 0.5);
  });
});

describe('a ship that may move and shoot with one action', () => {
  const captain = 'This ship may move and shoot using the same move action.';
  /**
   * Where the crew sanity table's Spanish pair met, going out for their second loads (game 1, seed 1): her ship, home
   * at the top, bound for her island at the right, just out of gun range of an enemy ship bound for his.
   */
  function crossing(ability: string, enemyCannons = '2S-2L-2S') {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 3, ability }), x: 8.5, y: 6, heading: 163 },
        { card: shipCard({ cannons: enemyCannons, move: 'L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 9.4, y: 6.9, heading: 33 },
      ],
      islands: [{ x: 7, y: 3 }, { x: 7, y: 11 }, { x: 10.5, y: 5 }, { x: 10.5, y: 9 }],
      treasure: { 2: [2, 2], 3: [1] },
      area: { width: 14, height: 14 },
      dice: Array(20).fill(6),
    };
    const game = table(spec);
    const [mine, them] = shipsOf(game, spec);
    const before = shotWorth(game.state, mine, them);
    playTurn(game, 0, 'balanced');
    return { before, masts: them.masts };
  }

  it('sails into range of an enemy ship and fires first, where the enemy must spend an action to shoot back', () => {
    // Out of reach of each other's guns, she fetched and the two fleets never fought: a Captain aboard each ship of
    // that pair made no difference to the crew sanity table until she struck so.
    expect(crossing(captain)).toEqual({ before: 0, masts: 0 });
    expect(crossing('')).toEqual({ before: 0, masts: 3 });
  });

  it('lets be an enemy whose reply would cost her more than her shot takes', () => {
    expect(crossing(captain, '1L-1L-1L-1L-1L-1L').masts).toBe(6);
  });
});

describe('a shot that ends the game', () => {
  function lastMast(home: [number[], number[]]) {
    const { game } = lastEnemyMast(home, Array(20).fill(6));
    playTurn(game, 0, 'balanced');
    return { over: game.state.over, winner: game.state.winner };
  }

  it('is fired when her fleet leads, and wins the game', () => {
    // 001 "Winning the Game": once only one player can give move actions, the game ends and the most gold home wins.
    expect(lastMast([[5], [2]])).toEqual({ over: true, winner: 0 });
  });

  it('is held while her fleet is behind: the game would end with the enemy ahead', () => {
    expect(lastMast([[2], [5]])).toEqual({ over: false, winner: -1 });
  });
});

describe('forts in the policies', () => {
  it('a carrier unloads at a fort of her fleet when it is nearer than her home, as 001 lets her', () => {
    // Her home far in the corner; her fort stands on the wild island beside her; her hold full with one coin.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', cargo: 1 }), x: 18.5, y: 3.0, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      islands: FORT_ISLANDS,
      treasure: { 3: [5] },
      forts: [{ card: fortCard({ cannons: '3S-3S', gold: 2 }) }],
      home: [[3], []],
    };
    for (const policy of ['balanced', 'gold-runner'] as const) {
      const game = table(spec);
      const [carrier] = shipsOf(game, spec);
      applyEvent(game.state, { type: 'fort-built', fort: 0, island: 2, coins: [...game.state.players[0].home] });
      applyEvent(game.state, { type: 'treasure-created', value: 4, to: { ship: carrier.id } });
      playTurn(game, 0, policy);
      expect(carrier.docked).toBe(2);
      expect(carrier.treasure).toEqual([]);
      expect(game.state.forts[0].treasure.length).toBe(2);
    }
  });
});

describe('the hunter', () => {
  const shipwright = () => crewCard({ faction: 'Spanish', ability: 'This ship may repair at sea or at any island.' });

  /** Her hunter and an enemy ship near her, their one wild island far off; the hunter plays her turn. */
  function hunterTurn(hunter: TableSpec['ships'][number], enemy: TableSpec['ships'][number], carrying = 0) {
    const spec: TableSpec = {
      ships: [hunter, { ...enemy, owner: 1 }],
      islands: [
        { x: 2, y: 12 },
        { x: 12, y: 2 },
        { x: 2, y: 2 },
      ],
      treasure: { 2: [2] },
    };
    const game = table(spec);
    const [mine, theirs] = shipsOf(game, spec);
    if (carrying) {
      theirs.treasure.push(game.state.treasures.length);
      game.state.treasures.push({ value: carrying, unique: false, seenBy: [false, true] });
    }
    const guns = gunsOn(game.state, mine, theirs, false, []).length;
    playTurn(game, 0, 'hunter');
    const log = game.log ?? [];
    return { guns, log, mine };
  }

  it('rams and boards a carrier she can reach rather than shooting her, so a carrier that repairs at sea still loses her gold', () => {
    // A Shipwright's carrier raised her last mast each turn and the hunter shot it down again, until the turn cap.
    const { log } = hunterTurn(
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 3 }), x: 7, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S', move: 'S+S', cargo: 4, faction: 'Spanish' }), crew: [shipwright()], x: 8.2, y: 8.5, heading: 90 },
      5,
    );
    expect(log.some((e) => e.type === 'shot')).toBe(false);
    expect(log.some((e) => e.type === 'boarded')).toBe(true);
  });
  /** Her bow gun alone reaches an enemy lying across her course just ahead; what she does with her turn. */
  function oneGunOn(crew: ReturnType<typeof crewCard>[]) {
    const { guns, log, mine } = hunterTurn(
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 3 }), x: 7, y: 8, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 4, faction: 'Spanish' }), crew, x: 7.6, y: 7.3, heading: 90 },
    );
    return { guns, shot: log.some((e) => e.type === 'shot'), moved: log.some((e) => e.type === 'moved' && e.ship === mine.id) };
  }

  it('closes to bring more guns to bear on a ship with a Shipwright rather than fire one gun, whose hit she repairs at once', () => {
    // Two Pirate SM hunters traded one gun's hit and a Shipwright's repair each turn from turn 20 to the turn cap.
    expect(oneGunOn([shipwright()])).toEqual({ guns: 1, shot: false, moved: true });
    expect(oneGunOn([])).toEqual({ guns: 1, shot: true, moved: false });
  });

  it('with nothing to hunt, sends her fleet for gold as a gold runner would: one ship to an island in a turn', () => {
    // Each hunter chose her island as if she sailed alone: two ended docked side by side at one island, wedged each
    // other in, and the game stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 4 }), x: 7, y: 10.1, heading: 0, docked: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 4 }), x: 7.8, y: 10.7, heading: 300, docked: 0 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: 3.9, heading: 180, docked: 1 },
      ],
      islands: [{ x: 7, y: 11 }, { x: 7, y: 3 }, { x: 4, y: 8.5 }, { x: 11.5, y: 7 }],
      treasure: { 2: [2, 2, 2], 3: [2, 2] },
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const ships = shipsOf(game, spec).slice(0, 2);
    const near = (i: number) => ships.map((s) => Math.hypot(s.x - spec.islands![i].x, s.y - spec.islands![i].y));
    const before = [near(2), near(3)];
    playTurn(game, 0, 'hunter');
    const after = [near(2), near(3)];
    // One makes for the near island, the other for the far one.
    expect(ships.filter((_, k) => after[0][k] < before[0][k] - 0.5 && after[1][k] >= before[1][k] - 0.5)).toHaveLength(1);
    expect(ships.filter((_, k) => after[1][k] < before[1][k] - 0.5)).toHaveLength(1);
  });
});

describe('the planner and enemy ships', () => {
  it('stops short of an enemy ship docked at her home rather than ram her, which would pin her there for nothing', () => {
    // HMS Lord Walpole, raiding off the enemy's home, ended her move against a ship docked there: a ram (001 "Ram")
    // that pinned her until that ship moved, which it never did, and the game stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '2S-2L-2S', move: 'L', cargo: 4 }), x: 7, y: 7.8, heading: 180 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: 10.2, heading: 180, docked: 1 },
      ],
      islands: [{ x: 7, y: 2 }, { x: 7, y: 11 }, { x: 2, y: 7 }],
      treasure: { 2: [2] },
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [raider, docked] = shipsOf(game, spec);
    const segments = pathTowards(game.state, raider, 7, 10, 0);
    expect(segments.length).toBeGreaterThan(0);
    perform(game, 0, { type: 'move', ship: raider.id, segments });
    expect(raider.y).toBeGreaterThan(8.2);
    expect(touches(hullGap(raider, docked))).toBe(false);
  });
});

describe('the planner', () => {
  /**
   * A ship between two of her fleet, all three bow on to an island 0.1 off (the island `islands[near]`), so she can
   * neither turn nor sail more than that.
   */
  function boxedIn(islands: { x: number; y: number }[], near: number) {
    const hull = () => shipCard({ cannons: '3S-3S-3S-3S', move: 'L+S', cargo: 2 });
    const { x, y } = islands[near];
    const spec: TableSpec = {
      ships: [
        { card: hull(), x, y: y - 0.85, heading: 180 },
        { card: hull(), x: x - 0.45, y: y - 0.95, heading: 180 },
        { card: hull(), x: x + 0.45, y: y - 0.95, heading: 180 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: 3.7, heading: 0, docked: 1 },
      ],
      islands,
      treasure: { 2: [2] },
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    return { game, s: shipsOf(game, spec)[0] };
  }

  it('plans a leg no heading clears only as far as she gets, and nothing after it: the move ends where she touches', () => {
    // Docked at home between two ships of her fleet, her bow a hair off the island, she can neither turn nor sail on.
    // The plan counted her 1.4 clear along the shore and then a leg from there, when her bow touched the shore
    // after 0.075: whatever was weighed by where the plan left her was weighed from where she never got.
    const { game, s } = boxedIn([{ x: 7, y: 11 }, { x: 7, y: 3 }, { x: 3.5, y: 5 }], 0);
    const segments = pathTowards(game.state, s, 9.5, 10.5, 0);
    expect(segments).toHaveLength(1);
    const [{ heading, distance }] = segments;
    expect(distance).toBeLessThan(0.1);
    const at = pivot(s, heading);
    perform(game, 0, { type: 'move', ship: s.id, segments });
    expect(s.x).toBeCloseTo(at.x + headingX(heading) * distance, 6);
    expect(s.y).toBeCloseTo(at.y + headingY(heading) * distance, 6);
  });

  it('sails a leg cut short beside a friend, rather than stand off and lie there still beside her', () => {
    // A gold runner lay beside a ship of her fleet, an island 0.14 off her bow: standing off from the berth beside
    // that friend left her where she lay, beside the same friend, turn after turn, where she would have docked.
    const { game, s } = boxedIn([{ x: 2, y: 12 }, { x: 7, y: 3 }, { x: 7, y: 11 }], 2);
    const segments = pathTowards(game.state, s, 7, 13.5, 0);
    expect(segments.length).toBeGreaterThan(0);
    perform(game, 0, { type: 'move', ship: s.id, segments });
    expect(s.docked).toBe(2);
  });
});

describe('a carrier boxed in by enemy derelicts', () => {
  it('sinks one with a shot, where no heading takes her home, rather than lie there to the turn cap', () => {
    // Where a Pirate SM game left her: Revenge with a coin aboard, wedged between two enemy derelicts (001: a hit
    // sinks a ship with no masts), her home a few moves off; she fired no shot for the last 40 turns of that game.
    // A third derelict at her stern, so that she cannot be set down reversed either (the engine's `mayLift`).
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '4S-4L-4L-4S', move: 'L', cargo: 4, faction: 'Pirate' }), x: 7.1047, y: 8.0295, heading: 75.102 },
        { card: shipCard({ cannons: '4S-4L-4S', move: 'S+S', cargo: 3, faction: 'Pirate' }), owner: 1, x: 6.8451, y: 8.5896, heading: 65.048 },
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 7, faction: 'Pirate' }), owner: 1, x: 8.5324, y: 7.3511, heading: 95.852 },
        // Her fleet's one ship still able to move, far off: the game goes on.
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 7, faction: 'Pirate' }), owner: 1, x: 12, y: 12, heading: 0 },
        { card: shipCard({ cannons: '3S-3L-3S', move: 'L', cargo: 7, faction: 'Pirate' }), owner: 1, x: 5.05, y: 8.5, heading: 225 },
      ],
      islands: [{ x: 7, y: 3 }, { x: 7, y: 11 }, { x: 3.5, y: 9 }],
      dice: Array(20).fill(6),
    };
    const game = table(spec);
    const [revenge, bloody, pandora, , astern] = shipsOf(game, spec);
    revenge.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value: 2, unique: false, seenBy: [true, true] });
    for (const wreck of [bloody, pandora, astern]) for (let mast = 0; mast < 3; mast++) applyEvent(game.state, { type: 'mast', ship: wreck.id, mast, up: false });
    expect(pathTowards(game.state, revenge, 7, 3, 0, 0)).toEqual([]);
    playTurn(game, 0, 'balanced');
    expect(bloody.sunk || pandora.sunk || astern.sunk).toBe(true);
  });
});

describe('a derelict carrying gold', () => {
  it('is taken in tow by a ship of her fleet with nothing left to fetch, and brought home with her gold', () => {
    // Boston, dismasted at sea with a coin aboard, lay there while her fleet's other ships stood at home, and the
    // game stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L+S', cargo: 3 }), x: 7, y: 6.5, heading: 180, docked: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3 }), x: 7, y: 9.2, heading: 0 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7, y: 12.3, heading: 180, docked: 1 },
      ],
      islands: [{ x: 7, y: 5.7 }, { x: 7, y: 13 }, { x: 12, y: 2 }],
      carried: [{ ship: 1, text: '', value: 3 }],
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [tug, wreck] = shipsOf(game, spec);
    wreck.up.fill(false);
    wreck.masts = 0;
    for (let turn = 0; turn < 6 && !game.state.over; turn++) {
      playTurn(game, 0, 'balanced');
      if (!game.state.over) playTurn(game, 1, 'balanced');
    }
    expect(game.log?.some((e) => e.type === 'towed' && e.ship === tug.id && e.target === wreck.id)).toBe(true);
    expect(game.state.players[0].home.length).toBe(1);
  });
});

describe('a carrier at her home harbour', () => {
  it('docks beside a friend docked there who cannot turn out of her way, rather than lie off her home for good', () => {
    // The Pirate SM fleet's Pandora lay a hair off her home with a coin aboard, stopping short of a berth that boxed
    // in Revenge, docked there; Revenge could not turn out for her, and the game stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S-3S', move: 'L', cargo: 4 }), x: 6.858457438297966, y: 10.1877672879921, heading: 211.69398578178038, docked: 0 },
        { card: shipCard({ cannons: '3S-3S-3S', move: 'L', cargo: 7 }), x: 7.528162365843192, y: 10.216895455848848, heading: 212.37885763261647 },
        { card: shipCard({ cannons: '3S-3S-3S', move: 'L', cargo: 3 }), x: 8.17687939775683, y: 10.311436817384054, heading: 348.49926204420115 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 7.230389025169243, y: 3.7399674681541324, heading: 342.3406525609463, docked: 1 },
      ],
      islands: [{ x: 7, y: 11 }, { x: 7, y: 3 }, { x: 3.5, y: 5 }],
      carried: [{ ship: 1, text: '', value: 1 }],
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [, carrier] = shipsOf(game, spec);
    playTurn(game, 0, 'balanced');
    expect(carrier.docked).toBe(0);
    expect(carrier.treasure).toEqual([]);
  });

  /** A carrier with two coins 1.3 off her home, where a friend with room in her hold lies docked beside her berth. */
  function harbour(goldLeft: boolean) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S', move: 'L', cargo: 2 }), x: 6.3624, y: 3.5451, heading: 2.19, docked: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+S', cargo: 2 }), x: 5.1, y: 4, heading: 60 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 11, y: 11, heading: 0 },
      ],
      islands: [{ x: 7, y: 3 }, { x: 7, y: 11 }, { x: 3.54, y: 9 }, { x: 3.54, y: 5 }],
      treasure: { 3: goldLeft ? [2, 2] : [] },
      carried: [{ ship: 1, text: '', value: 2 }, { ship: 1, text: '', value: 2 }],
      area: { width: 14, height: 14 },
    };
    const game = table(spec);
    const [, carrier] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: carrier.id, segments: pathTowards(game.state, carrier, 7, 3, 0, 0) });
    return carrier;
  }

  it('waits off a berth that would box her in beside a friend who will sail for more gold on her next turn', () => {
    const carrier = harbour(true);
    expect(carrier.docked).toBe(-1);
    expect(carrier.treasure).toHaveLength(2);
  });

  it('docks and unloads at once where that friend has no gold left to fetch, and so will not leave', () => {
    const carrier = harbour(false);
    expect(carrier.docked).toBe(0);
    expect(carrier.treasure).toEqual([]);
  });
});

describe('the gold runner', () => {
  it('leaves an island to a ship of her fleet docked there with room for all of it', () => {
    // Two gold runners docked side by side at the last island left each other no way to turn out, and every game of
    // La Resolucion, Asesino De La Nave and El Tirador against themselves stood still to the turn cap.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3 }), x: 5, y: 8, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 4 }), x: 8, y: 8.76, heading: 0, docked: 2 },
        { card: shipCard({ cannons: '3S', move: 'S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 18.5, y: 17.7, heading: 0, docked: 1 },
      ],
      islands: [
        { x: 1.5, y: 1.5 },
        { x: 18.5, y: 18.5 },
        { x: 8, y: 8 },
      ],
      treasure: { 2: [2, 2] },
    };
    const game = table(spec);
    const [free] = shipsOf(game, spec);
    const before = Math.hypot(free.x - 8, free.y - 8);
    playTurn(game, 0, 'gold-runner');
    expect(free.docked).toBe(-1);
    expect(Math.hypot(free.x - 8, free.y - 8)).toBeGreaterThanOrEqual(before - 1e-9);
  });
});
