import { ApiError } from './api-error';

/** DESIGN.md: `GET /api/cards?ids=A,B,C` takes up to 200 ids, enough for any fleet many times over. */
export const MAX_IDS = 200;

/** The `ids` parameter as distinct trimmed ids in the order given, or an ApiError when it asks for too many or none. */
export function parseIdsParam(raw: string): string[] {
  const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw new ApiError(400, 'invalid-parameters', 'ids must name at least one card id, separated by commas.');
  if (ids.length > MAX_IDS) {
    throw new ApiError(400, 'invalid-parameters', `ids can name at most ${MAX_IDS} cards at once; this asks for ${ids.length}.`);
  }
  return ids;
}
