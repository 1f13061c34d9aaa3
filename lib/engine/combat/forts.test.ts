import { describe, expect, it } from 'vitest';
import { fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { FORT_ISLAND, fortTable } from '@/tests/fixtures/forts';
import { applyEvent } from '../state/events';
import { checkAction, perform } from '../game';
import { goldCollected } from '../state/state';

/**
 * 001 and Crimson Coast "Forts", on the fort table of tests/fixtures/forts.ts. A fort's flags measure from its edge,
 * 0.5 S round the island's centre.
 */
const WILD = FORT_ISLAND;
const spec = fortTable;

/** Player 0 has explored the wild island and builds her fort there. */
function built(extra: Partial<TableSpec> = {}) {
  const s = spec(extra);
  const game = table(s);
  const [sloop, enemy] = shipsOf(game, s);
  game.state.islands[WILD].explored[0] = true;
  perform(game, 0, { type: 'build-fort', fort: 0, ship: sloop.id });
  return { game, sloop, enemy, f: game.state.forts[0] };
}

describe('building a fort (001 "Building Forts")', () => {
  it('pays from home into the fort, takes the island\'s treasure inside, and ends the turn; the gold still counts', () => {
    const { game, f } = built();
    expect(f.island).toBe(WILD);
    expect(game.state.islands[WILD].fort).toBe(0);
    expect(game.state.players[0].home).toEqual([]);
    expect(f.treasure.map((t) => game.state.treasures[t].value).sort()).toEqual([2, 3, 4]);
    expect(game.state.islands[WILD].treasure).toEqual([]);
    expect(goldCollected(game.state, 0)).toBe(9);
    expect(game.state.active).toBe(1);
  });

  it('pays with the fewest gold over its cost', () => {
    const { game } = built({ home: [[4, 2, 3, 1], []] });
    const left = game.state.players[0].home.map((t) => game.state.treasures[t].value);
    expect(left.reduce((a, b) => a + b, 0)).toBe(10 - 5);
    const over = built({ home: [[4, 4, 3], []] });
    expect(over.game.state.players[0].home.map((t) => over.game.state.treasures[t].value)).toEqual([4]);
  });

  it('needs an explored wild island where her ship is docked, gold enough, and no fort there already', () => {
    const s = spec();
    const game = table(s);
    const [sloop] = shipsOf(game, s);
    expect(checkAction(game.state, 0, { type: 'build-fort', fort: 0, ship: sloop.id })).toMatchObject({ code: 'restricted' });
    game.state.islands[WILD].explored[0] = true;
    expect(checkAction(game.state, 0, { type: 'build-fort', fort: 0, ship: sloop.id })).toBeNull();
    const poor = table(spec({ home: [[3], []] }));
    poor.state.islands[WILD].explored[0] = true;
    expect(checkAction(poor.state, 0, { type: 'build-fort', fort: 0, ship: 0 })).toMatchObject({ code: 'cannot-afford' });
    const adrift = table(spec({ ships: spec().ships.map((p, i) => (i === 0 ? { ...p, y: 5, docked: undefined } : p)) }));
    adrift.state.islands[WILD].explored[0] = true;
    expect(checkAction(adrift.state, 0, { type: 'build-fort', fort: 0, ship: 0 })).toMatchObject({ code: 'not-docked' });
  });

  it('under Crimson Coast needs only a docked ship, explored or not', () => {
    const s = spec({ rules: { fortNeedsExplored: false } });
    const game = table(s);
    expect(checkAction(game.state, 0, { type: 'build-fort', fort: 0, ship: shipsOf(game, s)[0].id })).toBeNull();
  });
});

describe('a fort in play', () => {
  it('shoots an enemy within reach of its flags, once a turn, and a hit takes a mast', () => {
    const { game, enemy } = built({ dice: [6, 2] });
    // Player 1's turn: back to player 0.
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'fort-shoot', fort: 0, target: enemy.id });
    expect(enemy.masts).toBe(2);
    expect(checkAction(game.state, 0, { type: 'fort-shoot', fort: 0, target: enemy.id })).toMatchObject({ code: 'action-limit' });
  });

  it('does not reach a ship beyond its flags\' range, and cannot hit a ship that forts cannot hit', () => {
    const far = built({ ships: spec().ships.map((p, i) => (i === 1 ? { ...p, x: 15 } : p)) });
    perform(far.game, 1, { type: 'end-turn' });
    expect(checkAction(far.game.state, 0, { type: 'fort-shoot', fort: 0, target: far.enemy.id })).toMatchObject({ code: 'out-of-range' });
    const immune = built({ ships: spec().ships.map((p, i) => (i === 1 ? { ...p, card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish', ability: 'Forts cannot hit this ship.' }) } : p)) });
    perform(immune.game, 1, { type: 'end-turn' });
    expect(checkAction(immune.game.state, 0, { type: 'fort-shoot', fort: 0, target: immune.enemy.id })).toMatchObject({ code: 'bad-target' });
  });

  it('loses a flag per hit, is abandoned with none, and an abandoned fort hit again is destroyed, its gold back on an unexplored island', () => {
    const { game, enemy, f } = built({ dice: [6, 6, 1], forts: [{ card: fortCard({ cannons: '3S', gold: 5 }) }] });
    perform(game, 1, { type: 'shoot-fort', ship: enemy.id, fort: 0 });
    expect(f.flags).toBe(0);
    expect(f.destroyed).toBe(true);
    expect(f.island).toBe(-1);
    expect(game.state.islands[WILD].fort).toBe(-1);
    expect(game.state.islands[WILD].explored).toEqual([false, false]);
    expect(game.state.islands[WILD].treasure.map((t) => game.state.treasures[t].value).sort()).toEqual([2, 3, 4]);
    expect(goldCollected(game.state, 0)).toBe(0);
  });

  it('while abandoned is given no actions', () => {
    const { game, enemy, f } = built({ dice: [6, 1, 1], forts: [{ card: fortCard({ cannons: '3S', gold: 5 }) }] });
    perform(game, 1, { type: 'shoot-fort', ship: enemy.id, fort: 0 });
    expect(f.flags).toBe(0);
    expect(f.destroyed).toBe(false);
    perform(game, 1, { type: 'end-turn' });
    expect(checkAction(game.state, 0, { type: 'fort-shoot', fort: 0, target: enemy.id })).toMatchObject({ code: 'restricted' });
  });

  it('takes in the gold its ships unload, repairs them, and no enemy ship docks at it', () => {
    const { game, sloop, enemy, f } = built({ dice: [6, 6] });
    perform(game, 1, { type: 'end-turn' });
    // Her sloop sails off and back: docking at her fort unloads the coin she carries into it.
    applyEvent(game.state, { type: 'treasure-created', value: 1, to: { ship: sloop.id } });
    applyEvent(game.state, { type: 'undocked', ship: sloop.id });
    applyEvent(game.state, { type: 'mast', ship: sloop.id, mast: 0, up: false });
    applyEvent(game.state, { type: 'moved', ship: sloop.id, x: 18.5, y: 2.8, heading: 0 });
    perform(game, 0, { type: 'move', ship: sloop.id, segments: [{ heading: 0, distance: 1 }] });
    expect(sloop.docked).toBe(WILD);
    expect(sloop.treasure).toEqual([]);
    expect(goldCollected(game.state, 0)).toBe(10);
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'move', ship: enemy.id, segments: [{ heading: 90, distance: 0.5 }] });
    expect(enemy.docked).toBe(-1);
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'repair', ship: sloop.id });
    expect(sloop.masts).toBe(2);
    expect(f.treasure.length).toBe(4);
  });

  it('counts toward Crimson Coast\'s more-than-half win as gold at home does', () => {
    // 9 of the 14 gold is in her fort once it stands, more than half; her home alone never held half.
    const { game } = built({ rules: { winAtHalf: true, fortNeedsExplored: false } });
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('half-the-gold');
    expect(game.state.winner).toBe(0);
  });

  it('replays: folding the log over the start rebuilds the state', () => {
    const s = spec({ dice: [6, 6, 6] });
    const game = table(s);
    game.state.islands[WILD].explored[0] = true;
    const start = structuredClone(game.state);
    const from = game.log!.length;
    perform(game, 0, { type: 'build-fort', fort: 0, ship: 0 });
    perform(game, 1, { type: 'shoot-fort', ship: shipsOf(game, s)[1].id, fort: 0 });
    const rebuilt = structuredClone(start);
    for (const e of game.log!.slice(from)) applyEvent(rebuilt, e);
    expect(rebuilt).toEqual(game.state);
  });
});
