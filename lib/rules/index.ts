export { validateFleet, shipSummaries } from './validate';
export { RULESETS, getRuleset, RulesetInfo } from './registry';
export { Issue, ValidationResult } from './result';
export { ShipSummary } from './ship-summary';
export type { CardLookup } from './resolve';
export { danielShipyard, DANIEL_BASIC_CREW, type DanielShipyard } from './daniel-house';
export { MINOR_NATIONS } from './economy';
export { NATIONS } from './nations';
