'use client';

import { useEffect, useState } from 'react';
import { matchError } from '@/app/matches/_lib/api';
import { coastSchema, diplomacyMapSchema, type DiplomacyCoast, type DiplomacyPageMap } from './view';

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
