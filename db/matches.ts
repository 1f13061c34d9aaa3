import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AnyGame, Viewer } from '@/lib/table/game';
import { advanceFrom, decide, fold, MatchError, refused, visibleEvents, type Folded, type StreamedEvent } from '@/lib/table/match';
import { decisionRng } from '@/lib/table/rng';
import type { Db } from './client';
import { matchEvents, matches, matchSeats } from './schema';

/**
 * The match service over SQLite: matches, seats and the event log persist; folded states are only a cache, brought
 * up to the log's last seq before every use, so a restarted server (or a second connection) continues where the log
 * ends. Writes are synchronous better-sqlite3 transactions, so within a process a read-decide-append cannot interleave,
 * and the (match, seq) primary key refuses a second process writing the same seq.
 */

/**
 * Folded matches kept in memory, least recently used dropped first: a dropped match is folded again from its log
 * when next touched, so the cap bounds memory without changing any answer.
 */
export const FOLD_CACHE_SIZE = 256;

/** 128 bits: a token cannot be guessed. */
const TOKEN_BYTES = 16;
const MATCH_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const MATCH_ID_LENGTH = 10;

export interface CreatedMatch {
  matchId: string;
  seat: string;
  token: string;
}

export interface MatchServiceOptions {
  now?: () => number;
}

type Listener = (e: StreamedEvent) => void;

interface Loaded {
  game: AnyGame;
  setup: unknown;
  seed: number;
  folded: Folded;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newMatchId(): string {
  let id = '';
  for (let i = 0; i < MATCH_ID_LENGTH; i++) id += MATCH_ID_ALPHABET[randomInt(MATCH_ID_ALPHABET.length)];
  return id;
}

export function createMatchService(db: Db, games: ReadonlyMap<string, AnyGame>, options: MatchServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Loaded>();
  const listeners = new Map<string, Set<Listener>>();

  function gameOf(kind: string): AnyGame {
    const game = games.get(kind);
    if (!game) throw new MatchError('unknown-game', `No game '${kind}' is played here.`);
    return game;
  }

  function load(matchId: string): Loaded {
    let loaded = cache.get(matchId);
    if (loaded) {
      // Touched: to the back of the queue, so the least recently used match is the one dropped.
      cache.delete(matchId);
      cache.set(matchId, loaded);
      if (cache.size > FOLD_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    } else {
      const row = db.select().from(matches).where(eq(matches.id, matchId)).get();
      if (!row) throw new MatchError('unknown-match', `No match has the id '${matchId}'.`);
      const game = gameOf(row.game);
      const setup = JSON.parse(row.setupJson) as unknown;
      loaded = { game, setup, seed: row.seed, folded: fold(game, setup, []) };
      cache.set(matchId, loaded);
    }
    const newer = readLog(matchId, loaded.folded.seq);
    if (newer.length) {
      loaded.folded = { state: loaded.game.apply(loaded.folded.state, newer.map((n) => n.event)), seq: newer[newer.length - 1].seq };
    }
    return loaded;
  }

  function readLog(matchId: string, after: number): StreamedEvent[] {
    return db
      .select({ seq: matchEvents.seq, eventJson: matchEvents.eventJson })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, after)))
      .orderBy(asc(matchEvents.seq))
      .all()
      .map((r) => ({ seq: r.seq, event: JSON.parse(r.eventJson) as unknown }));
  }

  /**
   * Appends events after `loaded`'s seq, updates the cache and tells the streams. `after` is the state the events
   * lead to when the caller has it already, so a human action costs one copy of the state, not two.
   */
  function append(matchId: string, loaded: Loaded, events: unknown[], after?: Folded): StreamedEvent[] {
    if (events.length === 0) return [];
    const at = new Date(now()).toISOString();
    const start = loaded.folded.seq;
    const written = events.map((event, i) => ({ seq: start + i + 1, event }));
    try {
      db.transaction((tx) => {
        for (const w of written) tx.insert(matchEvents).values({ matchId, seq: w.seq, eventJson: JSON.stringify(w.event), at }).run();
      });
    } catch (err) {
      // Another process wrote these seqs first: this decision was taken against a state that is gone.
      if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
      cache.delete(matchId);
      throw new MatchError('stale-seq', 'The match moved on while your action was being decided; reload and act again.');
    }
    loaded.folded = after ?? { state: loaded.game.apply(loaded.folded.state, events), seq: start + events.length };
    for (const w of written) for (const l of listeners.get(matchId) ?? []) l(w);
    return written;
  }

  /** Lets the game act on its own (bots, deadlines) before anyone reads. */
  function advanced(matchId: string, loaded = load(matchId)): Loaded {
    const auto = advanceFrom(loaded.game, loaded.folded, loaded.seed, now());
    append(matchId, loaded, auto.events, auto.after);
    return loaded;
  }

  function issueToken(matchId: string, seat: string): string {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    db.insert(matchSeats).values({ matchId, seat, tokenHash: hashToken(token), claimedAt: new Date(now()).toISOString() }).run();
    return token;
  }

  /** The seat whose token this is; every claimed seat is compared, in constant time, so timing tells nothing. */
  function seatOf(matchId: string, token: string): string {
    const presented = Buffer.from(hashToken(token), 'hex');
    let found: string | undefined;
    for (const row of db.select().from(matchSeats).where(eq(matchSeats.matchId, matchId)).all()) {
      if (timingSafeEqual(presented, Buffer.from(row.tokenHash, 'hex'))) found = row.seat;
    }
    if (found === undefined) throw new MatchError('invalid-token', 'That token holds no seat in this match.');
    return found;
  }

  /** The viewer a request's token (or its absence) makes; a token that fits no seat is refused, not demoted. */
  function viewerOf(matchId: string, token: string | undefined): Viewer {
    load(matchId);
    return token === undefined ? { kind: 'spectator' } : { kind: 'seat', seat: seatOf(matchId, token) };
  }

  function claimedSeats(matchId: string): string[] {
    return db.select({ seat: matchSeats.seat }).from(matchSeats).where(eq(matchSeats.matchId, matchId)).all().map((r) => r.seat);
  }

  /** The opening, once the game says it can begin, then whatever it does on its own. */
  function begin(matchId: string, loaded: Loaded): void {
    append(matchId, loaded, loaded.game.start(loaded.folded.state, decisionRng(loaded.seed, loaded.folded.seq)));
    advanced(matchId, loaded);
  }

  return {
    /** Creates a match from a create body's game part, seats the creator and plays the opening once it can begin. */
    create(kind: string, body: unknown): CreatedMatch {
      const game = gameOf(kind);
      const parsed = game.setup.safeParse(body);
      if (!parsed.success) {
        throw new MatchError('invalid-body', 'The match setup is not valid (see issues).', {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      const prepared = game.prepare ? game.prepare(parsed.data) : { ok: true as const, setup: parsed.data };
      if (!prepared.ok) throw refused(prepared);
      const { setup } = prepared;
      const seat = game.creatorSeat?.(setup) ?? game.seats(setup)[0];
      const seed = randomInt(2 ** 32 - 1);
      const createdAt = new Date(now()).toISOString();
      let matchId = newMatchId();
      while (db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).get()) matchId = newMatchId();
      let token = '';
      db.transaction(() => {
        db.insert(matches).values({ id: matchId, game: kind, setupJson: JSON.stringify(setup), seed, createdAt }).run();
        token = issueToken(matchId, seat);
      });
      begin(matchId, load(matchId));
      return { matchId, seat, token };
    },

    /**
     * Claims a free open seat with a join body (the game's: a power, a fleet), recording what the joiner brings in
     * the log. The holder of a seat's token may "join" again (another device) and gets the same seat back; their
     * token is theirs already and is not reissued.
     */
    join(matchId: string, body: unknown, token?: string): { seat: string; token: string } {
      const loaded = load(matchId);
      const { game, setup } = loaded;
      const held = token === undefined ? undefined : seatOf(matchId, token);
      const parsed = game.join.safeParse(body);
      // Reopening a seat on another device needs only its token.
      if (!parsed.success && held !== undefined) return { seat: held, token: token! };
      if (!parsed.success) {
        throw new MatchError('invalid-body', 'The join body is not valid (see issues).', {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      const open = game.openSeats?.(setup) ?? game.seats(setup);
      const claimed = claimedSeats(matchId);
      const free = open.filter((s) => !claimed.includes(s) || s === held);
      const joined = game.joined(loaded.folded.state, parsed.data, free, open);
      if (!joined.ok) throw refused(joined);
      if (joined.seat === held) return { seat: held, token: token! };
      if (claimed.includes(joined.seat)) throw new MatchError('seat-taken', `${joined.seat} is already taken; its player can reopen it with their link and token.`);
      let issued = '';
      db.transaction(() => {
        issued = issueToken(matchId, joined.seat);
        append(matchId, loaded, joined.events);
      });
      begin(matchId, loaded);
      return { seat: joined.seat, token: issued };
    },

    viewerOf,

    /** Gives the game its chance to act on its own (a deadline that passed) when nobody else touches the match. */
    tick(matchId: string): void {
      advanced(matchId);
    },

    /** The match as `viewer` sees it, with the game it is (so a page knows how to draw it). */
    state(matchId: string, viewer: Viewer): { seq: number; game: string; view: unknown } {
      const { game, folded } = advanced(matchId);
      return { seq: folded.seq, game: game.kind, view: game.view(folded.state, viewer) };
    },

    /** The seq of the match's last event. */
    seq(matchId: string): number {
      return load(matchId).folded.seq;
    },

    /** The game a match plays, or undefined for an unknown match. */
    kindOf(matchId: string): string | undefined {
      return db.select({ game: matches.game }).from(matches).where(eq(matches.id, matchId)).get()?.game;
    },

    act(matchId: string, token: string | undefined, seq: unknown, action: unknown): { seq: number; events: StreamedEvent[] } {
      if (token === undefined) throw new MatchError('invalid-token', 'Acting needs your seat token (Authorization: Bearer <token>).');
      const seat = seatOf(matchId, token);
      if (typeof seq !== 'number' || !Number.isInteger(seq)) throw new MatchError('invalid-body', 'The body needs { "seq": <integer>, "action": {...} }.');
      const loaded = advanced(matchId);
      const decided = decide(loaded.game, loaded.folded, loaded.seed, seat, seq, action, now());
      const written = append(matchId, loaded, decided.events, decided.after);
      return { seq: loaded.folded.seq, events: visibleEvents(loaded.game, written, { kind: 'seat', seat }) };
    },

    /** The events after `after` that `viewer` may see. */
    eventsAfter(matchId: string, viewer: Viewer, after: number): StreamedEvent[] {
      const { game } = advanced(matchId);
      return visibleEvents(game, readLog(matchId, after), viewer);
    },

    /** Calls `listener` with every event appended from now on, already redacted for `viewer`; returns the unsubscribe. */
    subscribe(matchId: string, viewer: Viewer, listener: Listener): () => void {
      const { game } = load(matchId);
      const l: Listener = (e) => {
        const shown = game.redact(e.event, viewer);
        if (shown !== null) listener({ seq: e.seq, event: shown });
      };
      let set = listeners.get(matchId);
      if (!set) listeners.set(matchId, (set = new Set()));
      set.add(l);
      return () => {
        set.delete(l);
        if (set.size === 0) listeners.delete(matchId);
      };
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
