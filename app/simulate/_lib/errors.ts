import type { Issue } from '@/lib/rules';

/** Why a simulation request was refused, with a 422's rule violations sorted to the fleet that breaks them. */
export interface Refusal {
  message: string;
  /** By the fleet's letter in the request (`a`, `b`, … in fleet order). */
  issues: Record<string, Issue[]>;
  /** Problems with the request itself (a 400's issues), as lines to show. */
  other: string[];
}

type Body = { error?: { message?: unknown; issues?: unknown } } | null;

function isIssue(x: unknown): x is Issue & { fleet: string } {
  const i = x as Partial<Issue> & { fleet?: unknown };
  return typeof i?.message === 'string' && typeof i.rule === 'string' && typeof i.fleet === 'string' && /^[a-f]$/.test(i.fleet);
}

/** Reads an error answer of POST /api/simulate (`{error:{code,message,issues?}}`), or says what status came back. */
export function readRefusal(status: number, body: unknown): Refusal {
  const error = (body as Body)?.error;
  const message = typeof error?.message === 'string' ? error.message : `The simulation failed: the server answered ${status}.`;
  const refusal: Refusal = { message, issues: { a: [], b: [] }, other: [] };
  for (const raw of Array.isArray(error?.issues) ? error.issues : []) {
    if (isIssue(raw)) {
      const { fleet, ...issue } = raw;
      (refusal.issues[fleet] ??= []).push({ rule: issue.rule, message: issue.message, cardIds: Array.isArray(issue.cardIds) ? issue.cardIds : [] });
    } else if (typeof raw?.message === 'string') {
      refusal.other.push(typeof raw.path === 'string' && raw.path ? `${raw.path}: ${raw.message}` : raw.message);
    }
  }
  return refusal;
}
