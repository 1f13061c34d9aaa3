'use client';

import { useEffect, useState } from 'react';

/**
 * A match's live event stream for a page: calls `onEvent` with each event this viewer may see and `refresh` once the
 * stream opens (and again on every reconnection, which EventSource makes by itself, resuming with Last-Event-ID), so
 * a missed event never leaves a stale table. Says whether the stream is up. `enabled` waits for the seat to be known.
 */
export function useMatchStream(
  matchId: string,
  token: string | null,
  enabled: boolean,
  refresh: () => Promise<void>,
  onEvent: (seq: number, event: unknown) => void,
): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    void refresh();
    const url = `/api/matches/${encodeURIComponent(matchId)}/events${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const source = new EventSource(url);
    source.onopen = () => {
      setLive(true);
      void refresh();
    };
    source.onmessage = (m) => {
      const { seq, event } = JSON.parse(m.data) as { seq: number; event: unknown };
      onEvent(seq, event);
    };
    source.onerror = () => setLive(false);
    return () => source.close();
    // onEvent is read when an event comes; a new function each render must not reopen the stream.
  }, [matchId, token, enabled, refresh]);
  return live;
}
