import { z } from 'zod';
import { RulesetId } from '@/lib/ruleset-ids';

/**
 * Fleets this browser saved, newest first, so a player finds their own fleets again on /fleets without an account.
 * Only the slug, what the list shows and the fleet's edit key are kept; the fleet itself lives on the server under
 * its slug. The edit key is what lets this browser, and no other, change the fleet in place: an entry without one
 * (saved before edit keys) lists a fleet this browser can only copy.
 */
export const SavedEntry = z.object({
  slug: z.string().min(1).max(32),
  name: z.string().max(120).optional(),
  ruleset: RulesetId,
  pointsUsed: z.number(),
  pointsAllowed: z.number(),
  legal: z.boolean(),
  savedAt: z.string(),
  editKey: z.string().min(1).max(200).optional(),
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

/** Adds or refreshes an entry, moving it to the top; an entry written without a key keeps the key it had. */
export function rememberSaved(storage: Pick<Storage, 'getItem' | 'setItem'>, entry: SavedEntry): SavedEntry[] {
  const before = readSavedList(storage);
  const editKey = entry.editKey ?? before.find((e) => e.slug === entry.slug)?.editKey;
  const list = [{ ...entry, ...(editKey && { editKey }) }, ...before.filter((e) => e.slug !== entry.slug)].slice(0, SAVED_LIST_LIMIT);
  writeSavedList(storage, list);
  return list;
}

export function forgetSaved(storage: Pick<Storage, 'getItem' | 'setItem'>, slug: string): SavedEntry[] {
  const list = readSavedList(storage).filter((e) => e.slug !== slug);
  writeSavedList(storage, list);
  return list;
}

/** The key this browser holds for changing the fleet at `slug` in place, or null when it may only copy it. */
export function editKeyFor(storage: Pick<Storage, 'getItem'>, slug: string): string | null {
  return readSavedList(storage).find((e) => e.slug === slug)?.editKey ?? null;
}
