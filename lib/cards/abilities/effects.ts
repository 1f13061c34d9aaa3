import { z } from 'zod';

/**
 * What a sentence of card text does, as data. The parser (./parse.ts) yields these; the rules read the build-time
 * ones today and the engine will hook the rest into its timing windows. Each kind is a reusable, parameterised
 * pattern, never one card's behaviour.
 */
export const Effect = z.discriminatedUnion('kind', [
  /** A keyword printed in bold ("Schooner", "Loyal: Spain"); the glossary (data/keywords.json) says what it means. */
  z.object({ kind: z.literal('keyword'), keyword: z.string(), param: z.string().optional() }),
  /** "Build your fleet using N more points." */
  z.object({ kind: z.literal('build-bonus'), points: z.int().positive() }),
  /** "Reduce the cost of other crew on this ship by N": lowers the cost of every other crew aboard. */
  z.object({ kind: z.literal('crew-cost-reduction'), points: z.int().positive() }),
  /** "This ship gets +N cargo spaces." */
  z.object({ kind: z.literal('cargo-bonus'), spaces: z.int().positive() }),
  /** "This crew takes up no cargo space." */
  z.object({ kind: z.literal('no-cargo-space') }),
  /** A ship whose text lets crew of any nationality use their abilities aboard. */
  z.object({ kind: z.literal('crew-any-nationality') }),
  /** "Pirate crew may use their abilities on this ship": crew of that nation keep their abilities aboard. */
  z.object({ kind: z.literal('crew-nationality-allowed'), nation: z.string() }),
]);
export type Effect = z.infer<typeof Effect>;
export type EffectKind = Effect['kind'];
