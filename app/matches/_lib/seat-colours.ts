import { PIRATES_SEATS } from '@/lib/pirates/schema';

/**
 * One colour per seat, the same everywhere a seat is shown (hulls, home islands, the log, scores, the report's
 * charts): A and B keep the blue and red they always had; the others are chosen to stay apart from those two, from
 * each other and from the sea and the sand they are drawn on.
 */
export const SEAT_COLOURS = ['#1d4e89', '#9b2226', '#2d6a4f', '#6a4c93', '#b5541c', '#0b525b'] as const;

/** The colour of player `p` (a seat index), or of a seat by its letter. */
export function seatColour(p: number | string): string {
  const i = typeof p === 'number' ? p : (PIRATES_SEATS as readonly string[]).indexOf(p);
  return SEAT_COLOURS[i] ?? '#14213d';
}
