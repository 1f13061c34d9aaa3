import { describe, expect, it } from 'vitest';
import { aboard, duel, felled, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { DOCKED_AT_FORT, FORT_ISLANDS, WEST_OF_FORT } from '@/tests/fixtures/forts';
import { type Action, checkAction, type Game, perform } from '../game';
import type { Chooser } from '../state/choices';
import { freeCargo, homeGold, type Ship } from '../state/state';
import { loseChosenCrew, loseCrew } from '../combat/combat';

/**
 * The shooting effects the engine applies, each shown changing a game: the same position and dice with the card
 * text and without it (see tests/fixtures/abilities.ts). lib/engine/abilities/modelled.ts lists exactly the effects tested in
 * the abilities-*.test.ts files.
 */

// A two-mast ship pointing north at a creature 0.95 S from her bow mast and 1.3 S from her stern mast.
const bowOnly = (ability: string, dice: number[] = []): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '6S-6S', ability }), x: 5, y: 5, heading: 0 },
    { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5, y: 4 },
  ],
  dice,
});
const extra = 'This ship gains one 3S cannon that may not have its range or cannon roll increased.';

describe('shooting abilities', () => {
  it('cannon-bonus: +1 turns a 3 against rank 3 into a hit', () => {
    expect(withAndWithout('This ship gets +1 to her cannon rolls.', duel('3S', [3]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('cannon-bonus against a nation applies to that nation only, and "any non-X" to all others', () => {
    const text = 'This ship gets +1 to her cannon rolls against Spanish ships.';
    expect(withAndWithout(text, duel('3S', [3]), shoot, mastsOf(1))).toEqual([1, 2]);
    const french = (a: string) => duel('3S', [3], 0.5, { faction: 'French' })(a);
    expect(withAndWithout(text, french, shoot, mastsOf(1))).toEqual([2, 2]);
    expect(withAndWithout('This ship gets +1 to her cannon rolls against any non-Pirate ship.', french, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('cannon-bonus against sea creatures ("her cannons rolls", as printed) counts against a creature, not a ship', () => {
    const text = 'This ship gets +1 to her cannons rolls against sea creatures.';
    expect(withAndWithout(text, duel('3S', [3]), shoot, mastsOf(1))).toEqual([1, 2]);
    const ship = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [3],
    });
    expect(withAndWithout(text, ship, shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('cannon-bonus with a Captain aboard needs the Captain', () => {
    const text = 'If this ship has a Captain crew, she gets +1 to her cannon rolls.';
    const spec = (captain: boolean) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), crew: captain ? [crewCard({ ability: 'Captain', keywords: ['captain'] })] : [], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [3],
    });
    expect(withAndWithout(text, spec(true), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout(text, spec(false), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('vulnerable: ships of the named nation get the bonus against her', () => {
    const spec = (ability: string): TableSpec => duel('3S', [3], 0.5, { ability })('');
    const english = (ability: string): TableSpec => ({ ...spec(ability), ships: [{ ...spec(ability).ships[0], card: shipCard({ cannons: '3S', seaCreature: true, faction: 'English' }) }, spec(ability).ships[1]] });
    expect(withAndWithout('English ships get +1 to their cannon rolls against this ship.', english, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('vulnerable: the German printing ("Englische Schiffe bekommen +1 auf Kanonenwürfe gegen dieses Schiff") is the same bonus', () => {
    const spec = (ability: string): TableSpec => duel('3S', [3], 0.5, { ability })('');
    const shooter = (faction: string) => (ability: string): TableSpec => ({ ...spec(ability), ships: [{ ...spec(ability).ships[0], card: shipCard({ cannons: '3S', seaCreature: true, faction }) }, spec(ability).ships[1]] });
    const german = 'Englische Schiffe bekommen +1 auf Kanonenwürfe gegen dieses Schiff.';
    expect(withAndWithout(german, shooter('English'), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout(german, shooter('French'), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('vulnerable, negative: "All cannon rolls made by Cursed ships against this ship are reduced by 1" turns a Cursed hit into a miss, and no one else\'s', () => {
    // A 4 hits a rank-3 cannon's target; a 3 does not.
    const spec = (ability: string): TableSpec => duel('3S', [4], 0.5, { ability })('');
    const shooter = (faction: string) => (ability: string): TableSpec => ({ ...spec(ability), ships: [{ ...spec(ability).ships[0], card: shipCard({ cannons: '3S', seaCreature: true, faction }) }, spec(ability).ships[1]] });
    const text = 'All cannon rolls made by Cursed ships against this ship are reduced by 1.';
    expect(withAndWithout(text, shooter('Cursed'), shoot, mastsOf(1))).toEqual([2, 1]);
    expect(withAndWithout(text, shooter('English'), shoot, mastsOf(1))).toEqual([1, 1]);
  });

  it('cannon-bonus near a friend: "If this sea monster is within S of a friendly ship, it gets +1 to its cannon rolls"', () => {
    const text = 'If this sea monster is within S of a friendly ship, it gets +1 to its cannon rolls.';
    // A 3 misses a rank-3 target; with the +1 it hits.
    const spec = (friendGap: number) => (ability: string): TableSpec => ({
      ...duel('3S', [3], 0.5)(ability),
      ships: [...duel('3S', [3], 0.5)(ability).ships, { card: shipCard({ cannons: '3S' }), x: 5 - friendGap, y: 5, heading: 0 }],
    });
    expect(withAndWithout(text, spec(0.8), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout(text, spec(4), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('range-against-creatures: "This ship\'s cannons have a range of 2L against sea creatures" reaches one beyond her printed range, and no ship', () => {
    const text = "This ship's cannons have a range of 2L against sea creatures.";
    // A creature 2.2 S off, beyond her S and L guns' reach but within 2L (2.8 S).
    const spec = (creature: boolean) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3L' }), crew: [crewCard({ ability })], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', seaCreature: creature, faction: 'Spanish' }), owner: 1, x: 5, y: 7.2, heading: 90 },
      ],
      dice: [6, 6],
    });
    const reaches = (game: Game, [a, b]: Ship[]) => checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id })?.code ?? null;
    expect(withAndWithout(text, spec(true), () => {}, reaches)).toEqual([null, 'out-of-range']);
    expect(withAndWithout(text, spec(false), () => {}, reaches)).toEqual(['out-of-range', 'out-of-range']);
  });

  it('extra-mast: "In a turn when this ship damages another ship, the damaged ship loses an extra mast", once a turn', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S-3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout('In a turn when this ship damages another ship, the damaged ship loses an extra mast.', spec, shoot, mastsOf(1))).toEqual([2, 3]);
  });

  it('crew-for-mast: "When this ship is damaged, remove any crew member, except this one, instead of a mast"', () => {
    const text = 'When this ship is damaged, remove any crew member, except this one, instead of a mast.';
    const spec = (others: number) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S' }), x: 5, y: 5, heading: 90 },
        {
          card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }),
          owner: 1,
          crew: [crewCard({ faction: 'Spanish', ability }), ...Array.from({ length: others }, () => crewCard({ faction: 'Spanish' }))],
          x: 5.2,
          y: 5.6,
          heading: 90,
        },
      ],
      dice: [6],
    });
    const after = (_: Game, [, b]: Ship[]) => ({ masts: b.masts, crew: b.crew.length });
    expect(withAndWithout(text, spec(1), shoot, after)).toEqual([{ masts: 2, crew: 1 }, { masts: 1, crew: 2 }]);
    // With no other crew aboard, the mast goes: the crew with the text never stands in for it.
    expect(withAndWithout(text, spec(0), shoot, after)).toEqual([{ masts: 1, crew: 1 }, { masts: 1, crew: 1 }]);
  });

  it('vulnerable to sea creatures: "Sea dragons, sea monsters, and titans get +1 to their cannon rolls against this ship", by the shooter\'s keyword', () => {
    const text = 'Sea dragons, sea monsters, and titans get +1 to their cannon rolls against this ship.';
    const spec = (shooter: string) => (ability: string): TableSpec => ({
      ...duel('3S', [3], 0.5, { ability })(''),
      ships: [{ ...duel('3S', [3], 0.5)('').ships[0], card: shipCard({ cannons: '3S', seaCreature: true, ability: shooter }) }, duel('3S', [3], 0.5, { ability })('').ships[1]],
    });
    expect(withAndWithout(text, spec('Sea Monster.'), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout(text, spec('Kraken.'), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('cannon-aura and cannon-bonus-per-friend count friendly ships within S', () => {
    const spec = (gunner: string, friend: string) => (): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: gunner }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5.9, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: friend }), x: 5, y: 6.2 },
      ],
      dice: [3],
    });
    const masts = (s: () => TableSpec) => {
      const game = table(s());
      const ships = shipsOf(game, s());
      shoot(game, ships);
      return ships[1].masts;
    };
    expect(masts(spec('', 'Friendly ships within S of this ship get +1 to their cannon rolls.'))).toBe(1);
    expect(masts(spec('This ship gets +1 to her cannon rolls for every friendly ship within S of her.', ''))).toBe(1);
    expect(masts(spec('', ''))).toBe(2);
  });

  it('cannon-aura: a friend counts when any part of her is within S of the shooter', () => {
    // The friend's bow points away from the gunner: her stern is 0.85 S from the gunner's base, her bow 2.5 S.
    const spec = (aura: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5.9, y: 5 },
        { card: shipCard({ cannons: '3S-3S', ability: aura }), x: 5, y: 7.3, heading: 180 },
      ],
      dice: [3],
    });
    expect(withAndWithout('Friendly ships within S of this ship get +1 to their cannon rolls.', spec, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('focus-fire: +N against a ship another ship shot at this turn', () => {
    const text = 'If this ship shoots at a ship that was previously shot at by another ship this turn, she gets +1 to her cannon rolls against that ship this turn.';
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5.9, y: 5 },
        { card: shipCard({ cannons: '6S', seaCreature: true }), x: 5.9, y: 6.1 },
      ],
      dice: [2, 3],
    });
    const act = (game: Game, [a, b, c]: Ship[]) => {
      perform(game, 0, { type: 'shoot', ship: c.id, target: b.id });
      perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(withAndWithout(text, spec, act, mastsOf(1))).toEqual([2, 3]);
  });

  it('reroll: a missed die is rolled again once per turn', () => {
    const text = 'Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result.';
    expect(withAndWithout(text, duel('3S', [2, 5, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
    const monster = 'Once per turn, you may reroll any die roll you make for this sea monster; you must use the second die roll result.';
    expect(withAndWithout(monster, duel('3S', [2, 5, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('shoot-again: a cannon that missed fires once more', () => {
    expect(withAndWithout("Once per turn, one of this ship's cannons may shoot again if it misses.", duel('3S', [2, 5, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('extra-cannon: an extra 3S cannon that takes no roll bonus', () => {
    const text = 'This ship gains one 3S cannon that may not have its range or cannon roll increased. It can shoot from any mast (even an eliminated mast).';
    expect(withAndWithout(text, duel('6S', [6, 4]), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout("This ship gains one 3S cannon that can't have its range or cannon roll increased.", duel('6S', [6, 4]), shoot, mastsOf(1))).toEqual([1, 2]);
    const rankWith = 'This ship gains one rank 3 with S range cannon that may not have its range or cannon roll increased.';
    expect(withAndWithout(rankWith, duel('6S', [6, 4]), shoot, mastsOf(1))).toEqual([1, 2]);
    const bonus = 'This ship gets +2 to her cannon rolls. This ship gains one 3S cannon that may not have its range or cannon roll increased.';
    // The +2 would make the extra cannon's 2 a hit: it does not apply to her.
    expect(withAndWithout(bonus, duel('6S', [1, 2]), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('extra-cannon with extra-cannon-any-mast: the extra cannon fires from an eliminated mast', () => {
    // Her bow mast is gone and her stern mast's cannon cannot reach: only the extra cannon can, from the bow mast's place.
    const act = (game: Game, ships: Ship[]) => {
      if (!checkAction(game.state, 0, { type: 'shoot', ship: ships[0].id, target: ships[1].id })) shoot(game, ships);
    };
    expect(withAndWithout(`${extra} It can shoot from any mast (even an eliminated mast).`, (t) => bowOnly(t, [6]), act, mastsOf(1), felled(0, 0))).toEqual([1, 2]);
  });

  it('derelict-cannot-shoot: the extra cannon is silent on a derelict', () => {
    const derelictShot = (game: Game, [a, b]: Ship[]) => {
      a.up = a.up.map(() => false);
      a.masts = 0;
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    const [silent, firing] = withAndWithout('If derelict, she cannot shoot.', (t) => bowOnly(`${extra} ${t}`), () => {}, derelictShot);
    expect(silent).toMatchObject({ code: 'out-of-range' });
    expect(firing).toBeNull();
  });

  it('long-range-immune and close-range-immune keep cannons off her', () => {
    const legal = (target: string, cannons: string, gap: number) => {
      const s = duel(cannons, [], gap, { ability: target })('');
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(legal('L-range cannons cannot hit this ship.', '3L', 1.2)).toMatchObject({ code: 'out-of-range' });
    expect(legal('L-Reichweiten-Kanonen können dieses Schiff nicht treffen.', '3L', 1.2)).toMatchObject({ code: 'out-of-range' });
    expect(legal('', '3L', 1.2)).toBeNull();
    expect(legal('This ship cannot be shot at by ships within S of her.', '3S', 0.5)).toMatchObject({ code: 'out-of-range' });
    expect(legal('', '3S', 0.5)).toBeNull();
  });

  it('short-range-against: "Cannon ranges of enemy ships are reduced to S against this ship": an L gun between S and L of her cannot shoot', () => {
    const text = 'Cannon ranges of enemy ships are reduced to S against this ship.';
    const shootIfAble = (game: Game, ships: Ship[]) => {
      if (!checkAction(game.state, 0, { type: 'shoot', ship: ships[0].id, target: ships[1].id })) shoot(game, ships);
    };
    expect(withAndWithout(text, (t) => duel('3L', [6], 1.2, { ability: t })(''), shootIfAble, mastsOf(1))).toEqual([2, 1]);
    // Within S the L gun still reaches her.
    expect(withAndWithout(text, (t) => duel('3L', [6], 0.6, { ability: t })(''), shootIfAble, mastsOf(1))).toEqual([1, 1]);
  });

  it('close-range-immune: "within S of her" reaches from any part of the shooter, her stern too', () => {
    // The shooter's bow points away: her bow is 1.65 S from the creature, her stern 0.6 S; only her stern mast's 3L reaches.
    const legal = (ability: string) => {
      const spec: TableSpec = {
        ships: [
          { card: shipCard({ cannons: '3L-3L' }), x: 5, y: 5, heading: 0 },
          { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish', ability }), owner: 1, x: 5, y: 7.05 },
        ],
      };
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(legal('This ship cannot be shot at by ships within S of her.')).toMatchObject({ code: 'out-of-range' });
    expect(legal('')).toBeNull();
  });

  it('docked-immune: not while she is docked', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5.9, y: 7.7 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish', ability }), owner: 1, x: 5, y: 7.25, heading: 0, docked: 2 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 6.5 }],
      treasure: { 2: [1] },
    });
    const check = (ability: string) => {
      const game = table(spec(ability));
      const [a, b] = shipsOf(game, spec(ability));
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(check('This ship may not be shot at while docked.')).toMatchObject({ code: 'bad-target' });
    expect(check('')).toBeNull();
  });

  it('double-damage, two-hits-per-mast and ignore-first-hit change what hits cost', () => {
    expect(withAndWithout('This ship eliminates two masts with one hit.', duel('3S', [6], 0.5, { cannons: '3S-3S-3S' }), shoot, mastsOf(1))).toEqual([1, 2]);
    const target = (ability: string) => duel('3S-3S', [6, 6], 0.5, { cannons: '3S-3S-3S', ability })('');
    expect(withAndWithout('Two hits from the same shoot action are required to eliminate one of this ship\'s masts.', target, shoot, mastsOf(1))).toEqual([2, 1]);
    expect(withAndWithout('This ship ignores the first hit she takes each turn as long as she has all of her masts.', target, shoot, mastsOf(1))).toEqual([2, 1]);
  });

  it('masts-need-roll: only a hit whose die shows a 6 fells one of her masts; a lower hit still sinks her derelict', () => {
    const text = "Masts on this ship can't be eliminated by shots unless the cannon roll is a 6.";
    const target = (dice: number[]) => (ability: string) => duel('3S', dice, 0.5, { ability })('');
    expect(withAndWithout(text, target([4]), shoot, mastsOf(1))).toEqual([2, 1]);
    expect(withAndWithout(text, target([6]), shoot, mastsOf(1))).toEqual([1, 1]);
    const shipTarget = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [4],
    });
    expect(withAndWithout(text, shipTarget, shoot, (_, s) => s[1].sunk, felled(1, 0, 1))).toEqual([true, true]);
  });

  it('double-damage, two-hits-per-mast and ignore-first-hit in a titan\'s and a submarine\'s words (segments, hull pieces)', () => {
    expect(withAndWithout('This titan eliminates two masts with one hit.', duel('3S', [6], 0.5, { cannons: '3S-3S-3S' }), shoot, mastsOf(1))).toEqual([1, 2]);
    const submarine = (ability: string) => duel('3S-3S', [6, 6], 0.5, { cannons: '3S-3S-3S', ability: `Submarine. ${ability}` })('');
    expect(withAndWithout("Two hits from the same shoot action are required to eliminate one of this ship's hull pieces.", submarine, shoot, mastsOf(1))).toEqual([2, 1]);
    expect(withAndWithout('This ship ignores the first hit she takes each turn as long as she has all of her hull pieces.', submarine, shoot, mastsOf(1))).toEqual([2, 1]);
  });

  it('hit-eliminates-crew and hit-eliminates-cargo take from the ship hit', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout('Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.', spec, shoot, (_, s) => s[1].crew.length)).toEqual([0, 1]);
    expect(withAndWithout('Once per turn, when this sea creature hits an enemy ship, also eliminate one crew from that ship.', spec, shoot, (_, s) => s[1].crew.length)).toEqual([0, 1]);
    const cargo = (ability: string): TableSpec => spec(ability);
    expect(withAndWithout('When this ship hits an enemy ship, you may also eliminate one cargo from that ship.', cargo, shoot, (_, s) => s[1].treasure.length, aboard(1, 3))).toEqual([0, 1]);
    const dragon = 'When this sea dragon hits an enemy ship, you may also eliminate one cargo from that ship.';
    expect(withAndWithout(dragon, cargo, shoot, (_, s) => s[1].treasure.length, aboard(1, 3))).toEqual([0, 1]);
  });

  it('crew-guard: the guarding crew is eliminated in place of a crew of the cost it names', () => {
    // A 1-point crew and the guard (3 points) aboard the ship hit; the shot takes one crew, the cheapest unless asked.
    const spec = (guard: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        {
          card: shipCard({ cannons: '3S-3S', faction: 'Spanish', cargo: 3 }),
          owner: 1,
          crew: [crewCard({ faction: 'Spanish', points: 1 }), crewCard({ faction: 'Spanish', points: 3, ability: guard }), crewCard({ faction: 'Spanish', points: 5 })],
          x: 5.3,
          y: 5.4,
          heading: 90,
        },
      ],
      dice: [6],
    });
    const left = (_: Game, s: Ship[]) => s[1].crew.map((c) => c.points);
    const orLess = 'If any crew on this ship with point cost 4 or less would be eliminated, eliminate this crew instead.';
    expect(withAndWithout(orLess, spec, shoot, left)).toEqual([[1, 5], [3, 5]]);
    // Her owner gives up the 5-point crew: a guard of "5 or more" (named, as some printings do) goes instead.
    const losingFive = (game: Game, ships: Ship[]) => {
      game.choose = ((choice, _by, auto) => (choice.kind === 'crew' ? 2 : auto)) as Chooser;
      shoot(game, ships);
    };
    const orMore = 'If any crew on this ship with point cost 5 or more would be eliminated, eliminate Lian instead.';
    expect(withAndWithout(orMore, spec, losingFive, left)).toEqual([[1, 5], [1, 3]]);
    expect(withAndWithout(orMore, spec, shoot, left)).toEqual([[3, 5], [3, 5]]);
  });

  it('turn-face-down-instead: another face-up crew is turned face down instead of eliminated, until her owner\'s turn begins', () => {
    const doctor = 'When another face-up crew on this ship would be eliminated, turn it face down instead.';
    // The creature's hit takes one crew of the Spanish ship: a 1-point crew, the doctor (3) and a 5-point crew.
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        {
          card: shipCard({ cannons: '3S-3S', faction: 'Spanish', cargo: 3 }),
          owner: 1,
          crew: [crewCard({ faction: 'Spanish', points: 1 }), crewCard({ faction: 'Spanish', points: 3, ability }), crewCard({ faction: 'Spanish', points: 5 })],
          x: 5.3,
          y: 5.4,
          heading: 90,
        },
      ],
      dice: [6, 6],
    });
    const aboardNow = (_: Game, s: Ship[]) => s[1].crew.map((c) => `${c.points}${c.faceDown ? ' face down' : ''}`);
    expect(withAndWithout(doctor, spec, shoot, aboardNow)).toEqual([['1 face down', '3', '5'], ['3', '5']]);
    // Face down, she is eliminated by the next thing that takes her; her owner, choosing, gives up a crew still face up.
    const twice = (game: Game, ships: Ship[]) => {
      shoot(game, ships);
      loseCrew(game, ships[1], 0, 0);
    };
    expect(withAndWithout(doctor, spec, twice, aboardNow)).toEqual([['3', '5'], ['5']]);
    const chosen = (game: Game, ships: Ship[]) => {
      shoot(game, ships);
      loseChosenCrew(game, ships[1], 0);
    };
    expect(withAndWithout(doctor, spec, chosen, aboardNow)).toEqual([['1 face down', '3', '5 face down'], ['5']]);
    // Her owner's turn turns her face up again.
    const untilHerTurn = (game: Game, ships: Ship[]) => {
      shoot(game, ships);
      perform(game, 0, { type: 'end-turn' });
    };
    expect(withAndWithout(doctor, spec, untilHerTurn, aboardNow)).toEqual([['1', '3', '5'], ['3', '5']]);
    // The doctor saves the others, not herself.
    const givingUpTheDoctor = (game: Game, ships: Ship[]) => {
      game.choose = ((choice, _by, auto) => (choice.kind === 'crew' ? 1 : auto)) as Chooser;
      shoot(game, ships);
    };
    expect(withAndWithout(doctor, spec, givingUpTheDoctor, aboardNow)).toEqual([['1', '5'], ['1', '5']]);
  });

  it('crew-self-protected: a crew that cannot be eliminated unless its ship sinks survives the hit that takes a crew', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', cargo: 3 }), owner: 1, crew: [crewCard({ faction: 'Spanish', points: 0, ability })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const text = 'Always place this crew face up; it cannot be eliminated unless its ship sinks.';
    expect(withAndWithout(text, spec, shoot, (_, [, b]) => b.crew.length)).toEqual([1, 0]);
  });

  it('hit-crew-ashore: hit, she rolls a d6 and on a 5 or 6 her costliest crew goes ashore on a wild island, the shooter\'s pick', () => {
    const spec = (dice: number[]) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', cargo: 3 }), owner: 1, crew: [crewCard({ faction: 'Spanish', points: 0, ability }), crewCard({ faction: 'Spanish', points: 3 })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice,
    });
    const text = 'When this ship is hit, roll a d6. On a result of 5 or 6, move the crew on this ship with the highest point cost to a wild island chosen by the player to your left.';
    const where = (g: Game, [, b]: Ship[]) => ({ aboard: b.crew.map((c) => c.points), ashore: g.state.islands[2].crew.map((c) => c.points) });
    expect(withAndWithout(text, spec([6, 5]), shoot, where)).toEqual([{ aboard: [0], ashore: [3] }, { aboard: [0, 3], ashore: [] }]);
    expect(withAndWithout(text, spec([6, 4]), shoot, where)).toEqual([{ aboard: [0, 3], ashore: [] }, { aboard: [0, 3], ashore: [] }]);
  });

  it('crew-cost-free: aboard her every crew takes a cargo space, even one whose text says it takes none', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cargo: 3 }), crew: [crewCard({ points: 0, ability }), crewCard({ points: 1, ability: 'This crew takes up no cargo space.' })], x: 5, y: 5 }],
    });
    const text = 'Crew placed on this ship cost no points, but they always each take up one cargo space.';
    expect(withAndWithout(text, spec, () => {}, (g, [s]) => freeCargo(g.state, s))).toEqual([1, 2]);
  });

  it('crew-to-home: a crew whose text says so goes ashore on her home island when eliminated, not out of the game, and comes aboard again there', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', cargo: 3, points: 9 }), owner: 1, crew: [crewCard({ faction: 'Spanish', points: 5, ability })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const where = (game: Game, [, b]: Ship[]) => ({ aboard: b.crew.length, ashore: game.state.islands[1].crew.length });
    expect(withAndWithout('If this crew is eliminated, place it on your home island.', spec, shoot, where)).toEqual([{ aboard: 0, ashore: 1 }, { aboard: 0, ashore: 0 }]);
    expect(withAndWithout('If this crew would be eliminated, place it on your home island instead.', spec, shoot, where)).toEqual([{ aboard: 0, ashore: 1 }, { aboard: 0, ashore: 0 }]);
  });

  it('hit-eliminates-cargo: with no treasure aboard, the cargo lost is a crew, the shooter\'s pick', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish', points: 1 }), crewCard({ faction: 'Spanish', points: 4 })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const text = 'When this ship hits an enemy ship, you may also eliminate one cargo from that ship.';
    expect(withAndWithout(text, spec, shoot, (_, s) => s[1].crew.map((c) => c.points))).toEqual([[1], [1, 4]]);
  });

  it('hit-eliminates-cargo "once per turn": a second shot that turn takes no more cargo; without it, every shot that hits does', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish', cargo: 4 }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6, 6],
    });
    // Two shoot actions in one turn: she is given the same action twice by hand, as a roll for it would.
    const twice = (game: Game, ships: Ship[]) => {
      aboard(1, 3, 2, 1)(game, ships);
      ships[0].extraActions = 1;
      ships[0].repeatActions = 1;
    };
    const shootTwice = (game: Game, ships: Ship[]) => {
      shoot(game, ships);
      shoot(game, ships);
    };
    const coins = (_: Game, s: Ship[]) => s[1].treasure.length;
    expect(withAndWithout('Once per turn, when this ship hits an enemy ship, you may also eliminate one cargo from that ship.', spec, shootTwice, coins, twice)).toEqual([2, 3]);
    expect(withAndWithout('When this ship hits an enemy ship, you may also eliminate one cargo from that ship.', spec, shootTwice, coins, twice)).toEqual([1, 3]);
  });

  it('cannot-sink: a hit on her derelict hull leaves her afloat', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const sunk = (_: Game, s: Ship[]) => s[1].sunk;
    expect(withAndWithout('This ship cannot sink, but she can be scuttled.', spec, shoot, sunk, felled(1, 0, 1))).toEqual([false, true]);
  });

  it('cannot-sink with may-be-scuttled: her owner\'s scuttle still sinks her', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S-3S', ability }), x: 5, y: 5 }, { card: shipCard(), owner: 1, x: 15, y: 15 }, { card: shipCard(), x: 10, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 5 }],
      treasure: { 2: [3] },
      dice: [5],
    });
    const scuttle = (game: Game, [s]: Ship[]) => {
      perform(game, 0, { type: 'scuttle', ship: s.id });
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
    };
    expect(withAndWithout('This ship cannot sink. It can be scuttled.', spec, scuttle, (_, s) => s[0].sunk, felled(0, 0, 1))).toEqual([true, true]);
  });

  it('attacker-chooses-mast: the shooter takes the best cannon instead of the defender giving up the worst', () => {
    const downed = (_: Game, s: Ship[]) => s[1].up.indexOf(false);
    expect(withAndWithout('When this ship hits another ship, you choose which mast is eliminated.', duel('3S', [6], 0.5, { cannons: '1S-6S' }), shoot, downed)).toEqual([0, 1]);
  });

  it('fire-through-ships: another ship in the line of fire does not block it', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3L', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 6.6, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5.8, y: 5 },
      ],
    });
    const check = (ability: string) => {
      const game = table(spec(ability));
      const [a, b] = shipsOf(game, spec(ability));
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(check('Other ships do not block this ship\'s line of fire.')).toBeNull();
    expect(check('')).toMatchObject({ code: 'out-of-range' });
  });

  it('all-long-range and double-range reach further', () => {
    const check = (ability: string, doubleRange = false) => {
      const s = duel('3S', [], 1.2)(ability);
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id, doubleRange });
    };
    expect(check("All of this ship's cannons have L range.")).toBeNull();
    expect(check('')).toMatchObject({ code: 'out-of-range' });
    expect(check("You may double the range of this ship's cannons each turn, but you must roll a 6 to hit.", true)).toBeNull();
    expect(withAndWithout("You may double the range of this ship's cannons each turn, but you must roll a 6 to hit.", duel('1S', [5], 0.5), (g, s) => shoot(g, s, { doubleRange: true }), mastsOf(1))).toEqual([2, 1]);
  });

  it('no-shooting-with-treasure and misfire', () => {
    const spec = duel('3S', [1]);
    const withTreasure = (ability: string) => {
      const s = spec(ability);
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      a.treasure.push(game.state.treasures.push({ value: 1, unique: false, seenBy: [false, false] }) - 1);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(withTreasure('This ship cannot shoot when she carries treasure.')).toMatchObject({ code: 'restricted' });
    expect(withTreasure('')).toBeNull();
    expect(withAndWithout("Eliminate one of this ship's masts when she rolls a 1 on any cannon roll.", spec, shoot, mastsOf(0))).toEqual([0, 1]);
  });

  it('cannons-survive: her cannons fire from masts already lost', () => {
    const text = "This ship's cannons may not be eliminated (masts still may be). If derelict, she cannot shoot.";
    const spec = (ability: string): TableSpec => duel('3S-3S', [6, 6], 0.5, { cannons: '3S-3S-3S' })(ability);
    expect(withAndWithout(text, spec, shoot, mastsOf(1), felled(0, 0))).toEqual([1, 2]);
  });
});

describe('special shots', () => {
  it('chainshot: the declared cannon takes no mast but the target cannot move on her next turn', () => {
    const text = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her. You must declare which cannon will shoot the chainshot before rolling the d6. If the chainshot hits, do not eliminate a mast; instead, the target cannot move on her next turn.';
    const spec = (ability: string): TableSpec => duel('3S', [6], 0.5)(ability);
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'chainshot', cannon: 0 } };
      perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
      perform(game, 0, { type: 'end-turn' });
    };
    const outcome = (game: Game, [, b]: Ship[]) => [b.masts, checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1 }] })];
    const [chained, plain] = withAndWithout(text, spec, act, outcome);
    expect(chained[0]).toBe(2);
    expect(chained[1]).toMatchObject({ code: 'chained' });
    expect(plain).toEqual([1, null]);
  });

  it('chainshot-declare: the declared cannon must stand and have the target within S of its mast', () => {
    const text = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her. You must declare which cannon will shoot the chainshot before rolling the d6.';
    // The target is within S of her bow mast only.
    const declare = (cannon: number, bowDown = false) => {
      const spec = bowOnly(text);
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      if (bowDown) {
        a.up[0] = false;
        a.masts = 1;
      }
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'chainshot', cannon } });
    };
    expect(declare(0)).toBeNull();
    expect(declare(1)).toMatchObject({ code: 'out-of-range' });
    expect(declare(0, true)).toMatchObject({ code: 'no-such-target' });
  });

  it("stinkpot: a hit keeps the target's crew from their abilities on her next turn", () => {
    const text = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a stinkpot at a target within S of her. You must declare which cannon will shoot the stinkpot before rolling the d6. If the stinkpot hits, do not eliminate a mast; instead, the target\'s crew cannot use their abilities next turn.';
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, crew: [crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'stinkpot', cannon: 0 } };
      perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
      perform(game, 0, { type: 'end-turn' });
    };
    const threeLegs = (game: Game, [, b]: Ship[]) =>
      checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1.4 }, { heading: 90, distance: 1 }, { heading: 90, distance: 1 }] });
    const [stunk, plain] = withAndWithout(text, spec, act, threeLegs);
    expect(stunk).toMatchObject({ code: 'move-too-long' });
    expect(plain).toBeNull();
  });
});

describe('sinks-mastless: "This ship sinks when her last mast is eliminated"', () => {
  it('sinks-mastless: the hit that takes her last mast sinks her instead of leaving her derelict', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish', ability }), owner: 1, x: 5.9, y: 5.3, heading: 0 },
      ],
      dice: [6],
    });
    expect(withAndWithout('This ship sinks when her last mast is eliminated.', spec, shoot, (_, s) => [s[1].masts, s[1].sunk])).toEqual([[0, true], [0, false]]);
  });
});

describe('effects that meet forts (001 "Forts")', () => {
  /** A Spanish fort standing on the wild island at (18.5, 1.5); player 0's ship lies broadside on to it, west. */
  const atFort = (shipText: string, fortCannons = '3S-3S'): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', ability: shipText }), ...WEST_OF_FORT },
      { card: shipCard({ faction: 'Spanish' }), owner: 1, ...DOCKED_AT_FORT },
    ],
    islands: FORT_ISLANDS,
    treasure: { 3: [5] },
    forts: [{ card: fortCard({ cannons: fortCannons, faction: 'Spanish' }), owner: 1 }],
    home: [[], [5]],
    dice: [3, 6, 6],
  });
  const raise = (game: Game, ships: Ship[]) => {
    game.state.islands[2].explored[1] = true;
    game.state.active = 1;
    perform(game, 1, { type: 'build-fort', fort: 0, ship: ships[1].id });
  };

  it('cannon-bonus "against any non-X ship or fort" counts against a fort', () => {
    const text = 'This ship gets +1 to her cannon rolls against any non-Pirate ship or fort.';
    const flags = withAndWithout(text, atFort, (game, [a]) => perform(game, 0, { type: 'shoot-fort', ship: a.id, fort: 0 }), (game) => game.state.forts[0].flags, raise);
    expect(flags).toEqual([1, 2]);
  });

  it('fort-immune: forts cannot hit this ship', () => {
    const fortShoots = (game: Game, [a]: Ship[]) => {
      perform(game, 0, { type: 'end-turn' });
      const action: Action = { type: 'fort-shoot', fort: 0, target: a.id };
      if (!checkAction(game.state, 1, action)) perform(game, 1, action);
    };
    expect(withAndWithout('Forts cannot hit this ship.', atFort, fortShoots, mastsOf(0), raise)).toEqual([1, 0]);
  });
});

describe('forge-cannon and forged-cannon: "When this ship is docked at your home island, you may eliminate one treasure. It becomes a 3S cannon that can be eliminated only when the ship sinks"', () => {
  const text = 'When this ship is docked at your home island, you may eliminate one treasure. It becomes a 3S cannon that can be eliminated only when the ship sinks.';
  // Docked at her home island (0), with a 2-gold coin there; an enemy ship lies just off her bow.
  const spec = (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', ability }), x: 1.5, y: 2.27, heading: 0, docked: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 1.9, y: 3.0, heading: 90 },
    ],
    home: [[2], []],
    dice: [6, 6],
  });
  const forgeThenShoot = (game: Game, [s, t]: Ship[]) => {
    const coin = game.state.players[0].home[0];
    const forging: Action = { type: 'forge', ship: s.id, treasure: coin };
    if (!checkAction(game.state, 0, forging)) perform(game, 0, forging);
    perform(game, 0, { type: 'shoot', ship: s.id, target: t.id });
  };
  const after = (game: Game, [s, t]: Ship[]) => ({ home: homeGold(game.state, 0), forged: s.forged.length, theirMasts: t.masts });

  it('forge-cannon: a coin at home leaves the game, and forged-cannon: the 3S cannon it becomes fires beside her own', () => {
    expect(withAndWithout(text, spec, forgeThenShoot, after)).toEqual([
      { home: 0, forged: 1, theirMasts: 0 },
      { home: 2, forged: 0, theirMasts: 1 },
    ]);
  });

  it('forge-cannon: only docked at her home island, and once a turn', () => {
    const game = table(spec(text));
    const [s] = shipsOf(game, spec(text));
    const coin = game.state.players[0].home[0];
    perform(game, 0, { type: 'forge', ship: s.id, treasure: coin });
    expect(checkAction(game.state, 0, { type: 'forge', ship: s.id, treasure: coin })).toMatchObject({ code: 'used-this-turn' });
    const away = table({ ...spec(text), ships: [{ ...spec(text).ships[0], docked: undefined, y: 5 }, spec(text).ships[1]] });
    const [a] = shipsOf(away, spec(text));
    expect(checkAction(away.state, 0, { type: 'forge', ship: a.id, treasure: away.state.players[0].home[0] })).toMatchObject({ code: 'not-docked' });
  });
});
