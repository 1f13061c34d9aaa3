/**
 * What a player pastes to name a fleet, read leniently: the link they copied works as well as the bare slug or code.
 */

/** A saved fleet's slug from the slug itself or any address of its pages (`/fleets/abc123`, `/fleets/abc123/print`). */
export function slugOf(input: string): string {
  const match = /\/fleets\/([A-Za-z0-9_-]+)/.exec(input);
  return (match ? match[1] : input).trim();
}

/** A share code from the code itself or an address that carries it (`/fleets/new?code=…`, `/fleets/print?code=…`). */
export function codeOf(input: string): string {
  const trimmed = input.trim();
  if (!/[?&]code=/.test(trimmed)) return trimmed;
  return new URL(trimmed, 'http://localhost').searchParams.get('code')?.trim() ?? trimmed;
}
