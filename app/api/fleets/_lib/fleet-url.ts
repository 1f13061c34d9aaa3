import { publicUrl } from '@/app/_lib/public-origin';

/** Where a saved fleet's page lives; absolute at the public origin, so the link can be pasted anywhere. */
export function savedFleetUrl(request: Request, slug: string): string {
  return publicUrl(request, `/fleets/${slug}`);
}
