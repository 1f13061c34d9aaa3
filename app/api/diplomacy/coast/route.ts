import land from 'world-atlas/land-50m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { getDb } from '@/db/client';
import { loadDiplomacyMap } from '@/db/diplomacy-map';
import { ApiError } from '@/app/_lib/api-error';
import { caribbeanCoast, type Coast } from '@/lib/diplomacy/coast';

/**
 * The Caribbean's coastline bent onto the Diplomacy map's coordinates, each territory's kind (land or sea) and the
 * fit's residuals (lib/diplomacy/coast.ts). Computed once per server process: the map and the atlas never change
 * while it runs.
 */
let cached: Coast | null = null;

export async function GET(): Promise<Response> {
  if (!cached) {
    const map = loadDiplomacyMap(getDb());
    if (!map) return new ApiError(404, 'not-imported', 'The Diplomacy map has not been imported yet: run npm run setup.').toResponse();
    cached = caribbeanCoast(map, land as unknown as Topology<{ land: GeometryCollection }>);
  }
  return Response.json(cached, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
