import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '@/lib/engine/core/dice';
import type { Card } from '@/lib/cards/card';
import type { GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import type { Fleet } from '@/lib/fleet/fleet';
import type { RulesetId } from '@/lib/ruleset-ids';
import { MatchError } from '@/lib/table/match';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { memoryMatch } from '@/tests/fixtures/memory-match';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { overlapsAny } from '@/lib/engine/hull/hull';
import { piratesGame, type PiratesEvent, type PiratesState } from './game';
import { describeEvent } from './log';
import type { PiratesView } from './view';

const english = [
  shipCard({ name: 'Test Sloop', cannons: '3S-3L', move: 'S+L', cargo: 3, points: 8 }),
  shipCard({ name: 'Test Brig', cannons: '2S-3S-3L', move: 'S+S', cargo: 4, points: 12 }),
  shipCard({ name: 'Test Frigate', cannons: '2L-2S-3L-3S', move: 'S+L', cargo: 5, points: 16 }),
];
const helmsman = crewCard({ name: 'Helmsman', ability: 'Helmsman', keywords: ['helmsman'], points: 2 });
const cards = new Map<string, Card>([...english, helmsman].map((c) => [c.id, c]));

const fleetFor = (ruleset: RulesetId, buildTotal: number): Fleet => ({
  ruleset,
  buildTotal,
  nationality: 'English',
  ships: english.map((c, i) => ({ cardId: c.id, crew: i === 1 ? [helmsman.id] : [] })),
  crew: [],
  forts: [],
  treasure: [],
});
const FLEETS: Record<'official' | 'crimson-coast' | 'daniel-house', Fleet> = {
  official: fleetFor('official', 40),
  'crimson-coast': fleetFor('crimson-coast', 40),
  'daniel-house': fleetFor('daniel-house', 50),
};

const game = piratesGame({
  lookup: (id) => cards.get(id),
  fleetOf: (ref) => ('slug' in ref && ref.slug === 'saved001' ? FLEETS.official : { error: 'No such fleet.' }),
});

/** Six islands fixed by the scenario, the first two the homes: set-up skips placing them. */
const RING = [
  { x: 7, y: 11 },
  { x: 7, y: 3 },
  { x: 3, y: 5 },
  { x: 11, y: 5 },
  { x: 3, y: 9 },
  { x: 11, y: 9 },
];

const seatView = (m: ReturnType<typeof memoryMatch>, seat: string) => m.view({ kind: 'seat', seat }) as PiratesView;

/** Plays both seats from their views until the game ends; returns how many actions were sent. */
function playOut(m: ReturnType<typeof memoryMatch>, seats: string[], maxActions = 4000): number {
  let n = 0;
  for (; n < maxActions; n++) {
    const spectator = m.view({ kind: 'spectator' }) as PiratesView;
    if (spectator.over) return n;
    const seat = spectator.toAct!;
    expect(seats).toContain(seat);
    // Only the seat that must act has anything to send.
    for (const other of seats) if (other !== seat) expect(seatView(m, other).legal).toEqual([]);
    m.act(seat, scriptedChoice(seatView(m, seat)));
  }
  throw new Error(`no end after ${maxActions} actions`);
}

describe('Pirates on the match service', () => {
  it('waits for the second fleet, then opens with the built game and the first turn', () => {
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', scenario: { islands: [{ x: 3, y: 3 }, { x: 10, y: 10 }, { x: 3, y: 10 }] } });
    expect(seatView(m, 'A')).toMatchObject({ phase: 'waiting', toAct: null, legal: [], game: null });
    expect(m.join({ fleet: { slug: 'saved001' } })).toBe('B');
    const view = seatView(m, 'A');
    expect(view.phase).toBe('playing');
    expect(view.game!.ships).toHaveLength(6);
    expect(m.log.map((e) => (e as { type: string }).type).slice(0, 3)).toEqual(['joined', 'built', 'turn-started']);
  });

  it('sets the standard table by default: islands, treasure and both fleets round their homes, so the first action is a ship\'s', () => {
    for (const ruleset of ['official', 'crimson-coast', 'daniel-house'] as const) {
      const m = memoryMatch(game, { fleet: FLEETS[ruleset], ruleset }, 9);
      m.join({ fleet: FLEETS[ruleset] });
      const view = m.view({ kind: 'spectator' }) as PiratesView;
      expect(view.phase).toBe('playing');
      const built = (m.state as PiratesState).game!;
      expect(built.islands.filter((i) => i.home >= 0)).toHaveLength(2);
      expect(built.islands.some((i) => i.treasure.length > 0)).toBe(true);
      // No ship starts lying across another or an island: two such ships could never make way.
      const afloat = built.ships.filter((s) => s.inPlay);
      for (const s of afloat) expect(overlapsAny(s, afloat, built.islands)).toBe(false);
      const seat = view.toAct!;
      expect(seatView(m, seat).legal.some((a) => a.type === 'move')).toBe(true);
    }
  });

  it("sets up the table as 001 says when the scenario leaves it open: first player, islands in turn within 1L to 6L, homes chosen by the last placer and the first player", () => {
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', setup: 'by-hand' }, 4);
    m.join({ fleet: FLEETS.official });
    const begun = m.view({ kind: 'spectator' }) as PiratesView;
    expect(begun.phase).toBe('setup');
    const first = begun.placing!.order[0] === 0 ? 'A' : 'B';
    const second = first === 'A' ? 'B' : 'A';
    expect(begun.toAct).toBe(first);
    expect(seatView(m, second).legal).toEqual([]);
    // Too close to nothing yet, but off the table; then one island, and another 0.5 S from it.
    expect(() => m.act(first, { type: 'place-island', x: 0.2, y: 7 })).toThrow(/wholly on the table/);
    m.act(first, { type: 'place-island', x: 4, y: 4 });
    expect(() => m.act(second, { type: 'place-island', x: 5.8, y: 4 })).toThrow(/at least 1.40 S apart/);
    expect(() => m.act(first, { type: 'place-island', x: 9, y: 9 })).toThrow(/places the next island/);
    for (let i = 1; i < 6; i++) {
      const view = seatView(m, i % 2 === 0 ? first : second);
      expect(view.placing!.step).toMatchObject({ kind: 'place-island' });
      m.act(view.you!, scriptedChoice(view));
    }
    // Six islands, the last placed by the second player, who chooses the first player's home.
    const homes = m.view({ kind: 'spectator' }) as PiratesView;
    expect(homes.placing!.step).toEqual({ kind: 'choose-home', by: begun.placing!.order[0] === 0 ? 1 : 0, for: begun.placing!.order[0] });
    m.act(second, { type: 'choose-home', island: 2 });
    expect(() => m.act(first, { type: 'choose-home', island: 2 })).toThrow(/already a home/);
    m.act(first, { type: 'choose-home', island: 5 });
    const built = (m.state as PiratesState).game!;
    const placed = (m.state as PiratesState).placing!.islands;
    expect(built.first).toBe(begun.placing!.order[0]);
    // The islands keep the numbers they were placed with: the log's "island 4" is the fourth placed.
    expect(built.islands.map(({ x, y }) => ({ x, y }))).toEqual(placed);
    expect(built.islands[2].home).toBe(begun.placing!.order[0]);
    expect(built.islands[5].home).toBe(begun.placing!.order[0] === 0 ? 1 : 0);
    expect(built.islands.filter((i) => i.home === -1)).toHaveLength(4);

    // Then each places her ships round her home, the first player first: bows touching it, never overlapping.
    expect(seatView(m, first)).toMatchObject({ phase: 'deploy', toAct: first });
    const me = begun.placing!.order[0];
    const [one, two] = built.ships.filter((s) => s.owner === me);
    m.act(first, { type: 'deploy', ship: one.id, bearing: 90 });
    const home = built.islands.find((i) => i.home === me)!;
    const moved = (m.state as PiratesState).game!.ships[one.id];
    expect(moved.x).toBeCloseTo(home.x + home.r, 9);
    expect(moved.y).toBeCloseTo(home.y, 9);
    expect(moved.heading).toBe(270);
    expect(() => m.act(first, { type: 'deploy', ship: two.id, bearing: 92 })).toThrow(/would overlap/);
    // Crew may change ships before play while the fleet stays legal, and only between her own ships.
    const crewed = built.ships.find((s) => s.owner === me && s.crew.length > 0)!;
    const enemy = built.ships.find((s) => s.owner !== me)!;
    expect(() => m.act(first, { type: 'assign-crew', ship: crewed.id, crew: 0, to: enemy.id })).toThrow(/your own ships/);
    expect(seatView(m, first).legal).toContainEqual({ type: 'assign-crew', ship: crewed.id, crew: 0, to: one.id });
    m.act(first, { type: 'assign-crew', ship: crewed.id, crew: 0, to: one.id });
    expect((m.state as PiratesState).game!.ships[one.id].crew.map((c) => c.cardId)).toEqual([helmsman.id]);
    expect(() => m.act(second, { type: 'ready' })).toThrow(/is placing ships/);
    m.act(first, { type: 'ready' });
    expect(seatView(m, second).toAct).toBe(second);
    m.act(second, { type: 'ready' });
    expect(seatView(m, 'A').phase).toBe('playing');
    expect(m.log.at(-1)).toMatchObject({ type: 'turn-started', player: me, turn: 1 });
  });

  it("places Daniel's seed island itself, then each player the other's home 3L to 5L from it", () => {
    const m = memoryMatch(game, { fleet: FLEETS['daniel-house'], ruleset: 'daniel-house', setup: 'by-hand' }, 2);
    m.join({ fleet: FLEETS['daniel-house'] });
    const begun = m.view({ kind: 'spectator' }) as PiratesView;
    expect(begun.placing!.islands).toEqual([{ x: 8, y: 8 }]);
    const first = begun.placing!.order[0];
    expect(begun.placing!.step).toEqual({ kind: 'place-island', by: first, home: first === 0 ? 1 : 0 });
    expect(() => m.act(begun.toAct!, { type: 'place-island', x: 8, y: 11 })).toThrow(/from the seed island/);
    while ((m.view({ kind: 'spectator' }) as PiratesView).phase === 'setup') {
      const seat = (m.view({ kind: 'spectator' }) as PiratesView).toAct!;
      m.act(seat, scriptedChoice(seatView(m, seat)));
    }
    const built = (m.state as PiratesState).game!;
    expect(built.islands.filter((i) => i.seed)).toEqual([expect.objectContaining({ x: 8, y: 8 })]);
    expect(built.islands[1]).toMatchObject({ ...(m.state as PiratesState).placing!.islands[1], home: first === 0 ? 1 : 0 });
  });

  it('refuses an illegal fleet at create and at join with the validator\'s violations, and a third fleet', () => {
    const tooBig = { ...FLEETS.official, buildTotal: 20 };
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof MatchError ? { code: e.code, status: e.status, details: e.details } : e;
      }
      return null;
    };
    expect(refusal(() => memoryMatch(game, { fleet: tooBig, ruleset: 'official' }))).toMatchObject({ code: 'rejected', status: 422, details: { issues: [expect.objectContaining({ rule: expect.any(String) })] } });
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official' });
    expect(refusal(() => m.join({ fleet: tooBig }))).toMatchObject({ status: 422 });
    expect(refusal(() => m.join({ fleet: { slug: 'nosuchfl' } }))).toMatchObject({ status: 422, code: 'rejected' });
    m.join({ fleet: FLEETS.official });
    expect(refusal(() => m.join({ fleet: FLEETS.official }))).toMatchObject({ status: 409, code: 'seat-taken' });
    expect(refusal(() => memoryMatch(game, { fleet: FLEETS.official, ruleset: 'caribbean-diplomacy' }))).toMatchObject({ status: 422 });
  });

  it.each(['official', 'crimson-coast', 'daniel-house'] as const)('plays a whole %s game between two scripted seats, to its end', (ruleset) => {
    const m = memoryMatch(game, { fleet: FLEETS[ruleset], ruleset, scenario: { maxTurns: 60 } }, 7);
    m.join({ fleet: FLEETS[ruleset] });
    const actions = playOut(m, ['A', 'B']);
    const state = m.state as PiratesState;
    expect(state.game!.over).toBe(true);
    expect(actions).toBeGreaterThan(10);
    // Replaying the log from the start gives the same state.
    expect(game.apply(game.initial(m.setup), m.log as never)).toEqual(state);
    const end = seatView(m, 'A');
    expect(end.over).toBe(true);
    expect(end.winner).toBe(state.game!.winner === -1 ? null : ['A', 'B'][state.game!.winner]);
  });

  it('plays against the computer, which acts on its own turns through the same rules', () => {
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', opponent: 'computer', setup: 'by-hand', scenario: { maxTurns: 40 } }, 3);
    // The set-up too: the computer places its islands and chooses its homes on its own.
    expect(seatView(m, 'A').phase).toBe('setup');
    playOut(m, ['A']);
    expect((m.state as PiratesState).game!.over).toBe(true);
  });

  it('puts a hit\'s mast to the defender, and only the defender may answer', () => {
    let found = false;
    for (let seed = 1; seed < 60 && !found; seed++) {
      const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', scenario: { maxTurns: 40 } }, seed);
      m.join({ fleet: FLEETS.official });
      for (let i = 0; i < 600 && !(m.view({ kind: 'spectator' }) as PiratesView).over; i++) {
        const spectator = m.view({ kind: 'spectator' }) as PiratesView;
        if (spectator.pending?.kind === 'mast') {
          const by = spectator.pending.by;
          const attacker = by === 'A' ? 'B' : 'A';
          expect(spectator.toAct).toBe(by);
          expect(() => m.act(attacker, { type: 'choose', answer: 0 })).toThrow(/Waiting for/);
          // One decision a hit: the shot resolves once every hit's mast is chosen, each the last one offered.
          const chosen: { ship: number; mast: number }[] = [];
          for (let view = seatView(m, by); view.pending?.kind === 'mast' && view.pending.by === by; view = seatView(m, by)) {
            const choice = view.pending.choice as { ship: number; options: number[] };
            chosen.push({ ship: choice.ship, mast: choice.options[choice.options.length - 1] });
            m.act(by, { type: 'choose', answer: chosen[chosen.length - 1].mast });
          }
          const after = (m.state as PiratesState).game!;
          for (const c of chosen) expect(after.ships[c.ship].up[c.mast]).toBe(false);
          found = true;
          break;
        }
        m.act(spectator.toAct!, scriptedChoice(seatView(m, spectator.toAct!), 'hunt'));
      }
    }
    expect(found).toBe(true);
  });

  it('never tells a seat or a spectator the worth of a coin it has not seen', () => {
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', scenario: { maxTurns: 60, islands: RING } }, 11);
    m.join({ fleet: FLEETS.official });
    const check = () => {
      const state = m.state as PiratesState;
      const g = state.game!;
      for (const viewer of [{ kind: 'seat' as const, seat: 'A' }, { kind: 'seat' as const, seat: 'B' }, { kind: 'spectator' as const }]) {
        const player = viewer.kind === 'seat' ? (viewer.seat === 'A' ? 0 : 1) : null;
        const view = m.view(viewer) as PiratesView;
        view.game!.treasures.forEach((t, id) => {
          const real = g.treasures[id];
          const seen = g.over || real.unique || (player === null ? real.seenBy[0] && real.seenBy[1] : real.seenBy[player]);
          expect('value' in t, `treasure ${id} for ${JSON.stringify(viewer)}`).toBe(seen);
        });
        for (const e of m.seen(viewer) as (GameEvent | { type: 'built'; game: GameState })[]) {
          if (e.type === 'built') for (const t of e.game.treasures as unknown as { hidden?: boolean; unique?: boolean }[]) expect(t.hidden === true || t.unique === true).toBe(true);
          // Engine events name coins by id only: none carries a face-down coin's worth.
          if (e.type === 'treasure-value' || e.type === 'treasure-created') expect(g.players.some((p) => p.home.length > 0)).toBe(true);
        }
      }
    };
    for (let i = 0; i < 300 && !(m.view({ kind: 'spectator' }) as PiratesView).over; i++) {
      const seat = (m.view({ kind: 'spectator' }) as PiratesView).toAct!;
      m.act(seat, scriptedChoice(seatView(m, seat)));
      if (i % 10 === 0) check();
    }
    check();
  });

  it('refuses an action for the other seat\'s ship (403), out of turn (403) and one the rules refuse (422), changing nothing', () => {
    const m = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', scenario: { islands: RING } }, 5);
    m.join({ fleet: FLEETS.official });
    const state = m.state as PiratesState;
    const active = state.game!.active === 0 ? 'A' : 'B';
    const idle = active === 'A' ? 'B' : 'A';
    const theirs = state.game!.ships.find((s) => s.owner !== state.game!.active)!;
    const mine = state.game!.ships.find((s) => s.owner === state.game!.active)!;
    const status = (seat: string, action: unknown): [number, string] => {
      try {
        m.act(seat, action);
      } catch (e) {
        if (e instanceof MatchError) return [e.status, e.message];
        throw e;
      }
      return [200, 'accepted'];
    };
    const before = m.seq;
    expect(status(active, { type: 'repair', ship: theirs.id })).toEqual([403, `${theirs.name} is not in your fleet.`]);
    expect(status(idle, { type: 'end-turn' })).toEqual([403, `It is ${active}'s turn.`]);
    expect(status(active, { type: 'repair', ship: mine.id })[0]).toBe(422);
    expect(status(active, { type: 'move', ship: mine.id, segments: [{ heading: 0, distance: 9 }] })[0]).toBe(422);
    expect(m.seq).toBe(before);
  });

  it('lets either seat resign or agree a draw at any time, in turn or not; an offer lapses when its maker ends a turn', () => {
    const outcome = (m: ReturnType<typeof memoryMatch>) => m.view({ kind: 'spectator' }) as PiratesView;
    const resigned = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official' }, 5);
    resigned.join({ fleet: FLEETS.official });
    const idle = outcome(resigned).toAct === 'A' ? 'B' : 'A';
    expect(seatView(resigned, outcome(resigned).toAct!).legal).toEqual(expect.arrayContaining([{ type: 'resign' }, { type: 'offer-draw' }]));
    // DESIGN.md: "2 seats: the other wins", out of turn too.
    resigned.act(idle, { type: 'resign' });
    expect(outcome(resigned)).toMatchObject({ over: true, winner: idle === 'A' ? 'B' : 'A', endReason: 'resigned' });
    expect(() => resigned.act(idle, { type: 'offer-draw' })).toThrow(/already over/);

    const drawn = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official' }, 5);
    drawn.join({ fleet: FLEETS.official });
    const active = outcome(drawn).toAct!;
    const waiting = active === 'A' ? 'B' : 'A';
    expect(() => drawn.act(waiting, { type: 'accept-draw' })).toThrow(/has not offered one/);
    drawn.act(active, { type: 'offer-draw' });
    expect(() => drawn.act(active, { type: 'offer-draw' })).toThrow(/already offered/);
    // "an offer lapses when its maker next ends a turn"
    drawn.act(active, { type: 'end-turn' });
    expect(() => drawn.act(waiting, { type: 'accept-draw' })).toThrow(/lapsed/);
    drawn.act(active, { type: 'offer-draw' });
    expect(seatView(drawn, waiting).legal).toContainEqual({ type: 'accept-draw' });
    drawn.act(waiting, { type: 'accept-draw' });
    expect(outcome(drawn)).toMatchObject({ over: true, winner: null, endReason: 'draw-agreed' });
    expect(drawn.log.map((e) => describeEvent(e as PiratesEvent, null)).filter(Boolean).slice(-3)).toEqual([`${active} offered a draw.`, `${waiting} accepted the draw.`, 'The game is over: a draw (draw agreed).']);

    // The computer, level on gold at the start, takes the draw.
    const level = memoryMatch(game, { fleet: FLEETS.official, ruleset: 'official', opponent: 'computer' }, 5);
    level.act('A', { type: 'offer-draw' });
    expect(outcome(level)).toMatchObject({ over: true, winner: null });
  });

  it('holds over random games: every listed action is accepted, no viewer is sent an unseen coin\'s worth, the log replays, every game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.constantFrom('official', 'crimson-coast', 'daniel-house'), (seed, ruleset: keyof typeof FLEETS) => {
        const m = memoryMatch(game, { fleet: FLEETS[ruleset], ruleset, scenario: { maxTurns: 6 } }, seed);
        m.join({ fleet: FLEETS[ruleset] });
        const pick = seededDice(seed);
        for (let i = 0; i < 2000; i++) {
          const spectator = m.view({ kind: 'spectator' }) as PiratesView;
          if (spectator.over) break;
          // Every view sent along the way shows a coin's worth only to whoever may know it.
          const g = (m.state as PiratesState).game;
          if (g && i % 5 === 0) {
            for (const [viewer, player] of [[{ kind: 'seat' as const, seat: 'A' }, 0], [{ kind: 'seat' as const, seat: 'B' }, 1], [{ kind: 'spectator' as const }, null]] as const) {
              (m.view(viewer) as PiratesView).game!.treasures.forEach((t, id) => {
                const real = g.treasures[id];
                expect('value' in t).toBe(g.over || real.unique || (player === null ? real.seenBy[0] && real.seenBy[1] : real.seenBy[player]));
              });
            }
          }
          // Resigning or agreeing a draw would end most games in a few actions; they have their own test.
          const legal = seatView(m, spectator.toAct!).legal.filter((a) => a.type !== 'resign' && a.type !== 'offer-draw' && a.type !== 'accept-draw');
          // Ending the turn is one choice among many, so turns last a while but still end.
          m.act(spectator.toAct!, legal[pick.below(legal.length)]);
        }
        const state = m.state as PiratesState;
        expect(state.game!.over).toBe(true);
        expect(game.apply(game.initial(m.setup), m.log as never)).toEqual(state);
        for (const viewer of [{ kind: 'seat' as const, seat: 'A' }, { kind: 'seat' as const, seat: 'B' }, { kind: 'spectator' as const }]) {
          // The opening shows only coins face up for everyone: unique treasure, and Daniel's starting coin.
          const start = (m.state as PiratesState).game!;
          for (const e of m.seen(viewer) as { type: string; game?: GameState }[]) {
            if (e.type !== 'built') continue;
            (e.game!.treasures as unknown as ({ id: number; hidden: true } | { id: number; unique: boolean })[]).forEach((t) => {
              expect('hidden' in t || t.unique || start.treasures[t.id].seenBy.every(Boolean)).toBe(true);
            });
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
