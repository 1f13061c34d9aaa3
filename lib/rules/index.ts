export { validateFleet, shipSummaries } from './validate';
export { RULESETS, BUILDING_RULESETS, getRuleset, rulesetOf, switchRuleset } from './registry';
export type { Ruleset } from './ruleset';
export { Issue, ValidationResult } from './result';
export { ShipSummary } from './ship-summary';
export { DANIEL_BASIC_CREW } from './daniel-house';
export type { Shipyard } from './ruleset';
export { MINOR_NATIONS } from './economy';
