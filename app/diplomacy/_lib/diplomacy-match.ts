'use client';

import { useEffect, useState } from 'react';
import { matchError } from '@/app/matches/_lib/api';
import { coastSchema, diplomacyMapSchema, diplomacyViewSchema, type DiplomacyCoast, type DiplomacyPageMap, type DiplomacyPageView } from './view';

/**
 * The Caribbean map and its coastline, fetched once for a page that draws a Diplomacy board (the match and its
 * replay). `error` says why the map could not be had; the coastline only dresses the map, so without it the board is
 * still drawn on plain regions and nothing is said.
 */
export function useDiplomacyMap(): { map: DiplomacyPageMap | null; coast: DiplomacyCoast | null; error: string | null } {
  const [map, setMap] = useState<DiplomacyPageMap | null>(null);
  const [coast, setCoast] = useState<DiplomacyCoast | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/diplomacy/map')
      .then(async (res) => {
        if (!res.ok) throw new Error((await matchError(res)).message);
        const parsed = diplomacyMapSchema.safeParse(await res.json());
        if (!parsed.success) throw new Error('The map from the server is not in the expected shape.');
        setMap(parsed.data);
      })
      .catch((e: Error) => setError(`Could not load the map: ${e.message}`));
    fetch('/api/diplomacy/coast')
      .then(async (res) => {
        const parsed = coastSchema.safeParse(res.ok ? await res.json() : null);
        if (parsed.success) setCoast(parsed.data);
      })
      .catch(() => {});
  }, []);
  return { map, coast, error };
}

/**
 * A Diplomacy match's state as this viewer may see it (`token`: a seat's, or none for a spectator): its seq and view,
 * or why there is none to show (the server's reason, or a match that is not a Diplomacy game this page can draw).
 */
export async function fetchDiplomacyState(matchId: string, token: string | null): Promise<{ ok: true; seq: number; view: DiplomacyPageView } | { ok: false; message: string }> {
  const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/state`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  if (!res.ok) return { ok: false, message: (await matchError(res)).message };
  const body = (await res.json()) as { seq: number; view: unknown };
  const parsed = diplomacyViewSchema.safeParse(body.view);
  if (!parsed.success) return { ok: false, message: 'This match is not a Diplomacy game this page can show.' };
  return { ok: true, seq: body.seq, view: parsed.data };
}
