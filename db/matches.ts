import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AnyGame, Viewer } from '@/lib/table/game';
import { advanceFrom, decide, fold, MatchError, refused, visibleEvents, type Folded, type StreamedEvent } from '@/lib/table/match';
import { replayOf, replayView, type Replay } from '@/lib/table/replay';
import { decisionRng } from '@/lib/table/rng';
import type { Db } from './client';
import { matchEvents, matches, matchInvites, matchSeats } from './schema';

/**
 * The match service over SQLite: matches, seats and the event log persist; folded states are only a cache, brought
 * up to the log's last seq before every use, so a restarted server (or a second connection) continues where the log
 * ends. Writes are synchronous better-sqlite3 transactions, so within a process a read-decide-append cannot interleave,
 * and the (match, seq) primary key refuses a second process writing the same seq.
 *
 * Creating a match, joining it and the opening each happen in one transaction with every event they lead to, so a
 * process killed at any instant leaves a match not created, waiting for a player, or begun: never a seat filled with
 * the game unstarted. Streams hear the events only once their transaction has committed. A match stuck that way by an
 * older version is begun on its next read (`advanced`), since the opening is a pure function of the log and the seed.
 *
 * Seats by invitation (DESIGN.md "Matches"): each seat a person may claim has an invite secret, of which only the hash
 * is kept. A join presents it; a joiner's token is derived from that secret and a stored nonce, so the same invite
 * with the same body gets the same token back (a lost answer can be retried) while neither the database alone nor the
 * invite alone yields it. The retry lasts until the token is first used: from then on the answer evidently arrived,
 * and the invite's other holder (the creator, who made it) cannot recover the joiner's token.
 */

/**
 * Folded matches kept in memory, least recently used dropped first: a dropped match is folded again from its log
 * when next touched, so the cap bounds memory without changing any answer.
 */
export const FOLD_CACHE_SIZE = 256;

/**
 * Replays kept in memory (lib/table/replay.ts: a bounded number of snapshots each), least recently used dropped
 * first; a few, since a replay is watched by a handful of people at a time and a dropped one is only folded again.
 */
export const REPLAY_CACHE_SIZE = 16;

/** 128 bits: a token cannot be guessed. */
const TOKEN_BYTES = 16;
const MATCH_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const MATCH_ID_LENGTH = 10;

export interface CreatedMatch {
  matchId: string;
  seat: string;
  token: string;
  /** Each seat a person may claim, with the secret its invite link carries. */
  invites: { seat: string; secret: string }[];
}

export interface MatchServiceOptions {
  now?: () => number;
}

type Listener = (e: StreamedEvent, now: unknown) => void;

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
  const replays = new Map<string, Replay<unknown>>();

  /** The match's replay, made again once its log has doubled since (so its snapshots stay evenly spread). */
  function replayFor(matchId: string, loaded: Loaded): Replay<unknown> {
    let replay = replays.get(matchId);
    replays.delete(matchId);
    if (!replay || loaded.folded.seq > 2 * Math.max(replay.madeFor, 1)) {
      replay = replayOf(
        {
          initial: loaded.game.initial(loaded.setup),
          apply: (state, events) => loaded.game.apply(state, events),
          read: (from, to) => readLog(matchId, from, to).map((r) => r.event),
        },
        loaded.folded.seq,
      );
    }
    replays.set(matchId, replay);
    if (replays.size > REPLAY_CACHE_SIZE) replays.delete(replays.keys().next().value!);
    return replay;
  }

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

  function readLog(matchId: string, after: number, upTo = Number.MAX_SAFE_INTEGER): StreamedEvent[] {
    return db
      .select({ seq: matchEvents.seq, eventJson: matchEvents.eventJson })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, after), lte(matchEvents.seq, upTo)))
      .orderBy(asc(matchEvents.seq))
      .all()
      .map((r) => ({ seq: r.seq, event: JSON.parse(r.eventJson) as unknown }));
  }

  /**
   * Runs `write` in one transaction; the events it appends reach the streams only after the commit. A write that
   * fails leaves nothing behind: the transaction rolls back and the match's cached fold, which may have moved on, is
   * dropped, to be folded again from what the log really holds.
   */
  function atomically<T>(matchId: string, write: (written: StreamedEvent[]) => T): T {
    const written: StreamedEvent[] = [];
    let result: T;
    try {
      result = db.transaction(() => write(written));
    } catch (err) {
      cache.delete(matchId);
      throw err;
    }
    if (written.length && listeners.has(matchId)) {
      const now = load(matchId).folded.state;
      for (const w of written) for (const l of listeners.get(matchId) ?? []) l(w, now);
    }
    return result;
  }

  /**
   * Appends events after `loaded`'s seq (inside `atomically`) and moves the cached fold on. `after` is the state the
   * events lead to when the caller has it already, so a human action costs one copy of the state, not two.
   */
  function append(matchId: string, loaded: Loaded, events: unknown[], written: StreamedEvent[], after?: Folded): void {
    if (events.length === 0) return;
    const at = new Date(now()).toISOString();
    const start = loaded.folded.seq;
    const rows = events.map((event, i) => ({ seq: start + i + 1, event }));
    try {
      for (const w of rows) db.insert(matchEvents).values({ matchId, seq: w.seq, eventJson: JSON.stringify(w.event), at }).run();
    } catch (err) {
      // Another process wrote these seqs first: this decision was taken against a state that is gone.
      if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
      throw new MatchError('stale-seq', 'The match moved on while your action was being decided; reload and act again.');
    }
    loaded.folded = after ?? { state: loaded.game.apply(loaded.folded.state, events), seq: start + events.length };
    written.push(...rows);
  }

  /** The opening, if the game can begin and has not (inside `atomically`), then whatever it does on its own. */
  function settle(matchId: string, loaded: Loaded, written: StreamedEvent[]): void {
    append(matchId, loaded, loaded.game.start(loaded.folded.state, decisionRng(loaded.seed, loaded.folded.seq)), written);
    const auto = advanceFrom(loaded.game, loaded.folded, loaded.seed, now());
    append(matchId, loaded, auto.events, written, auto.after);
  }

  /** Lets the game act on its own (bots, deadlines, an opening a crash in an older version left unplayed) before anyone reads. */
  function advanced(matchId: string): Loaded {
    const loaded = load(matchId);
    const opening = loaded.game.start(loaded.folded.state, decisionRng(loaded.seed, loaded.folded.seq));
    const auto = opening.length ? null : advanceFrom(loaded.game, loaded.folded, loaded.seed, now());
    if (opening.length === 0 && auto!.events.length === 0) return loaded;
    atomically(matchId, (written) => {
      if (opening.length) settle(matchId, loaded, written);
      else append(matchId, loaded, auto!.events, written, auto!.after);
    });
    return loaded;
  }

  function insertSeat(matchId: string, seat: string, tokenHash: string, join?: { hash: string; nonce: string }): void {
    db.insert(matchSeats)
      .values({ matchId, seat, tokenHash, claimedAt: new Date(now()).toISOString(), joinHash: join?.hash ?? null, joinNonce: join?.nonce ?? null })
      .run();
  }

  /** The seat whose token this is; every claimed seat is compared, in constant time, so timing tells nothing. */
  function seatOf(matchId: string, token: string): string {
    const presented = Buffer.from(hashToken(token), 'hex');
    let found: (typeof matchSeats.$inferSelect) | undefined;
    for (const row of db.select().from(matchSeats).where(eq(matchSeats.matchId, matchId)).all()) {
      if (timingSafeEqual(presented, Buffer.from(row.tokenHash, 'hex'))) found = row;
    }
    if (found === undefined) throw new MatchError('invalid-token', 'That token holds no seat in this match.');
    // Its first use shows the join's answer arrived: a retried join may no longer hand the token out again.
    if (found.usedAt === null) {
      db.update(matchSeats)
        .set({ usedAt: new Date(now()).toISOString() })
        .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, found.seat), isNull(matchSeats.usedAt)))
        .run();
    }
    return found.seat;
  }

  /** The seat an invite secret opens, compared in constant time against every invite of the match; undefined when none. */
  function inviteSeat(matchId: string, secret: string): string | undefined {
    const presented = Buffer.from(hashToken(secret), 'hex');
    let found: string | undefined;
    for (const row of db.select().from(matchInvites).where(eq(matchInvites.matchId, matchId)).all()) {
      if (timingSafeEqual(presented, Buffer.from(row.secretHash, 'hex'))) found = row.seat;
    }
    return found;
  }

  /** The viewer a request's token (or its absence) makes; a token that fits no seat is refused, not demoted. */
  function viewerOf(matchId: string, token: string | undefined): Viewer {
    load(matchId);
    return token === undefined ? { kind: 'spectator' } : { kind: 'seat', seat: seatOf(matchId, token) };
  }

  function claimedSeat(matchId: string, seat: string) {
    return db.select().from(matchSeats).where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, seat))).get();
  }

  return {
    /**
     * Creates a match from a create body's game part, seats the creator, makes an invite for every other seat a person
     * may claim and plays the opening once it can begin: all in one transaction.
     */
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
      const open = (game.openSeats?.(setup) ?? game.seats(setup)).filter((s) => s !== seat);
      const invites = open.map((s) => ({ seat: s, secret: randomBytes(TOKEN_BYTES).toString('base64url') }));
      const seed = randomInt(2 ** 32 - 1);
      const createdAt = new Date(now()).toISOString();
      let matchId = newMatchId();
      while (db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).get()) matchId = newMatchId();
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      atomically(matchId, (written) => {
        db.insert(matches).values({ id: matchId, game: kind, setupJson: JSON.stringify(setup), seed, createdAt }).run();
        insertSeat(matchId, seat, hashToken(token));
        for (const i of invites) db.insert(matchInvites).values({ matchId, seat: i.seat, secretHash: hashToken(i.secret) }).run();
        settle(matchId, load(matchId), written);
      });
      return { matchId, seat, token, invites };
    },

    /**
     * Claims the seat `body.invite` opens with the rest of the join body (the game's: a fleet, a power), recording
     * what the joiner brings in the log, and plays the opening if the match can now begin: one transaction. Without
     * an invite, the holder of a seat's token "joins" again (another device) and gets that seat back; a token never
     * joins another seat. The same invite with the same body again returns the same seat and token.
     */
    join(matchId: string, body: Record<string, unknown>, token?: string): { seat: string; token: string } {
      const loaded = load(matchId);
      const { game, setup } = loaded;
      const held = token === undefined ? undefined : seatOf(matchId, token);
      const { invite, ...rest } = body;
      if (invite === undefined && held !== undefined) return { seat: held, token: token! };
      if (typeof invite !== 'string' || invite === '') {
        throw new MatchError('bad-invite', 'A seat is taken only with its invite: send { "invite": "<the secret after ?invite= in your link>" } with the join.');
      }
      const seat = inviteSeat(matchId, invite);
      if (seat === undefined) throw new MatchError('bad-invite', 'That invite opens no seat of this match.');
      if (held !== undefined) {
        if (held === seat) return { seat: held, token: token! };
        throw new MatchError('bad-invite', `Your token holds ${held}: a seat's token never joins another seat.`);
      }
      const parsed = game.join.safeParse(rest);
      if (!parsed.success) {
        throw new MatchError('invalid-body', 'The join body is not valid (see issues).', {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      const joinHash = hashToken(canonicalJson(rest));
      const taken = claimedSeat(matchId, seat);
      if (taken) {
        if (taken.joinHash === joinHash && taken.joinNonce !== null && taken.usedAt === null) {
          const again = seatToken(invite, matchId, seat, taken.joinNonce);
          if (hashToken(again) === taken.tokenHash) return { seat, token: again };
        }
        throw new MatchError('seat-taken', `${seat} is already taken; its player can reopen it with their link and token.`);
      }
      const open = game.openSeats?.(setup) ?? game.seats(setup);
      const joined = game.joined(loaded.folded.state, parsed.data, [seat], open.filter((s) => s === seat));
      if (!joined.ok) throw refused(joined);
      if (joined.seat !== seat) throw new MatchError('bad-invite', `That invite is for ${seat}, not ${joined.seat}.`);
      const nonce = randomBytes(TOKEN_BYTES).toString('base64url');
      const issued = seatToken(invite, matchId, seat, nonce);
      atomically(matchId, (written) => {
        try {
          insertSeat(matchId, seat, hashToken(issued), { hash: joinHash, nonce });
        } catch (err) {
          // Another process seated someone there since this one looked.
          if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
          throw new MatchError('seat-taken', `${seat} is already taken; its player can reopen it with their link and token.`);
        }
        append(matchId, loaded, joined.events, written);
        settle(matchId, loaded, written);
      });
      return { seat, token: issued };
    },

    /** The seat an invite secret opens in this match, or null (a page says whose seat a link offers). */
    inviteSeat(matchId: string, secret: string): string | null {
      return inviteSeat(matchId, secret) ?? null;
    },

    viewerOf,

    /** Gives the game its chance to act on its own (a deadline that passed) when nobody else touches the match. */
    tick(matchId: string): void {
      advanced(matchId);
    },

    /**
     * The match as `viewer` sees it, with the game it is (so a page knows how to draw it), when it was created and when
     * its last event was written (ISO times: a player's list of matches says when each began and last moved).
     */
    state(matchId: string, viewer: Viewer): { seq: number; game: string; view: unknown; startedAt: string; lastMoveAt: string } {
      const { game, folded } = advanced(matchId);
      const startedAt = db.select({ at: matches.createdAt }).from(matches).where(eq(matches.id, matchId)).get()?.at ?? '';
      const last = db.select({ at: matchEvents.at }).from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(desc(matchEvents.seq)).limit(1).get();
      return { seq: folded.seq, game: game.kind, view: game.view(folded.state, viewer), startedAt, lastMoveAt: last?.at ?? startedAt };
    },

    /**
     * The match as `viewer` saw it after event `at` (a replay): what she knew then, or everything once the match is
     * over. `at` must lie within the log (the route checks it against `seq` and answers 400 otherwise).
     */
    stateAt(matchId: string, viewer: Viewer, at: number): { seq: number; view: unknown } {
      const loaded = load(matchId);
      if (!Number.isInteger(at) || at < 0 || at > loaded.folded.seq) throw new RangeError(`seq ${at} is not in the log (0 to ${loaded.folded.seq})`);
      const state = at === loaded.folded.seq ? loaded.folded.state : replayFor(matchId, loaded).stateAt(at);
      return { seq: at, view: replayView(loaded.game, state, viewer, loaded.game.outcome(loaded.folded.state).over) };
    },

    /**
     * A match's whole log, unredacted, with its game and set-up and whether it is over: for what is written from a
     * finished match (a battle report), where every value is revealed to everyone. Callers must not send it for a
     * match still being played.
     */
    fullLog(matchId: string): { game: AnyGame; setup: unknown; events: unknown[]; over: boolean } {
      const loaded = load(matchId);
      return { game: loaded.game, setup: loaded.setup, events: readLog(matchId, 0).map((r) => r.event), over: loaded.game.outcome(loaded.folded.state).over };
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
      const written = atomically(matchId, (out) => {
        append(matchId, loaded, decided.events, out, decided.after);
        return out;
      });
      return { seq: loaded.folded.seq, events: visibleEvents(loaded.game, written, { kind: 'seat', seat }, loaded.folded.state) };
    },

    /** The events after `after` that `viewer` may see. */
    eventsAfter(matchId: string, viewer: Viewer, after: number): StreamedEvent[] {
      const { game, folded } = advanced(matchId);
      return visibleEvents(game, readLog(matchId, after), viewer, folded.state);
    },

    /** Calls `listener` with every event appended from now on, already redacted for `viewer`; returns the unsubscribe. */
    subscribe(matchId: string, viewer: Viewer, listener: (e: StreamedEvent) => void): () => void {
      const { game } = load(matchId);
      const l: Listener = (e, now) => {
        const shown = game.redact(e.event, viewer, now);
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

/** A joiner's token: bound to the invite's secret, the match, the seat and the nonce stored with the seat. */
function seatToken(invite: string, matchId: string, seat: string, nonce: string): string {
  return createHmac('sha256', invite).update(`${matchId}\n${seat}\n${nonce}`).digest().subarray(0, TOKEN_BYTES).toString('base64url');
}

/** JSON with every object's keys sorted, so the same join body hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type MatchService = ReturnType<typeof createMatchService>;
