import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { CollectionBody, fromBody, toBody, withCounts, type Collection, type Counts } from '@/lib/collection/collection';

/**
 * The player's collection as this browser keeps it (localStorage), the copy every page reads and writes. When the
 * player has made a sync link, every change is also sent to the server under the secret key, a moment after the last
 * tap so a run of taps is one write; another browser opening the link loads the server copy.
 */
export const COLLECTION_STORAGE_KEY = 'pirates.collection';
const SYNC_DELAY_MS = 1500;

const Stored = z.object({
  cards: CollectionBody.shape.cards,
  key: z.string().optional(),
  shareId: z.string().optional(),
});

export interface CollectionState {
  collection: Collection;
  /** The secret key and public share id, once a sync link exists. */
  sync: { key: string; shareId: string } | null;
  /** 'error' when the last write to the server failed; the browser copy is kept either way. */
  syncStatus: 'idle' | 'pending' | 'saved' | 'error';
  syncError: string | null;
}

const EMPTY: CollectionState = { collection: {}, sync: null, syncStatus: 'idle', syncError: null };

let state: CollectionState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function readStorage(): CollectionState {
  try {
    const parsed = Stored.safeParse(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null'));
    if (!parsed.success) return EMPTY;
    const { cards, key, shareId } = parsed.data;
    return { ...EMPTY, collection: fromBody({ cards }), sync: key && shareId ? { key, shareId } : null };
  } catch {
    return EMPTY;
  }
}

function writeStorage(next: CollectionState): void {
  try {
    window.localStorage.setItem(
      COLLECTION_STORAGE_KEY,
      JSON.stringify({ ...toBody(next.collection), ...(next.sync && { key: next.sync.key, shareId: next.sync.shareId }) }),
    );
  } catch {
    /* a full or disabled storage keeps the collection for this visit only */
  }
}

function emit(next: CollectionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function current(): CollectionState {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    state = readStorage();
  }
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLLECTION_STORAGE_KEY) emit({ ...readStorage(), syncStatus: state.syncStatus, syncError: state.syncError });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

async function pushToServer(): Promise<void> {
  const { sync, collection } = state;
  if (!sync) return;
  try {
    const res = await fetch(`/api/collections/${sync.key}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(toBody(collection)) });
    if (res.ok) emit({ ...state, syncStatus: 'saved', syncError: null });
    else {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      emit({ ...state, syncStatus: 'error', syncError: body?.error?.message ?? `The server answered ${res.status}.` });
    }
  } catch {
    emit({ ...state, syncStatus: 'error', syncError: 'The server could not be reached; your changes are kept in this browser.' });
  }
}

function scheduleSync(): void {
  if (!state.sync) return;
  clearTimeout(timer);
  timer = setTimeout(() => void pushToServer(), SYNC_DELAY_MS);
}

function commit(collection: Collection): void {
  const next = { ...current(), collection, syncStatus: current().sync ? ('pending' as const) : ('idle' as const) };
  writeStorage(next);
  emit(next);
  scheduleSync();
}

export function setCounts(id: string, change: Partial<Counts>): void {
  commit(withCounts(current().collection, id, change));
}

export function replaceCollection(collection: Collection): void {
  commit(collection);
}

/** Makes the server copy and its links from what this browser holds. */
export async function createSyncLink(): Promise<{ ok: true } | { ok: false; message: string }> {
  const res = await fetch('/api/collections', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(toBody(current().collection)) });
  const body = (await res.json().catch(() => null)) as { key?: string; shareId?: string; error?: { message?: string } } | null;
  if (!res.ok || !body?.key || !body.shareId) return { ok: false, message: body?.error?.message ?? `The server answered ${res.status}.` };
  const next: CollectionState = { ...current(), sync: { key: body.key, shareId: body.shareId }, syncStatus: 'saved', syncError: null };
  writeStorage(next);
  emit(next);
  return { ok: true };
}

/** Opens a sync link in this browser: the server copy replaces this browser's, and later changes go back under the key. */
export async function openSyncLink(key: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const res = await fetch(`/api/collections/${encodeURIComponent(key)}`);
  const body = (await res.json().catch(() => null)) as { cards?: unknown; shareId?: string; error?: { message?: string } } | null;
  const parsed = CollectionBody.safeParse({ cards: body?.cards });
  if (!res.ok || !parsed.success || !body?.shareId) return { ok: false, message: body?.error?.message ?? `The server answered ${res.status}.` };
  const next: CollectionState = { collection: fromBody(parsed.data), sync: { key, shareId: body.shareId }, syncStatus: 'saved', syncError: null };
  writeStorage(next);
  emit(next);
  return { ok: true };
}

/** Stops syncing from this browser (the server copy stays, reachable by whoever holds the link). */
export function forgetSyncLink(): void {
  clearTimeout(timer);
  const next: CollectionState = { ...current(), sync: null, syncStatus: 'idle', syncError: null };
  writeStorage(next);
  emit(next);
}

/** The collection state; before hydration (and on the server) an empty collection, so server HTML never guesses counts. */
export function useCollection(): CollectionState & { ready: boolean } {
  const snapshot = useSyncExternalStore(subscribe, current, () => EMPTY);
  const ready = useSyncExternalStore(subscribe, () => true, () => false);
  return { ...snapshot, ready };
}
