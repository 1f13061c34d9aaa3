import { z } from 'zod';

/**
 * The ruleset ids of DESIGN.md "Ruleset ids": the one list that cards (the glossary's sources), fleets (their
 * `ruleset`) and the rules (one module per id, collected in lib/rules/registry.ts) all read. It depends on nothing,
 * so none of them has to import another to know which rulesets exist.
 * The order is part of the share-code format (lib/fleet/share-code.ts), so only append.
 */
export const RULESET_IDS = ['official', 'crimson-coast', 'daniel-house', 'economy', 'caribbean-diplomacy'] as const;
export const RulesetId = z.enum(RULESET_IDS);
export type RulesetId = z.infer<typeof RulesetId>;
