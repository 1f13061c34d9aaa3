import type { CheckContext } from './checks';
import type { Issue, ValidationResult } from './result';

/** Unknown ids and misplaced cards come first: they explain why other figures may look off. */
export function toResult(
  ctx: CheckContext,
  points: { used: number; allowed: number },
  violations: readonly Issue[],
  warnings: readonly Issue[],
): ValidationResult {
  const all = [...ctx.resolved.issues, ...violations];
  return { legal: all.length === 0, points, violations: all, warnings: [...warnings] };
}
