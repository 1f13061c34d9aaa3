import { z } from 'zod';
import { getDb } from '@/db/client';
import { loadDiplomacyMap } from '@/db/diplomacy-map';
import { AdjudicationInputError, adjudicateMovement, Order, Unit } from '@/lib/diplomacy/adjudicate';
import { ApiError } from '@/app/_lib/api-error';
import { readJsonBody } from '@/app/_lib/json-body';

/** DESIGN.md: one movement phase. Far more units and orders than a 13-power game can have (41 units at the start). */
const Body = z.object({
  season: z.string().regex(/^(spring|autumn) \d{4}$/i, 'season is "spring YEAR" or "autumn YEAR"'),
  units: z.array(Unit).max(200),
  orders: z.array(Order).max(200),
});

/** 200 units and 200 orders of about 100 bytes each fit with room to spare; a real phase is a few KB. */
const MAX_BODY_BYTES = 64 * 1024;

export async function POST(request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, Body, { maxBytes: MAX_BODY_BYTES, code: 'invalid-body', message: 'The body is not a movement phase (see issues).' });
    const map = loadDiplomacyMap(getDb());
    if (!map) throw new ApiError(404, 'not-imported', 'The Diplomacy map has not been imported yet: run npm run setup.');
    const { results, dislodged, units } = adjudicateMovement(map, body.units, body.orders);
    return Response.json({
      results,
      dislodged: dislodged.map(({ unit, power, type, from, retreats }) => ({ unit, power, type, from, retreats })),
      units,
    });
  } catch (error) {
    if (error instanceof AdjudicationInputError) return new ApiError(400, error.code, error.message).toResponse();
    if (error instanceof ApiError) return error.toResponse();
    throw error;
  }
}
