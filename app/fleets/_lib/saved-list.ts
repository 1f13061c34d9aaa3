import { z } from 'zod';
import { RulesetId } from '@/lib/ruleset-ids';

/**
 * Fleets this browser saved, newest first, so a player finds their own fleets again on /fleets without an account.
 * Only the slug and what the list shows are kept; the fleet itself lives on the server under its slug.
 */
export const SavedEntry = z.object({
  slug: z.string().min(1).max(32),
  name: z.string().max(120).optional(),
  ruleset: RulesetId,
  pointsUsed: z.number(),
  pointsAllowed: z.number(),
  legal: z.boolean(),
  savedAt: z.string(),
});
export type SavedEntry = z.infer<typeof SavedEntry>;

export const SAVED_LIST_KEY = 'pirates.saved-fleets';
/** Enough for anyone's working set of fleets while keeping local storage small. */
export const SAVED_LIST_LIMIT = 50;

/** The stored list; entries that no longer parse are dropped rather than breaking the page. */
export function readSavedList(storage: Pick<Storage, 'getItem'>): SavedEntry[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(SAVED_LIST_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item) => {
      const parsed = SavedEntry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function writeSavedList(storage: Pick<Storage, 'setItem'>, list: SavedEntry[]): void {
  try {
    storage.setItem(SAVED_LIST_KEY, JSON.stringify(list));
  } catch {
    /* a full or disabled storage only costs the list; the fleet is saved on the server */
  }
}

export function rememberSaved(storage: Pick<Storage, 'getItem' | 'setItem'>, entry: SavedEntry): SavedEntry[] {
  const list = [entry, ...readSavedList(storage).filter((e) => e.slug !== entry.slug)].slice(0, SAVED_LIST_LIMIT);
  writeSavedList(storage, list);
  return list;
}

export function forgetSaved(storage: Pick<Storage, 'getItem' | 'setItem'>, slug: string): SavedEntry[] {
  const list = readSavedList(storage).filter((e) => e.slug !== slug);
  writeSavedList(storage, list);
  return list;
}
