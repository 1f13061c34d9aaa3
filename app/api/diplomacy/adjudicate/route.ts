import { z } from 'zod';
import { getDb } from '@/db/client';
import { loadDiplomacyMap } from '@/db/diplomacy-map';
import { AdjudicationInputError, adjudicateMovement, Order, Unit } from '@/lib/diplomacy/adjudicate';
import { ApiError } from '@/app/_lib/api-error';

/** DESIGN.md: one movement phase. Far more units and orders than a 13-power game can have (41 units at the start). */
const Body = z.object({
  season: z.string().regex(/^(spring|autumn) \d{4}$/i, 'season is "spring YEAR" or "autumn YEAR"'),
  units: z.array(Unit).max(200),
  orders: z.array(Order).max(200),
});

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

export async function POST(request: Request): Promise<Response> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return new ApiError(400, 'invalid-json', 'The request body is not valid JSON.').toResponse();
  }
  const body = Body.safeParse(json);
  if (!body.success) return new ApiError(400, 'invalid-body', 'The body is not a movement phase (see issues).', { issues: issuesOf(body.error) }).toResponse();
  const map = loadDiplomacyMap(getDb());
  if (!map) return new ApiError(404, 'not-imported', 'The Diplomacy map has not been imported yet: run npm run setup.').toResponse();
  try {
    const { results, dislodged, units } = adjudicateMovement(map, body.data.units, body.data.orders);
    return Response.json({
      results,
      dislodged: dislodged.map(({ unit, power, type, from, retreats }) => ({ unit, power, type, from, retreats })),
      units,
    });
  } catch (error) {
    if (error instanceof AdjudicationInputError) return new ApiError(400, error.code, error.message).toResponse();
    throw error;
  }
}
