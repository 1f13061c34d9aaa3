import { parseAbility } from './abilities/parse';
import type { Modifiers } from './card';

/**
 * Build-time modifiers read from ability text (through the one ability parser, lib/cards/abilities), for the cards
 * the WizKids XML does not cover (every set after Revolution). Only unconditional effects on this card or its own
 * ship count: a bonus that depends on play ("if this ship carries no crew", "while docked") or that reaches other
 * ships does not change what a fleet may be built with. "When revealed" is the exception: the table reveals every
 * crew aboard at the start (lib/pirates/view.ts), so "This crew takes up no cargo space when revealed" holds from
 * the start. The first effect of a kind is the card's figure.
 */
export function deriveModifiers(ability: string): Modifiers {
  const effects = parseAbility(ability).flatMap((s) => s.effects);
  const first = <K extends (typeof effects)[number]['kind']>(kind: K) => effects.find((e) => e.kind === kind) as Extract<(typeof effects)[number], { kind: K }> | undefined;
  const keywords = new Set(effects.flatMap((e) => (e.kind === 'keyword' ? [e.keyword] : [])));
  return {
    limit: keywords.has('limit'),
    buildBonus: first('build-bonus')?.points ?? 0,
    crewCostReduction: first('crew-cost-reduction')?.points ?? 0,
    cargoBonus: first('cargo-bonus')?.spaces ?? 0,
    // Crimson Coast rules: an oarsman does not use a cargo space, whether or not the card repeats it; nor does a
    // Cargo Master, as the crew card printing the keyword's text says (lib/rules/ship-summary.ts `fleetCargo`).
    noCargoSpace: keywords.has('oarsman') || keywords.has('cargo-master') || first('no-cargo-space') !== undefined,
  };
}
