import { z } from 'zod';

/** One rule broken (violation) or one thing a player should know (warning). */
export const Issue = z.object({
  /** Stable kebab-case code; clients may switch on it. */
  rule: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  message: z.string().min(1),
  /** The fleet's ids of the cards involved, as written in the fleet. */
  cardIds: z.array(z.string()),
});
export type Issue = z.infer<typeof Issue>;

/** DESIGN.md `POST /api/fleets/validate` response. */
export const ValidationResult = z.object({
  legal: z.boolean(),
  points: z.object({ used: z.number(), allowed: z.number() }),
  violations: z.array(Issue),
  warnings: z.array(Issue),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

export function issue(rule: string, message: string, cardIds: readonly string[] = []): Issue {
  return { rule, message, cardIds: [...cardIds] };
}
