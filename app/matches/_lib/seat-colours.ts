import { PIRATES_SEATS } from '@/lib/pirates/schema';

/**
 * One colour per seat, the same everywhere a seat is shown (hulls, home islands, the log, scores, the report's
 * charts): A and B keep the blue and red they always had; the others are chosen to stay apart from those two, from
 * each other and from the sea and the sand they are drawn on. F is charcoal: a dark teal beside C's green read as one
 * seat at six, on a phone.
 */
export const SEAT_COLOURS = ['#1d4e89', '#9b2226', '#2d6a4f', '#6a4c93', '#b5541c', '#3a3a3a'] as const;

/** The colour of player `p` (a seat index), or of a seat by its letter. */
export function seatColour(p: number | string): string {
  const i = typeof p === 'number' ? p : (PIRATES_SEATS as readonly string[]).indexOf(p);
  return SEAT_COLOURS[i] ?? '#14213d';
}
