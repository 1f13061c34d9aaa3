import { BUILDING_RULESETS } from '@/lib/rules';

/** Rulesets a matchup can be simulated under: fleets are built for them and the engine plays them. */
export const SIMULATED_RULESETS = BUILDING_RULESETS.filter((r) => r.play);
