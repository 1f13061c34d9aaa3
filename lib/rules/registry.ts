import { z } from 'zod';
import { RulesetId } from '@/lib/fleet/fleet';

export const RulesetInfo = z.object({
  id: RulesetId,
  name: z.string(),
  /** Null for rulesets without fleet building. */
  defaultBuildTotal: z.int().positive().nullable(),
  /** The rule document in ../shared/rules/ it follows. */
  source: z.string(),
  description: z.string(),
  /** Whether a fleet's `nationality` (its flag) matters under this ruleset. */
  usesNationality: z.boolean(),
});
export type RulesetInfo = z.infer<typeof RulesetInfo>;

/** DESIGN.md "Ruleset ids". */
export const RULESETS: readonly RulesetInfo[] = [
  {
    id: 'official',
    name: 'Official rules',
    defaultBuildTotal: 40,
    source: '001_a4e344f9e89ff7a2.txt',
    description: 'The complete Pirates CSG rules: any agreed build total, no duplicates, crew cost and cargo limits per ship.',
    usesNationality: false,
  },
  {
    id: 'crimson-coast',
    name: 'Crimson Coast complete game',
    defaultBuildTotal: 30,
    source: '004_8bf83f8b1835204a.txt',
    description: 'Ships and crew up to 30 points; forts are bought in the build total and need a ship of their nation.',
    usesNationality: false,
  },
  {
    id: 'daniel-house',
    name: "Daniel's house rules",
    defaultBuildTotal: 50,
    source: '000_5726c6a0fc87c950.txt',
    description:
      'Two-player 50-point fleets under one flag plus Pirates, one of each crew, a cheap starting ship; the rest waits in the shipyard.',
    usesNationality: true,
  },
  {
    id: 'economy',
    name: 'Economy Edition v1.1',
    defaultBuildTotal: 40,
    source: '003_36e5631f4a340601.txt',
    description: 'Campaign play from 40 gold: unique ships and named crew, pure or mixed fleets, keep gold for upkeep.',
    usesNationality: true,
  },
  {
    id: 'caribbean-diplomacy',
    name: 'Pirates! Caribbean Diplomacy',
    defaultBuildTotal: null,
    source: '002_d8bf15dd4629ef2e.txt',
    description: 'A 13-player Diplomacy variant; powers start with fixed units, so no fleets are built.',
    usesNationality: false,
  },
];

export function getRuleset(id: string): RulesetInfo | undefined {
  return RULESETS.find((r) => r.id === id);
}
