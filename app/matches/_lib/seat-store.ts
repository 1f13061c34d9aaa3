/**
 * A player's seat in a match is its token: kept in this browser's localStorage under the match id, so the invite
 * link reopens the seat after a reload and `/matches` can list the matches this browser plays in. The token never
 * goes into a URL the page shows or shares.
 */
export type StoredSeat = {
  seat: string;
  token: string;
  creator?: boolean;
  /** Which game the match plays ('pirates', 'diplomacy'); older entries are Diplomacy's. */
  game?: string;
  /** What the player called it when they sat down (their fleet's name, the power they play). */
  title?: string;
  /** When the seat was taken (ms since the epoch), for the list's order. */
  at?: number;
  /** The links the server gave at creation, at the site's public address. */
  inviteUrl?: string;
  /** Every seat's invite link, for a game with more than one seat to fill (Diplomacy). */
  invites?: { seat: string; inviteUrl: string }[];
  spectateUrl?: string;
  /** A Pirates creator's setup, so a finished game can be played again: the create body without its fleet resolved. */
  rematch?: Record<string, unknown>;
  /**
   * The newest event this browser has shown of the match, and when it first showed it: the state answer carries no
   * times, so "My matches" tells the last move this browser saw, and whether there are newer ones, from this.
   */
  seen?: { seq: number; at: number };
};

const PREFIX = 'pirates-match:';
const keyOf = (matchId: string) => `${PREFIX}${matchId}`;

function parse(raw: string | null): StoredSeat | null {
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredSeat) : null;
    return parsed && typeof parsed.seat === 'string' && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function loadSeat(matchId: string): StoredSeat | null {
  try {
    return parse(window.localStorage.getItem(keyOf(matchId)));
  } catch {
    return null;
  }
}

export function saveSeat(matchId: string, seat: StoredSeat): void {
  window.localStorage.setItem(keyOf(matchId), JSON.stringify({ at: Date.now(), ...seat }));
}

/** Records that the table has shown event `seq`, the first time it shows a newer one. */
export function noteSeen(matchId: string, seq: number): void {
  const seat = loadSeat(matchId);
  if (!seat || (seat.seen && seat.seen.seq >= seq)) return;
  window.localStorage.setItem(keyOf(matchId), JSON.stringify({ ...seat, seen: { seq, at: Date.now() } }));
}

export function forgetSeat(matchId: string): void {
  window.localStorage.removeItem(keyOf(matchId));
}

/** Every seat this browser holds, newest first. */
export function listSeats(): { matchId: string; seat: StoredSeat }[] {
  const out: { matchId: string; seat: StoredSeat }[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const seat = parse(window.localStorage.getItem(key));
      if (seat) out.push({ matchId: key.slice(PREFIX.length), seat });
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => (b.seat.at ?? 0) - (a.seat.at ?? 0));
}
