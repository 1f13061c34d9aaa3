'use client';

import { useEffect, useState } from 'react';

/**
 * Whether the player points with a finger (`pointer: coarse`): the table then says "tap" rather than "move over", and
 * a quick move is shown on the table by a first tap before a second one sends it, since a finger cannot hover.
 */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(pointer: coarse)');
    setCoarse(query.matches);
    const change = (e: MediaQueryListEvent) => setCoarse(e.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return coarse;
}
