/**
 * A player's seat in a match is its token: kept in this browser's localStorage under the match id, so the invite
 * link reopens the seat after a reload. The token never goes into a URL the page shows or shares.
 */
export type StoredSeat = { seat: string; token: string; creator?: boolean };

const keyOf = (matchId: string) => `pirates-match:${matchId}`;

export function loadSeat(matchId: string): StoredSeat | null {
  try {
    const raw = window.localStorage.getItem(keyOf(matchId));
    const parsed = raw ? (JSON.parse(raw) as StoredSeat) : null;
    return parsed && typeof parsed.seat === 'string' && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSeat(matchId: string, seat: StoredSeat): void {
  window.localStorage.setItem(keyOf(matchId), JSON.stringify(seat));
}
