/** Where a saved fleet's page lives; absolute, so the link can be pasted anywhere. */
export function savedFleetUrl(request: Request, slug: string): string {
  return new URL(`/fleets/${slug}`, request.url).toString();
}
