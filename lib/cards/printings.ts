import type { Card } from './card';
import { canonicalSentence } from './abilities/play-patterns';
import { normaliseName } from './identity';
import { compareBySet } from './sort';
import { groupBy } from '@/lib/group-by';

/**
 * Which cards are printings of one game piece, the unit the card browser and the builder's search show as one row.
 *
 * This is narrower than `pieceKey` (type + name), which the no-duplicates rule counts by: six different El Fantasmas
 * (a 3-point Pirate, a 7-point Cursed, an unreleased one...) share a name, and a fleet may hold only one of them, but
 * a player picking one picks a piece with its own cost and text. Two cards are printings of one piece when
 *
 * 1. they share `pieceKey` (type and normalised name, and faction for generic crew);
 * 2. they print the same faction, points (gold or build points alike), masts, cargo, base move and cannons, exactly;
 * 3. they print the same rules, read as the text's words after folding the spellings printings mix (`can't` /
 *    `cannot`, `can` / `may`, case and punctuation), and the same keywords, where the words may still differ
 *    - not at all, or
 *    - entirely, when one text is only its keywords' names: later sets print `Captain.` where the first printed
 *      `This ship may move and shoot using the same move action.`, or
 *    - by at most a quarter of the longer text's words: a corrected typo or a reworded reprint (`within S range` /
 *      `within S of her`, `the ship's controller` / `the target's controller`, the musketeer's `one rank 3 cannon with
 *      S range` / `one 3S cannon`).
 *
 * The quarter is read off the real card list (printings.test.ts): rewordings of one rule differ by at most 22% of
 * their words, and the closest pair of different rules (Fire and Steel's two Double Shots) by 27%. Same words with a
 * different keyword is a different rule (the Hag of Tortuga with and without Ransom; a Calico Cat that turned Loyal).
 * The relation is closed transitively, so a reprint chain A-B-C is one piece even when A and C are further apart.
 */
export const REWORDING_SHARE = 0.25;

function wordsOf(text: string): string[] {
  return canonicalSentence(text)
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

function statsKey(card: Card): string {
  const cannons = card.cannons.map((c) => `${c.rank}${c.range}`).join('-');
  const move = card.move?.replace(/\s+/g, '').toUpperCase() ?? '';
  return [card.pieceKey, normaliseName(card.faction ?? ''), card.points, card.pointsAreGold, card.masts, card.cargo, move, cannons].join('|');
}

/** Word-level edit distance, stopping early once it must exceed `limit` (texts run to a few dozen words). */
function editDistanceWithin(a: readonly string[], b: readonly string[], limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > limit) return false;
    previous = row;
  }
  return previous[b.length] <= limit;
}

interface Text {
  words: string[];
  keywords: string;
  /** The text names only its keywords (`Captain.`, `Musketeer.`). */
  keywordsOnly: boolean;
}

function textOf(card: Card): Text {
  const words = wordsOf(card.ability);
  const keywordWords = new Set(card.keywords.flatMap((k) => k.split('-')));
  return {
    words,
    keywords: [...card.keywords].sort().join(','),
    keywordsOnly: card.keywords.length > 0 && words.every((w) => keywordWords.has(w)),
  };
}

function sameRules(a: Text, b: Text): boolean {
  if (a.keywords !== b.keywords) return false;
  if (a.words.join(' ') === b.words.join(' ')) return true;
  if (a.keywordsOnly || b.keywordsOnly) return true;
  const limit = Math.floor(REWORDING_SHARE * Math.max(a.words.length, b.words.length));
  return editDistanceWithin(a.words, b.words, limit);
}

/** Every game piece of `cards` as its printings in set order (oldest first); pieces in the order their first printing appears. */
export function groupPrintings(cards: readonly Card[]): Card[][] {
  const pieces: Card[][] = [];
  for (const bucket of groupBy(cards, statsKey).values()) {
    // Union-find over the bucket (a handful of cards, at most a few dozen for the commonest generic crew).
    const texts = bucket.map(textOf);
    const parent = bucket.map((_, i) => i);
    const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) if (root(i) !== root(j) && sameRules(texts[i], texts[j])) parent[root(j)] = root(i);
    }
    for (const members of groupBy(bucket.map((_, i) => i), (i) => String(root(i))).values()) {
      pieces.push(members.map((i) => bucket[i]).sort(compareBySet));
    }
  }
  return pieces;
}

/**
 * The printing a player gets when they pick a piece without choosing: the newest released one (later sets reprint
 * and correct earlier ones, and they are what players own), an unreleased printing only when there is nothing else.
 * `printings` in set order, oldest first, as groupPrintings and the API give them.
 */
export function defaultPrinting<T extends Pick<Card, 'set'>>(printings: readonly T[]): T | undefined {
  return printings.findLast((p) => p.set !== 'UNR') ?? printings.at(-1);
}
