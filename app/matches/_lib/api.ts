import type { Issue } from '@/lib/rules';

/** An error answer of the match API (`{ error: { code, message, issues? } }`) as a message and, for an illegal fleet, its violations. */
export async function matchError(res: Response): Promise<{ message: string; issues: Issue[] }> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown; issues?: unknown } } | null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : `The server answered ${res.status}.`;
  const issues = Array.isArray(body?.error?.issues)
    ? (body.error.issues as Partial<Issue>[]).filter((i): i is Issue => typeof i?.message === 'string' && typeof i.rule === 'string')
    : [];
  return { message, issues };
}

/** The invite secret of the link this page was opened from (`?invite=`), which a join must send; null without one. */
export function inviteFromUrl(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('invite');
}

/** A fleet as the match API takes it: a saved fleet's slug, a share code, or the fleet itself. */
export function fleetRef(source: { kind: 'slug' | 'code'; value: string }): { slug: string } | { code: string } {
  return source.kind === 'slug' ? { slug: source.value } : { code: source.value };
}
