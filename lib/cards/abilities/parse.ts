import { extractKeywordUsesOfSentence } from '../keywords';
import type { Effect } from './effects';
import { matchPlayPattern } from './play-patterns';
import { splitSentences } from './sentences';

/**
 * Ability text to typed effects, sentence by sentence. A sentence is `understood` when every part of it became an
 * effect: keyword sentences, and sentences a pattern below matches from start to end. Anything else is kept with
 * `understood: false` (and whatever partial build-time effect the rules need, such as a cost reduction inside a
 * longer sentence), so the engine can count and extend what is not modelled instead of guessing.
 */
export interface ParsedSentence {
  text: string;
  effects: Effect[];
  understood: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const N = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;

function toNumber(token: string): number {
  return NUMBER_WORDS[token.toLowerCase()] ?? Number.parseInt(token, 10);
}

/** A clause that makes an effect depend on the state of play rather than on the fleet as built. */
const CONDITIONAL = /\b(when|whenever|while|until|if|unless|after|as long as)\b/i;

interface Pattern {
  /** Matched against the whole sentence; `whole` patterns must span it for the sentence to count as understood. */
  regex: RegExp;
  whole: boolean;
  /** Patterns whose effect holds only unconditionally skip sentences with a condition after the match. */
  unconditional: boolean;
  effect(match: RegExpExecArray): Effect;
}

const PATTERNS: Pattern[] = [
  {
    // "Barbary Corsair" and "Jade Rebellion" crews are often printed with the last word only ("Corsair crew").
    regex: /^((?:[A-Z][a-z]+ )?[A-Z][a-z]+) crew (?:may|can) use their abilities (?:on|aboard) this ship$/,
    whole: true,
    unconditional: false,
    effect: (m) => ({ kind: 'crew-nationality-allowed', nation: m[1] }),
  },
  {
    regex: /^Choose one ((?:[A-Z][a-z]+ )?[A-Z][a-z]+) crew during setup; this crew is linked to that crew$/,
    whole: true,
    unconditional: false,
    effect: (m) => ({ kind: 'setup-link', nation: m[1] }),
  },
  {
    regex: /\bcrew of any nationality\b/i,
    whole: false,
    unconditional: false,
    effect: () => ({ kind: 'crew-any-nationality' }),
  },
  {
    regex: new RegExp(String.raw`^(?:you may )?build (?:your|their) fleet using ${N} (?:more|extra|additional) points?(?: than the game's build total)?$`, 'i'),
    whole: true,
    unconditional: false,
    effect: (m) => ({ kind: 'build-bonus', points: toNumber(m[1]) }),
  },
  {
    regex: new RegExp(String.raw`\bbuild (?:your|their) fleet using ${N} (?:more|extra|additional) points?\b`, 'i'),
    whole: false,
    unconditional: false,
    effect: (m) => ({ kind: 'build-bonus', points: toNumber(m[1]) }),
  },
  {
    regex: new RegExp(String.raw`\breduce the (?:point )?cost of (?:all |each |any )?(?:other )?crew\b[^;]*?\bby ${N}\b`, 'i'),
    whole: false,
    unconditional: false,
    effect: (m) => ({ kind: 'crew-cost-reduction', points: toNumber(m[1]) }),
  },
  {
    regex: new RegExp(String.raw`\bcrew\b[^;]*?\bcosts? ${N} (?:less|fewer)(?: points?)?\b`, 'i'),
    whole: false,
    unconditional: false,
    effect: (m) => ({ kind: 'crew-cost-reduction', points: toNumber(m[1]) }),
  },
  {
    regex: new RegExp(String.raw`\bcrew\b[^;]*?\bcosts? ${N} points? less\b`, 'i'),
    whole: false,
    unconditional: false,
    effect: (m) => ({ kind: 'crew-cost-reduction', points: toNumber(m[1]) }),
  },
  {
    regex: new RegExp(String.raw`^this ship (?:gets|gains|has) (?:\+${N}|${N} (?:extra|additional|more)) cargo (?:spaces?|capacity)$`, 'i'),
    whole: true,
    unconditional: true,
    effect: (m) => ({ kind: 'cargo-bonus', spaces: toNumber(m[1] ?? m[2]) }),
  },
  {
    regex: new RegExp(String.raw`^this ship (?:gets|gains|has) (?:\+${N}|${N} (?:extra|additional|more)) cargo (?:spaces?|capacity)\b`, 'i'),
    whole: false,
    unconditional: true,
    effect: (m) => ({ kind: 'cargo-bonus', spaces: toNumber(m[1] ?? m[2]) }),
  },
  {
    regex: new RegExp(String.raw`^all friendly ships of the same nationality as this crew get \+${N} cargo spaces?$`, 'i'),
    whole: true,
    unconditional: true,
    effect: (m) => ({ kind: 'fleet-cargo', spaces: toNumber(m[1]) }),
  },
  {
    regex: /^this (?:crew|equipment|card) (?:takes up no|takes no|does not take up(?: any)?|doesn't take up(?: any)?|never takes up) cargo spaces?$/i,
    whole: true,
    unconditional: true,
    effect: () => ({ kind: 'no-cargo-space' }),
  },
  {
    regex: /^this (?:crew|equipment|card) (?:takes up no|takes no|does not take up(?: any)?|doesn't take up(?: any)?|never takes up) cargo spaces?\b/i,
    whole: false,
    unconditional: true,
    effect: () => ({ kind: 'no-cargo-space' }),
  },
];

function parseSentence(text: string): ParsedSentence {
  const keywords = extractKeywordUsesOfSentence(text);
  if (keywords) {
    return { text, effects: keywords.map((u) => ({ kind: 'keyword', keyword: u.id, ...(u.param ? { param: u.param } : {}) })), understood: true };
  }
  const play = matchPlayPattern(text);
  if (play) return { text, effects: play, understood: true };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    if (pattern.unconditional && CONDITIONAL.test(text.slice(match.index + match[0].length))) continue;
    return { text, effects: [pattern.effect(match)], understood: pattern.whole };
  }
  return { text, effects: [], understood: false };
}

/*
 * Validation reads the same few card texts on every edit in the builder, so parses are remembered. The whole card
 * list has under 3,000 texts; the bound only matters for callers parsing invented text in a loop.
 */
const CACHE_LIMIT = 5_000;
const parsed = new Map<string, readonly ParsedSentence[]>();

/** Every sentence of an ability text with the effects read from it. The result is shared: treat it as read-only. */
export function parseAbility(ability: string): readonly ParsedSentence[] {
  let result = parsed.get(ability);
  if (!result) {
    result = splitSentences(ability).map(parseSentence);
    if (parsed.size >= CACHE_LIMIT) parsed.clear();
    parsed.set(ability, result);
  }
  return result;
}

/**
 * The effects of one kind in an ability text, each with the sentence it came from. The engine asks this of every crew
 * and treasure text as games are played, mostly of texts that say no such thing: those get one shared empty list
 * (frozen, so a caller that tried to add to it would fail at once rather than change every later answer).
 */
const NONE: readonly never[] = Object.freeze([]);
export function effectsOfKind<K extends Effect['kind']>(ability: string, kind: K): readonly { effect: Extract<Effect, { kind: K }>; sentence: string }[] {
  const sentences = parseAbility(ability);
  if (!sentences.some((s) => s.effects.some((e) => e.kind === kind))) return NONE;
  return sentences.flatMap((s) =>
    s.effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind).map((effect) => ({ effect, sentence: s.text })),
  );
}
