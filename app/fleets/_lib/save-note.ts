import { plural } from '@/app/_lib/plural';
import type { ValidationResult } from '@/lib/rules';

/**
 * What the builder says after a save: a fleet saved with rule problems is a work in progress, and the count agrees
 * with its noun ("1 rule problem", "3 rule problems").
 */
export function savedNote(validation: Pick<ValidationResult, 'legal' | 'violations'>, asNew: boolean): string {
  const what = asNew ? 'Saved' : 'Changes saved';
  return validation.legal ? `${what}.` : `${what} as a work in progress: the server found ${plural(validation.violations.length, 'rule problem')}.`;
}
