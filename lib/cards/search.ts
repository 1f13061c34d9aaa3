import type { Card } from './card';
import { idLookupKey } from './ids';
import { compileQuery, type CollectionCounts, type FuzzyNames, type IndexedCard } from './query/evaluate';
import { FuzzyNameMatcher } from './query/fuzzy';
import { keywordSlug, normaliseAbility, normaliseMove, normaliseText } from './query/normalise';
import { parseQuery } from './query/parse';
import { compareByName, compareBySet, compareSortValues, isNumericSortKey, sortValue, type NumericSortKey, type SortDir, type SortKey } from './sort';

interface IndexEntry extends IndexedCard {
  /** Position in name order; entries are stored in this order, so it is also the entry's position. */
  nameRank: number;
  setRank: number;
  sortValues: Record<NumericSortKey, number | null>;
}

export interface CardIndex {
  readonly size: number;
  /** Internal: entries in name order with folded fields and sort keys. */
  readonly entries: readonly IndexEntry[];
  readonly fuzzyNames: FuzzyNames;
}

export interface SearchOptions {
  sort?: SortKey;
  dir?: SortDir;
  /** A collection's counts: lets the query use `own` and `want`. */
  collection?: CollectionCounts;
}

/** Folds every searchable field once and builds the fuzzy name index, so each query only compares. */
export function createCardIndex(cards: readonly Card[]): CardIndex {
  const byName = [...cards].sort(compareByName);
  // Printings with the same set and number share a rank so a descending set sort still breaks ties by name ascending.
  const bySet = [...byName].sort(compareBySet);
  const setRanks = new Map<Card, number>();
  bySet.forEach((card, i) => setRanks.set(card, i > 0 && compareBySet(bySet[i - 1], card) === 0 ? (setRanks.get(bySet[i - 1]) ?? i) : i));

  const entries: IndexEntry[] = byName.map((card, nameRank) => ({
    card,
    name: normaliseText(card.name),
    faction: card.faction === null ? null : normaliseText(card.faction),
    rarity: card.rarity === null ? null : normaliseText(card.rarity),
    ability: normaliseAbility(card.ability),
    move: card.move === null ? null : normaliseMove(card.move),
    keywords: new Set(card.keywords.map(keywordSlug)),
    cannons: new Set(card.cannons.map((c) => `${c.rank}${c.range}`)),
    nameRank,
    setRank: setRanks.get(card) ?? nameRank,
    sortValues: {
      points: sortValue('points', card),
      masts: sortValue('masts', card),
      cargo: sortValue('cargo', card),
      speed: sortValue('speed', card),
    },
  }));

  // Many printings share a name (SM and SMU): search each distinct name once.
  const positionsByName = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const list = positionsByName.get(e.name);
    if (list) list.push(i);
    else positionsByName.set(e.name, [i]);
  });
  const names = [...positionsByName.keys()];
  const matcher = new FuzzyNameMatcher(names);

  // A bare word that is a card's id (`SM-EC-001`, `smu-57`) finds that card first: players paste ids from lists.
  const positionById = new Map(entries.map((e, i) => [idLookupKey(e.card.id), i]));

  const fuzzyNames: FuzzyNames = (term) => {
    const scores = new Map<number, number>();
    const byId = /\d/.test(term) ? positionById.get(idLookupKey(term)) : undefined;
    if (byId !== undefined) scores.set(byId, 0);
    for (const [nameAt, score] of matcher.search(term)) {
      for (const position of positionsByName.get(names[nameAt]) ?? []) if (!scores.has(position)) scores.set(position, score);
    }
    return scores;
  };

  return { size: entries.length, entries, fuzzyNames };
}

/**
 * Cards matching `query` (DESIGN.md query syntax). With a sort: by that key,
 * then name. Without one: by fuzzy-name match score when the query has bare
 * words, else by name. Throws QuerySyntaxError for a query it cannot parse.
 */
export function searchCards(index: CardIndex, query: string, opts: SearchOptions = {}): Card[] {
  const { matches, rankingScores } = compileQuery(parseQuery(query, { collection: opts.collection !== undefined }), index.fuzzyNames, opts.collection);
  const hits: IndexEntry[] = [];
  index.entries.forEach((entry, position) => {
    if (matches(entry, position)) hits.push(entry);
  });

  const dir = opts.dir ?? 'asc';
  const sign = dir === 'asc' ? 1 : -1;
  if (opts.sort) {
    const key = opts.sort;
    if (isNumericSortKey(key)) {
      hits.sort((a, b) => compareSortValues(a.sortValues[key], b.sortValues[key], dir) || a.nameRank - b.nameRank);
    } else if (key === 'set') {
      hits.sort((a, b) => sign * (a.setRank - b.setRank) || a.nameRank - b.nameRank);
    } else if (dir === 'desc') {
      hits.reverse();
    }
  } else if (rankingScores.length > 0) {
    const score = (e: IndexEntry) => rankingScores.reduce((sum, s) => sum + (s.get(e.nameRank) ?? 1), 0);
    const scored = hits.map((entry) => ({ entry, score: score(entry) }));
    scored.sort((a, b) => a.score - b.score || a.entry.nameRank - b.entry.nameRank);
    return scored.map((s) => s.entry.card);
  }
  return hits.map((e) => e.card);
}
