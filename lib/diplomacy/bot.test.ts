import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionRng } from '@/lib/table/rng';
import { adjudicateMovement, type Order, type Unit } from './adjudicate';
import { diplomacyBot, type BotPosition } from './bot';
import { diplomacyGame, type DiplomacyState } from './game';
import { parseDiplomacyMap } from './map';
import { selfPlay } from './selfplay';

const MAP_FILE = new URL('../../../shared/data/pirates-diplomacy-map.json', import.meta.url);
const raw = existsSync(MAP_FILE) ? JSON.parse(readFileSync(MAP_FILE, 'utf8')) : null;

describe.runIf(raw !== null)('the Diplomacy bots', () => {
  const map = parseDiplomacyMap(raw);
  const bot = diplomacyBot(map);
  const clipper = (power: string, at: string): Unit => ({ power, type: 'clipper', at });
  const frigate = (power: string, at: string): Unit => ({ power, type: 'frigate', at });
  const position = (units: Unit[], owners: Record<string, string>, season: BotPosition['season'] = 'autumn'): BotPosition => ({
    season,
    step: 'orders',
    units,
    owners,
    hurricane: null,
    dislodged: [],
  });
  const seeds = [1, 2, 3, 4, 5];
  /** Every centre England's, but for `except`: no empty neutral centre nearby tempts the bot away from the test's point. */
  const englandOwnsAllBut = (except: Record<string, string>) => ({
    ...Object.fromEntries(map.territories.filter((t) => t.supplyCenter).map((t) => [t.name, 'England'])),
    ...except,
  });

  it('attacks a defended centre with the support it needs, whatever the seed', () => {
    const pos = position([clipper('England', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('Spain', 'Port Royal')], englandOwnsAllBut({ 'Port Royal': 'Spain' }));
    for (const seed of seeds) {
      const orders = bot.orders(pos, ['England'], decisionRng(seed, 0)).England;
      const attack = orders.find((o) => o.type === 'move' && o.to === 'Port Royal');
      expect(attack).toBeDefined();
      expect(orders).toContainEqual({ unit: expect.any(String), type: 'support', from: attack!.unit, to: 'Port Royal' });
      expect(adjudicateMovement(map, pos.units, orders).units).toContainEqual(expect.objectContaining({ power: 'England', at: 'Port Royal' }));
    }
  });

  it('defends a threatened centre: a lone frigate attack on it fails against the orders it gives', () => {
    // Gulf Stream touches one centre, Barbados; Tobago touches Barbados but not Gulf Stream.
    expect(map.borders.filter((b) => b.adjacent && [b.a, b.b].includes('Gulf Stream')).flatMap((b) => [b.a, b.b]).filter((t) => map.territories.find((x) => x.name === t)?.supplyCenter)).toEqual(['Barbados']);
    const pos = position([clipper('England', 'Barbados'), clipper('England', 'Tobago'), frigate('Spain', 'Gulf Stream')], englandOwnsAllBut({}));
    for (const seed of seeds) {
      const orders = bot.orders(pos, ['England'], decisionRng(seed, 0)).England;
      expect(orders).toContainEqual({ unit: 'Tobago', type: 'support', to: 'Barbados' });
      const after = adjudicateMovement(map, pos.units, [...orders, { unit: 'Gulf Stream', type: 'move', to: 'Barbados' }]);
      expect(after.units).toContainEqual(expect.objectContaining({ power: 'England', at: 'Barbados' }));
    }
  });

  it('plans a privateer together with its patron: one supports the other\'s attack', () => {
    const pos = position([clipper('England', 'Jamaica'), clipper('Henry Morgan', 'Spanish Town'), clipper('Spain', 'Port Royal')], englandOwnsAllBut({ 'Port Royal': 'Spain' }));
    for (const seed of seeds) {
      const orders = bot.orders(pos, ['England', 'Henry Morgan'], decisionRng(seed, 0));
      const all = [...orders.England, ...orders['Henry Morgan']];
      const attack = all.find((o) => o.type === 'move' && o.to === 'Port Royal')!;
      expect(all).toContainEqual({ unit: expect.any(String), type: 'support', from: attack.unit, to: 'Port Royal' });
      expect(orders.England.length).toBe(1);
      expect(orders['Henry Morgan'].length).toBe(1);
    }
  });

  it('never attacks its privateer or patron, even when a centre of theirs is there for the taking', () => {
    const pos = position([frigate('England', 'Jamaica'), clipper('Henry Morgan', 'Port Royal')], { 'Port Royal': 'Henry Morgan' });
    for (const seed of seeds) expect(bot.orders(pos, ['England'], decisionRng(seed, 0)).England).not.toContainEqual(expect.objectContaining({ type: 'move', to: 'Port Royal' }));
  });

  it('retreats to defend a threatened centre rather than out to sea, and two units never retreat to one place', () => {
    const pos: BotPosition = {
      ...position([frigate('Spain', 'Northwest Caribbean Sea')], { 'Spanish Town': 'England' }, 'spring'),
      step: 'retreats',
      dislodged: [
        { power: 'England', type: 'clipper', at: 'Jamaica', from: 'Jamaica', unit: 'Jamaica', retreats: ['Jamaica Channel', 'Spanish Town'] },
        { power: 'England', type: 'clipper', at: 'Port Royal', from: 'Port Royal', unit: 'Port Royal', retreats: ['Spanish Town'] },
      ],
    };
    for (const seed of seeds) {
      const orders = bot.orders(pos, ['England'], decisionRng(seed, 0)).England;
      expect(orders).toContainEqual({ unit: 'Jamaica', type: 'retreat', to: 'Spanish Town' });
      expect(orders).toContainEqual({ unit: 'Port Royal', type: 'disband' });
    }
  });

  it('builds at the front, as a frigate facing an enemy next door', () => {
    const pos = position([frigate('Spain', 'Port Royal'), clipper('England', 'Barbados')], { 'Spanish Town': 'England', Barbados: 'England' }, 'winter');
    for (const seed of seeds) expect(bot.orders(pos, ['England'], decisionRng(seed, 0)).England).toEqual([{ unit: 'Spanish Town', type: 'build', as: 'frigate' }]);
  });

  it('transforms on a treasure centre when it pays: a clipper facing an enemy becomes a frigate', () => {
    const spot = map.territories.find((t) => t.treasure)!.name;
    const enemyNextDoor = map.borders.find((b) => b.adjacent && (b.a === spot || b.b === spot))!;
    const pos = position([clipper('England', spot), clipper('Spain', enemyNextDoor.a === spot ? enemyNextDoor.b : enemyNextDoor.a)], { [spot]: 'England' }, 'winter');
    expect(bot.orders(pos, ['England'], decisionRng(1, 0)).England).toContainEqual({ unit: spot, type: 'transform', as: 'frigate' });
  });

  it('plays seeded games: supports given, centres taken, and the same seed replays the same game', () => {
    let supports = 0;
    const play = (seed: number) =>
      selfPlay(map, {
        seed,
        holder: 'Spain',
        lastYear: 1667,
        onPhase: (s) => {
          supports += s.history.at(-1)!.orders.filter((o) => o.type === 'support').length;
        },
      });
    const a = play(7);
    expect(supports).toBeGreaterThan(0);
    // 18 home centres at the start; in two years the bots have taken more than half of the 36 neutral ones.
    expect(Object.keys(a.owners).length).toBeGreaterThan(18 + 18);
    expect(play(7)).toEqual(a);
  });

  it('plans the same whatever the people have already ordered: a bot never sees anyone\'s orders', () => {
    const game = diplomacyGame(map);
    const setup = game.setup.parse({ power: 'Spain', bots: map.powers.map((p) => p.name).filter((p) => p !== 'Spain') });
    const open = game.initial(setup);
    const spring: DiplomacyState = { ...open, season: 'spring' };
    const attack = game.act(spring, 'Spain', { type: 'orders', orders: [{ unit: 'Havana', type: 'move', to: 'Voodoo Witch Hut' }] }, decisionRng(3, 0), 0);
    if (!attack.ok) throw new Error(attack.message);
    const ordered = game.apply(spring, attack.events);
    const botsOf = (s: DiplomacyState) => game.advance(s, 0, decisionRng(3, 1));
    expect(botsOf(ordered)).toEqual(botsOf(spring));
  });

  it('ends the game when a bot takes its 28th centre', () => {
    const game = diplomacyGame(map);
    const centres = map.territories.filter((t) => t.supplyCenter).map((t) => t.name);
    const owners = Object.fromEntries(centres.filter((c) => c !== 'Port Royal').map((c, i) => [c, i < 27 ? 'England' : 'France']));
    const state = { ...game.initial(game.setup.parse({ power: 'Spain', bots: map.powers.map((p) => p.name).filter((p) => p !== 'Spain') })), season: 'autumn' as const, owners, units: [clipper('England', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('Spain', 'Port Royal')] };
    const submitted = game.apply(state, game.advance(state, 0, decisionRng(1, 0)));
    const d = game.act(submitted, 'Spain', { type: 'advance' }, decisionRng(1, 1), 0);
    if (!d.ok) throw new Error(d.message);
    expect(game.apply(submitted, d.events).winner).toBe('England');
  });
});

/** Every order a bot gives is one of the power's legal orders, in every phase of a short seeded game. */
describe.runIf(raw !== null)('bot orders are legal', () => {
  const map = parseDiplomacyMap(raw);
  const bot = diplomacyBot(map);
  const game = diplomacyGame(map);
  it('in every phase of a seeded game to 1667', () => {
    let checked = 0;
    selfPlay(map, {
      seed: 11,
      holder: 'Spain',
      lastYear: 1667,
      onPhase: (s) => {
        if (s.winner) return;
        for (const p of map.powers.map((x) => x.name).filter((x) => x !== 'Spain')) {
          const legal = (game.view(s, { kind: 'seat', seat: p }) as { legalOrders: Order[] }).legalOrders;
          const planned = bot.orders(s, [p], decisionRng(11, checked))[p];
          for (const o of planned) {
            expect(legal).toContainEqual(expect.objectContaining({ unit: o.unit, type: o.type }));
            checked += 1;
          }
        }
      },
    });
    expect(checked).toBeGreaterThan(100);
  });
});
