import { ApiError } from '@/app/_lib/api-error';
import { clientKey, RateLimiter } from '@/app/_lib/rate-limit';

/**
 * Far more saves than a player makes by hand; a script filling the database is slowed to one save every two seconds.
 * New fleets and updates in place draw on the same allowance: both write a row.
 */
export const saveLimiter = new RateLimiter({ burst: 20, perMinute: 30 });

/** A 429 with Retry-After when this client has used up its saves, else null. */
export function rateLimited(request: Request): Response | null {
  const allowed = saveLimiter.take(clientKey(request));
  if (allowed.ok) return null;
  const response = new ApiError(429, 'rate-limited', `Too many saves; try again in ${allowed.retryAfterSeconds} s.`).toResponse();
  response.headers.set('Retry-After', String(allowed.retryAfterSeconds));
  return response;
}
