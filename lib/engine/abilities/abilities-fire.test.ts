import { describe, expect, it } from 'vitest';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from '../state/choices';
import { type Action, checkAction, type Game, perform } from '../game';
import type { Ship } from '../state/state';

/**
 * Firepots and fire masts (../combat/fire.ts), each sentence shown changing a game: the same position and dice with the
 * firepot text and without it (see tests/fixtures/abilities.ts, which also replays every event). Without the text the
 * declared firepot is refused, so the gunner fires an ordinary shot with the same die.
 */

const FIREPOT = [
  'Once per turn when this ship is given a shoot action, one of her cannons may shoot a firepot at a target within S of her.',
  'Declare which cannon will shoot the firepot before rolling the d6.',
  "If it hits, the target's controller replaces one of her masts with a fire mast.",
  'At the beginning of every turn, roll a d6 for each fire mast.',
  "On a result of 6, remove the fire mast; on a 1\u20133, the ship's controller replaces another of her masts with a fire mast.",
  'When a ship has only fire masts, she must be scuttled on her next turn.',
  'When a ship docks at her home island or a fort, remove all of her fire masts as a free action.',
].join(' ');

// Player 1's three-mast ship points south at her home island (18.5, 18.5), her bow 1 S from its edge; the gunner is
// within S of her, west of her hull.
const atSea = (ability: string, dice: number[], target: { cannons?: string; ability?: string } = {}): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3S', ability }), x: 17.9, y: 16.2, heading: 0 },
    { card: shipCard({ cannons: target.cannons ?? '2S-3S-4S', faction: 'Spanish', ability: target.ability }), owner: 1, x: 18.5, y: 16.75, heading: 180 },
  ],
  dice,
});

/** The gunner fires her firepot from her only cannon when she may, an ordinary shot otherwise. */
const firepot = (game: Game, [a, b]: Ship[]) => {
  const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'firepot', cannon: 0 } };
  perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
};
const endTurn = (game: Game) => perform(game, game.state.active, { type: 'end-turn' });
const fires = (s: Ship) => s.fire.filter(Boolean).length;

describe('firepots', () => {
  it('firepot and firepot-hit: a hit sets one of her masts on fire (her weakest) instead of felling it', () => {
    const outcome = (_: Game, [, b]: Ship[]) => [b.masts, fires(b), b.fire.indexOf(true)];
    expect(withAndWithout(FIREPOT, (t) => atSea(t, [6]), firepot, outcome)).toEqual([
      [2, 1, 2],
      [2, 0, -1],
    ]);
    // A miss sets nothing alight.
    expect(withAndWithout(FIREPOT, (t) => atSea(t, [2]), firepot, outcome)).toEqual([
      [3, 0, -1],
      [3, 0, -1],
    ]);
  });

  it("firepot-hit: the target's owner chooses which of her standing masts catches fire", () => {
    const spec = atSea(FIREPOT, [6]);
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    const asked: { choice: Choice; by: number }[] = [];
    game.choose = ((choice: Choice, by: number) => (asked.push({ choice, by }), 0)) as Chooser;
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'firepot', cannon: 0 } });
    expect(asked).toEqual([{ choice: { kind: 'mast', ship: b.id, options: [0, 1, 2], fire: true }, by: 1 }]);
    expect(b.fire).toEqual([true, false, false]);
  });

  it('firepot-declare: the declared cannon must stand, reach the target within S of her mast, and fire once a turn', () => {
    const spec = atSea(FIREPOT, [6]);
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'firepot', cannon: 0 } };
    expect(checkAction(game.state, 0, { ...action, special: { kind: 'firepot', cannon: 1 } })).toMatchObject({ code: 'no-such-target' });
    expect(checkAction(game.state, 0, action)).toBeNull();
    const far = table({ ...spec, ships: [{ ...spec.ships[0], x: 16.5 }, spec.ships[1]] });
    const [fa, fb] = shipsOf(far, spec);
    expect(checkAction(far.state, 0, { ...action, ship: fa.id, target: fb.id })).toMatchObject({ code: 'out-of-range' });
    const plain = table(atSea('', [6]));
    expect(checkAction(plain.state, 0, action)).toMatchObject({ code: 'no-ability' });
    perform(game, 0, action);
    a.extraActions = 1;
    a.repeatActions = 1;
    expect(checkAction(game.state, 0, action)).toMatchObject({ code: 'used-this-turn' });
  });

  it('firepot-hit: a fire mast cannot be repaired until the fire is out', () => {
    const target = { ability: 'This ship may repair at sea or at any island.' };
    const repair = (game: Game, [, b]: Ship[]) => {
      endTurn(game);
      return checkAction(game.state, 1, { type: 'repair', ship: b.id });
    };
    // The fire's die at the beginning of her turn is a 4: it neither goes out nor spreads.
    const [burning, felled] = withAndWithout(FIREPOT, (t) => atSea(t, [6, 4], target), firepot, repair);
    expect(burning).toMatchObject({ code: 'nothing-to-repair' });
    expect(felled).toBeNull();
  });
});

describe('fire masts', () => {
  it('fire-roll and fire-table: at the beginning of every turn a 1-3 spreads the fire to another mast, a 6 puts it out', () => {
    const afterRolls = (game: Game, [, b]: Ship[]) => [b.masts, fires(b)];
    const spreads = withAndWithout(FIREPOT, (t) => atSea(t, [6, 2]), (g, s) => (firepot(g, s), endTurn(g)), afterRolls);
    expect(spreads).toEqual([
      [1, 2],
      [2, 0],
    ]);
    const out = withAndWithout(FIREPOT, (t) => atSea(t, [6, 6]), (g, s) => (firepot(g, s), endTurn(g)), afterRolls);
    // Put out, the mast stays felled.
    expect(out).toEqual([
      [2, 0],
      [2, 0],
    ]);
    // Every turn, the burning ship's owner's and her enemy's: a 4 then a 3 spreads it on the gunner's next turn.
    const twoTurns = withAndWithout(FIREPOT, (t) => atSea(t, [6, 4, 3]), (g, s) => (firepot(g, s), endTurn(g), endTurn(g)), afterRolls);
    expect(twoTurns).toEqual([
      [1, 2],
      [2, 0],
    ]);
  });

  it('fire-table: the faces printed are the faces read', () => {
    const late = FIREPOT.replace('On a result of 6, remove the fire mast; on a 1\u20133,', 'On a 5 or 6 remove the fire mast; on a 1-2');
    const afterRolls = (game: Game, [, b]: Ship[]) => fires(b);
    expect(withAndWithout(late, (t) => atSea(t, [6, 5]), (g, s) => (firepot(g, s), endTurn(g)), afterRolls)).toEqual([0, 0]);
    expect(withAndWithout(late, (t) => atSea(t, [6, 3]), (g, s) => (firepot(g, s), endTurn(g)), afterRolls)).toEqual([1, 0]);
  });

  it('fire-scuttle: a ship with only fire masts is scuttled at the beginning of her turn', () => {
    // A second ship keeps her fleet in the game once the first is derelict.
    const spec = (t: string): TableSpec => {
      const s = atSea(t, [6, 4, 5], { cannons: '3S' });
      return { ...s, ships: [...s.ships, { card: shipCard(), owner: 1, x: 5, y: 15 }] };
    };
    // Her one mast burns; at her turn the fire rolls 4 and the scuttle roll 5 sinks her at the beginning of her next.
    const scuttled = withAndWithout(FIREPOT, spec, (g, s) => (firepot(g, s), endTurn(g)), (_, [, b]) => b.scuttleOn);
    expect(scuttled).toEqual([2, 0]);
  });

  it('fire-dock: docking at her home island puts out every fire, and the mast can be repaired there', () => {
    const sailHome = (game: Game, ships: Ship[]) => {
      firepot(game, ships);
      endTurn(game);
      perform(game, 1, { type: 'move', ship: ships[1].id, segments: [{ heading: 180, distance: 1 }] });
    };
    const home = (game: Game, [, b]: Ship[]) => [b.docked, fires(b), game.log!.some((e) => e.type === 'fire-out')];
    expect(withAndWithout(FIREPOT, (t) => atSea(t, [6, 4]), sailHome, home)).toEqual([
      [1, 0, true],
      [1, 0, false],
    ]);
  });
});

const SMOKEPOT = [
  'Once per turn when this ship is given a shoot action, you may declare that one of her cannons is shooting a smokepot instead of a cannon; you do not need to target a ship.',
  'Simply place the center of a fog bank within S of this ship; it may not touch an island or any ship docked at an island.',
  'Remove the fog bank at the beginning of your next turn.',
].join(' ');

// The smoker points east, her hull round (4.6, 5); an enemy 3 S south of her points north, her bow at y 8.
const smoky = (ability: string, dice: number[] = []): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3S-3S', ability }), x: 5.1, y: 5, heading: 90 },
    { card: shipCard({ cannons: '3S-3S', move: 'L', faction: 'Spanish' }), owner: 1, x: 4.6, y: 8, heading: 0 },
    // Beside her, within S of both her cannons.
    { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 3.9, y: 4.2, heading: 270 },
  ],
  dice,
});
const SMOKE_AT = { x: 4.6, y: 6.05 };
/** The smoker fires her smokepot south of her when she may; otherwise she does nothing. */
const smoke = (game: Game, [a]: Ship[], target?: number) => {
  const action: Action = { type: 'smokepot', ship: a.id, cannon: 0, ...SMOKE_AT, ...(target === undefined ? {} : { target }) };
  if (!checkAction(game.state, 0, action)) perform(game, 0, action);
};
const sailNorth = (game: Game, b: Ship) => perform(game, 1, { type: 'move', ship: b.id, segments: [{ heading: 0, distance: 1.4 }] });

describe('smokepots', () => {
  it('smokepot: her cannon places a fog bank instead of firing, and a ship sailing into it is lost', () => {
    const act = (game: Game, ships: Ship[]) => {
      smoke(game, ships);
      endTurn(game);
      sailNorth(game, ships[1]);
    };
    const outcome = (game: Game, [, b]: Ship[]) => [game.state.terrain.length, b.lost];
    expect(withAndWithout(SMOKEPOT, (t) => smoky(t), act, outcome)).toEqual([
      [1, true],
      [0, false],
    ]);
  });

  it('smokepot: her other cannons fire at a target on the same action, and the smokepot is once a turn', () => {
    const act = (game: Game, ships: Ship[]) => smoke(game, ships, ships[2].id);
    // Her stern cannon hits the ship beside her with a 6; without the text nothing was fired.
    expect(withAndWithout(SMOKEPOT, (t) => smoky(t, [6]), act, (_, s) => s[2].masts)).toEqual([1, 2]);
    const spec = smoky(SMOKEPOT, [6]);
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    // A target her other cannons cannot reach is refused.
    expect(checkAction(game.state, 0, { type: 'smokepot', ship: a.id, cannon: 1, ...SMOKE_AT, target: b.id })).toMatchObject({ code: 'out-of-range' });
    smoke(game, [a]);
    a.extraActions = 1;
    a.repeatActions = 1;
    expect(checkAction(game.state, 0, { type: 'smokepot', ship: a.id, cannon: 0, ...SMOKE_AT })).toMatchObject({ code: 'used-this-turn' });
  });

  it('smokepot-place: the centre within S of her, the fog bank touching no island or ship', () => {
    const spec = smoky(SMOKEPOT);
    const game = table({ ...spec, islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 6.6, y: 6.8 }] });
    const [a] = shipsOf(game, spec);
    const at = (x: number, y: number) => checkAction(game.state, 0, { type: 'smokepot', ship: a.id, cannon: 0, x, y });
    expect(at(SMOKE_AT.x, SMOKE_AT.y)).toBeNull();
    expect(at(4.6, 6.5)).toMatchObject({ code: 'out-of-range' });
    // Touching her own hull; touching the island (and no ship).
    expect(at(4.6, 5.5)).toMatchObject({ code: 'blocked' });
    expect(at(5.5, 6)).toMatchObject({ code: 'blocked', message: 'The fog bank may not touch an island.' });
    const open = table(spec);
    expect(checkAction(open.state, 0, { type: 'smokepot', ship: shipsOf(open, spec)[0].id, cannon: 0, x: 5.5, y: 6 })).toBeNull();
  });

  it('smokepot-clear: the fog bank lasts until her next turn begins, and a ship lost in it is lost no more', () => {
    const act = (game: Game, ships: Ship[]) => {
      smoke(game, ships);
      endTurn(game);
      sailNorth(game, ships[1]);
      endTurn(game);
    };
    const outcome = (game: Game, [, b]: Ship[]) => [game.state.terrain.length, b.lost, game.log!.filter((e) => e.type === 'terrain-removed').length];
    expect(withAndWithout(SMOKEPOT, (t) => smoky(t), act, outcome)).toEqual([
      [0, false, 1],
      [0, false, 0],
    ]);
  });
});
