import { z } from 'zod';
import { RulesetId } from '@/lib/ruleset-ids';
import { splitSentences } from './abilities/sentences';
import { normaliseName } from './identity';
import glossary from '../../data/keywords.json';

/**
 * Keywords: the bold words printed at the start of a card's ability text
 * ("Limit. Ransom. ...", "Flotilla, Extended Range.", "Loyal: Spain.").
 * The glossary lives in data/keywords.json; this module validates it and
 * finds keywords in ability text.
 */

export const KeywordSource = z.object({
  ruleset: RulesetId.nullable(),
  /** Section heading in that rule document. */
  section: z.string().optional(),
});

export const KeywordKind = z.enum(['ship', 'sea-creature', 'crew', 'crew-type', 'allegiance', 'fleet-building', 'ability', 'named-ability']);
export type KeywordKind = z.infer<typeof KeywordKind>;

export const KeywordDef = z.object({
  /** Kebab-case, the value stored in `Card.keywords` and matched by `k:`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** As printed on cards. */
  name: z.string().min(1),
  /** In our own words, from the rule documents (or saying honestly that they are silent). */
  summary: z.string().min(1),
  /** What the cards themselves say of the keyword (cards that grant it, texts that restate it), in our own words. */
  fromCards: z.string().optional(),
  /** Why the summary reads as it does where a rule text is damaged or ambiguous: for maintainers, never shown to players. */
  editorNote: z.string().optional(),
  source: KeywordSource,
  /** False when none of our rule documents defines the keyword. */
  documented: z.boolean(),
  /**
   * Where none of our rule documents defines it: the game's published keyword text (WizKids'), by page title and
   * address. The summary then says in our own words what that text does and whether the game applies it.
   */
  published: z.object({ title: z.string().min(1), url: z.url() }).optional(),
  /**
   * Where none of our rule documents defines it and no keyword text was published: the card whose printed text is the
   * keyword's own, a generic crew printed in full on one card and by the keyword alone on its other printings.
   */
  printedOn: z.string().optional(),
  kind: KeywordKind.optional(),
  /** Keywords printed with an argument after a colon ("Loyal: Spain"). */
  param: z.enum(['nationality']).optional(),
});
export type KeywordDef = z.infer<typeof KeywordDef>;

export const KEYWORDS: readonly KeywordDef[] = Object.freeze(z.array(KeywordDef).parse(glossary));

const byId = new Map(KEYWORDS.map((k) => [k.id, k]));
const byName = new Map(KEYWORDS.map((k) => [normaliseName(k.name), k]));

export function keywordById(id: string): KeywordDef | undefined {
  return byId.get(id);
}

const seaCreatureKeywords = new Set(KEYWORDS.filter((k) => k.kind === 'sea-creature').map((k) => k.id));

/** 001 "Sea Creatures": a piece printing one of these keywords is a sea creature, even if the keyword's effect is cancelled. */
export function hasSeaCreatureKeyword(keywords: readonly string[]): boolean {
  return keywords.some((k) => seaCreatureKeywords.has(k));
}

/** A keyword as it occurs on one card, with its argument when it takes one. */
export interface KeywordUse {
  id: string;
  param?: string;
}

/** One comma-separated part of a leading sentence: "Schooner", "Loyal: Spain", "Hostile:England". */
function matchPart(part: string): KeywordUse | undefined {
  const colon = part.indexOf(':');
  const head = colon >= 0 ? part.slice(0, colon) : part;
  const def = byName.get(normaliseName(head));
  if (!def) return undefined;
  if (def.param) {
    const param = colon >= 0 ? part.slice(colon + 1).trim() : '';
    return param ? { id: def.id, param } : undefined;
  }
  return colon >= 0 ? undefined : { id: def.id };
}

export interface LeadingSentence {
  /** The sentence without its closing period. */
  text: string;
  /** The keywords in it, or null when some part is not a known keyword. */
  uses: KeywordUse[] | null;
}

/** The keywords a sentence is made of ("Schooner, Broadsides Attack"), or null when any part is not a known keyword. */
export function extractKeywordUsesOfSentence(sentence: string): KeywordUse[] | null {
  const text = sentence.trim();
  if (!text) return null;
  const uses = text.split(',').map((p) => matchPart(p.trim()));
  return uses.some((u) => u === undefined) ? null : (uses as KeywordUse[]);
}

/**
 * Splits the leading keyword sentences off an ability text. Keyword sentences
 * come first and are short; the scan stops at the first sentence that is not
 * made only of known keywords, which it also returns so callers (the keyword
 * report) can show what was not recognised.
 */
export function scanLeadingSentences(ability: string): { keywords: LeadingSentence[]; stoppedAt: string | null } {
  const keywords: LeadingSentence[] = [];
  for (const text of splitSentences(ability)) {
    const uses = extractKeywordUsesOfSentence(text);
    if (!uses) return { keywords, stoppedAt: text };
    keywords.push({ text, uses });
  }
  return { keywords, stoppedAt: null };
}

/** Short, capitalised, comma-separated phrases: how keywords look when printed. */
const KEYWORD_LIKE_PART = /^[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*){0,2}(?:\s*:\s*[A-Z][\w-]*(?: [A-Z][\w-]*)?)?$/;

/**
 * The leading sentence of an ability text that is printed like keywords but is not one the glossary knows, or null.
 * The importer reports these so a new keyword shows up instead of silently going unclassified.
 */
export function unclassifiedKeywordSentence(ability: string): string | null {
  const { stoppedAt } = scanLeadingSentences(ability);
  if (!stoppedAt) return null;
  return stoppedAt.split(',').every((p) => KEYWORD_LIKE_PART.test(p.trim())) ? stoppedAt : null;
}

/** Every keyword at the start of an ability text, with arguments, in printed order. */
export function extractKeywordUses(ability: string, name?: string): KeywordUse[] {
  const uses = scanLeadingSentences(ability).keywords.flatMap((s) => s.uses ?? []);
  // Early basic crew (an "Oarsman" card of Spanish Main) print the crew type as
  // the card's name rather than as a bold keyword; they are the same crew type.
  const named = name ? byName.get(normaliseName(name)) : undefined;
  if (named?.kind === 'crew-type' && !uses.some((u) => u.id === named.id)) uses.unshift({ id: named.id });
  const seen = new Set<string>();
  return uses.filter((u) => {
    const key = `${u.id}:${u.param ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Keyword ids found in an ability text (no duplicates, printed order). */
export function extractKeywords(ability: string, name?: string): string[] {
  return [...new Set(extractKeywordUses(ability, name).map((u) => u.id))];
}
