import { getDb } from '@/db/client';
import { loadDiplomacyMap } from '@/db/diplomacy-map';
import { ApiError } from '@/app/_lib/api-error';

/** DESIGN.md: the imported map (territories with coordinates, supply centres, borders, powers, starting units). */
export async function GET(): Promise<Response> {
  const map = loadDiplomacyMap(getDb());
  if (!map) return new ApiError(404, 'not-imported', 'The Diplomacy map has not been imported yet: run npm run setup.').toResponse();
  return Response.json(map, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
