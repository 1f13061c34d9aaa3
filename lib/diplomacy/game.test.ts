import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rng } from '@/lib/table/game';
import { diplomacyGame, type DiplomacyEvent, type DiplomacyState } from './game';
import { parseDiplomacyMap } from './map';

const MAP_FILE = new URL('../../../shared/data/pirates-diplomacy-map.json', import.meta.url);
const raw = existsSync(MAP_FILE) ? JSON.parse(readFileSync(MAP_FILE, 'utf8')) : null;

/** Always the first choice: tests place the hurricane and pick retreats deterministically. */
const first: Rng = { int: (min) => min };

describe.runIf(raw !== null)('the Diplomacy game rules', () => {
  const map = parseDiplomacyMap(raw);
  const game = diplomacyGame(map);
  const everyoneElse = map.powers.map((p) => p.name).filter((p) => p !== 'Spain' && p !== 'England');
  const setup = game.setup.parse({ power: 'Spain', bots: everyoneElse });
  const fold = (state: DiplomacyState, events: DiplomacyEvent[]) => game.apply(state, events);
  const resolveNow = (state: DiplomacyState) => {
    const d = game.act(state, 'Spain', { type: 'advance' }, first, 0);
    if (!d.ok) throw new Error(d.message);
    return fold(state, d.events);
  };
  const at = (state: DiplomacyState, patch: Partial<DiplomacyState>): DiplomacyState => ({ ...state, ...patch });
  const opened = resolveNow(game.initial(setup));

  it('opens with the starting units of the map and every home centre owned', () => {
    expect(opened.season).toBe('spring');
    expect(opened.units).toHaveLength(41);
    expect(opened.owners.Havana).toBe('Spain');
    expect(Object.keys(opened.owners)).toHaveLength(18);
  });

  it('hides a power\'s orders from everyone else until the phase resolves', () => {
    const d = game.act(opened, 'England', { type: 'orders', orders: [{ unit: 'Spanish Town', type: 'hold' }] }, first, 0);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    const event = d.events[0];
    expect(game.redact(event, { kind: 'seat', seat: 'Spain' })).toEqual({ type: 'orders-submitted', power: 'England' });
    expect(game.redact(event, { kind: 'spectator' })).toEqual({ type: 'orders-submitted', power: 'England' });
    expect(game.redact(event, { kind: 'seat', seat: 'England' })).toEqual(event);
    const after = fold(opened, d.events);
    expect((game.view(after, { kind: 'seat', seat: 'Spain' }) as { orders: unknown[] }).orders).toEqual([]);
    expect((game.view(after, { kind: 'spectator' }) as { submitted: string[] }).submitted).toEqual(['England']);
  });

  it('makes two retreats to one place both disband', () => {
    const state = at(opened, {
      step: 'retreats',
      units: [],
      dislodged: [
        { power: 'Spain', type: 'clipper', at: 'Jamaica', from: 'Jamaica', unit: 'Jamaica', retreats: ['Cayman Islands'] },
        { power: 'England', type: 'clipper', at: 'Santiago', from: 'Santiago', unit: 'Santiago', retreats: ['Cayman Islands'] },
      ],
      orders: { Spain: [{ unit: 'Jamaica', type: 'retreat', to: 'Cayman Islands' }], England: [{ unit: 'Santiago', type: 'retreat', to: 'Cayman Islands' }] },
    });
    const next = resolveNow(state);
    expect(next.units).toEqual([]);
    expect(next.history.at(-1)!.results.every((r) => r.reason.includes('both were disbanded'))).toBe(true);
  });

  it('in autumn, the hurricane sinks the units where it lands and makes a centre there neutral; in spring it only moves', () => {
    const hurricaneAt = 'Jamaica Channel';
    const landsOn = map.borders.filter((b) => b.adjacent && (b.a === hurricaneAt || b.b === hurricaneAt)).map((b) => (b.a === hurricaneAt ? b.b : b.a))[0];
    const ship = { power: 'England', type: 'clipper' as const, at: landsOn };
    const spring = resolveNow(at(opened, { hurricane: hurricaneAt, units: [ship], orders: {} }));
    expect(spring.units).toEqual([ship]);
    expect(spring.hurricane).toBe(landsOn);
    const autumn = resolveNow(at(opened, { season: 'autumn', hurricane: hurricaneAt, units: [ship], orders: {} }));
    expect(autumn.units).toEqual([]);
    expect(autumn.hurricane).toBeNull();
  });

  it('in winter, builds on owned empty centres up to the surplus, and disbands what a power cannot keep', () => {
    const winter = at(opened, { season: 'winter', units: [{ power: 'Spain', type: 'clipper', at: 'Havana' }], owners: { Havana: 'Spain', Panama: 'Spain', 'Voodoo Witch Hut': 'Spain' }, orders: {} });
    const legal = (game.view(winter, { kind: 'seat', seat: 'Spain' }) as { legalOrders: { unit: string; type: string }[] }).legalOrders;
    expect(legal.filter((o) => o.type === 'build').map((o) => o.unit).sort()).toEqual(['Panama', 'Panama', 'Voodoo Witch Hut', 'Voodoo Witch Hut']);
    const built = resolveNow(at(winter, { orders: { Spain: [{ unit: 'Panama', type: 'build', as: 'frigate' }] } }));
    expect(built.units).toContainEqual({ power: 'Spain', type: 'frigate', at: 'Panama' });
    expect(built.season).toBe('spring');
    expect(built.year).toBe(opened.year + 1);
    const short = at(opened, { season: 'winter', units: [{ power: 'England', type: 'clipper', at: 'Jamaica' }, { power: 'England', type: 'frigate', at: 'Cayman Islands' }], owners: { Barbados: 'England' }, orders: {} });
    expect(resolveNow(short).units.filter((u) => u.power === 'England')).toHaveLength(1);
  });

  it('makes silent powers hold once the phase deadline has passed, the opening build phase included', () => {
    const timed = game.initial(game.setup.parse({ power: 'Spain', bots: [], deadlineMinutes: 60 }));
    const clock = game.advance(timed, 1_000_000, first);
    expect(clock).toEqual([{ type: 'clock-started', at: 1_000_000 }]);
    const started = fold(timed, clock);
    expect(game.advance(started, 1_000_000 + 59 * 60_000, first)).toEqual([]);
    const [resolved] = game.advance(started, 1_000_000 + 60 * 60_000, first);
    expect(resolved.type).toBe('phase-resolved');
    expect((game.view(fold(started, [resolved]), { kind: 'spectator' }) as { phase: string }).phase).toBe('spring 1666 moves');
  });

  it('forms the first hurricane in the build phase of 1667, not 1666, and on any empty territory, centres included (002)', () => {
    const winter = (year: number) => at(opened, { year, season: 'winter', units: [], owners: {}, orders: {} });
    expect(resolveNow(winter(1666)).hurricane).toBeNull();
    const firstPlace = map.territories[0];
    expect(firstPlace.supplyCenter).toBe(true);
    expect(resolveNow(winter(1667)).hurricane).toBe(firstPlace.name);
  });

  it('records every power\'s choices in the opening build phase, the bots\' too', () => {
    const events = game.advance(game.initial(setup), 0, first);
    const submitted = fold(game.initial(setup), events);
    const record = resolveNow(submitted).history[0];
    expect(new Set(record.orders.map((o) => o.power))).toEqual(new Set(everyoneElse));
    expect(record.orders.every((o) => o.type === 'build')).toBe(true);
  });

  it('keeps with each past phase the board its orders were given on, so the history draws it on its own map', () => {
    expect(game.initial(setup).units).toHaveLength(map.startingUnits.length);
    const spring = resolveNow(opened);
    expect(spring.history.at(-1)).toMatchObject({ phase: 'spring 1666 moves', units: opened.units, owners: opened.owners, hurricane: null });
  });

  it('lets a unit on a treasure centre transform in winter', () => {
    const spot = map.territories.find((t) => t.treasure)!.name;
    const winter = at(opened, { season: 'winter', units: [{ power: 'Spain', type: 'clipper', at: spot }], owners: { [spot]: 'Spain' }, orders: { Spain: [{ unit: spot, type: 'transform', as: 'frigate' }] } });
    expect(resolveNow(winter).units).toContainEqual({ power: 'Spain', type: 'frigate', at: spot });
  });
});
