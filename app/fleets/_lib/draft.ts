import { Fleet } from '@/lib/fleet/fleet';

/** Where a new fleet starts: the official rules' 40 points, nothing in it. */
export const EMPTY_FLEET: Fleet = { ruleset: 'official', buildTotal: 40, ships: [], crew: [], forts: [], treasure: [] };

/** Local-storage keys: one draft for a new fleet, one per saved fleet being edited. */
export function draftKey(slug: string | null): string {
  return slug ? `pirates.fleet-draft.saved.${slug}` : 'pirates.fleet-draft.new';
}

/** The stored draft, or null when there is none or it no longer parses (an older shape, a hand edit). */
export function readDraft(storage: Pick<Storage, 'getItem'>, key: string): Fleet | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = Fleet.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Best effort: a full or disabled storage (private browsing) must not break building. */
export function writeDraft(storage: Pick<Storage, 'setItem'>, key: string, fleet: Fleet): void {
  try {
    storage.setItem(key, JSON.stringify(fleet));
  } catch {
    /* the draft is a convenience; building goes on without it */
  }
}

/** Drops a draft whose work a save now holds; best effort, like writing it. */
export function forgetDraft(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* a disabled storage holds no draft to drop */
  }
}
