import { RateLimiter } from '@/app/_lib/rate-limit';

/** Far more saves than a player makes by hand; a script filling the database is slowed to one save every two seconds. */
export const saveLimiter = new RateLimiter({ burst: 20, perMinute: 30 });
