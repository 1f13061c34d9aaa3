import type { Modifiers } from './card';
import { extractKeywords } from './keywords';

/**
 * Build-time modifiers read from ability text, for the cards the WizKids XML
 * does not cover (every set after Revolution). Only unconditional effects on
 * this card or its own ship count: a bonus that depends on play ("when
 * revealed", "if this ship carries no crew") or that reaches other ships does
 * not change what a fleet may be built with.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const NUMBER = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;

function toNumber(token: string): number {
  return NUMBER_WORDS[token.toLowerCase()] ?? Number.parseInt(token, 10);
}

function normalize(ability: string): string {
  return ability.replace(/[\u2018\u2019`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Whole sentences: a clause after a semicolon often speaks of another card ("...; this equipment ..."). */
function sentences(text: string): string[] {
  return text.split(/(?<=\.)\s+/);
}

/** A clause that makes the effect depend on the state of play rather than the fleet as built. */
const CONDITIONAL = /\b(when|whenever|while|until|if|unless|after|as long as)\b/i;

const BUILD_BONUS = new RegExp(String.raw`\bbuild (?:your|their) fleet using ${NUMBER} (?:more|extra|additional) points?\b`, 'i');

const CREW_COST_REDUCTIONS = [
  // "reduce the cost of (all other) crew ... by N"
  new RegExp(String.raw`\breduce the (?:point )?cost of (?:all |each |any )?(?:other )?crew\b[^.;]*?\bby ${NUMBER}\b`, 'i'),
  // "Other crew on this ship cost 1 less point."
  new RegExp(String.raw`\bcrew\b[^.;]*?\bcosts? ${NUMBER} (?:less|fewer)(?: points?)?\b`, 'i'),
  // "Crew on this ship cost 1 point less."
  new RegExp(String.raw`\bcrew\b[^.;]*?\bcosts? ${NUMBER} points? less\b`, 'i'),
];

// "This ship gets +1 cargo spaces." / "This ship has 2 extra cargo spaces."
const CARGO_BONUSES = [
  new RegExp(String.raw`^this ship (?:gets|gains|has) \+${NUMBER} cargo (?:spaces?|capacity)\b`, 'i'),
  new RegExp(String.raw`^this ship (?:gets|gains|has) ${NUMBER} (?:extra|additional|more) cargo (?:spaces?|capacity)\b`, 'i'),
];

// "This crew takes up no cargo space." and the same said of this equipment or card.
const NO_CARGO_SPACE = /^this (?:crew|equipment|card) (?:takes up no|takes no|does not take up|doesn't take up|does not take up any|doesn't take up any|never takes up) cargo spaces?\b/i;

function firstMatch(text: string, patterns: readonly RegExp[]): number {
  for (const sentence of sentences(text)) {
    for (const pattern of patterns) {
      const m = pattern.exec(sentence);
      if (m) return toNumber(m[1]);
    }
  }
  return 0;
}

function hasNoCargoSpace(text: string, keywords: readonly string[]): boolean {
  // Crimson Coast rules: an oarsman does not use a cargo space, whether or not the card repeats it.
  if (keywords.includes('oarsman')) return true;
  return sentences(text).some((sentence) => {
    const m = NO_CARGO_SPACE.exec(sentence);
    return m !== null && !CONDITIONAL.test(sentence.slice(m[0].length));
  });
}

function cargoBonus(text: string): number {
  for (const sentence of sentences(text)) {
    for (const pattern of CARGO_BONUSES) {
      const m = pattern.exec(sentence);
      if (m && !CONDITIONAL.test(sentence)) return toNumber(m[1]);
    }
  }
  return 0;
}

export function deriveModifiers(ability: string): Modifiers {
  const text = normalize(ability);
  const keywords = extractKeywords(text);
  const buildBonus = BUILD_BONUS.exec(text);
  return {
    limit: keywords.includes('limit'),
    buildBonus: buildBonus ? toNumber(buildBonus[1]) : 0,
    crewCostReduction: firstMatch(text, CREW_COST_REDUCTIONS),
    cargoBonus: cargoBonus(text),
    noCargoSpace: hasNoCargoSpace(text, keywords),
  };
}
