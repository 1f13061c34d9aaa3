import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import { groupBy } from '@/lib/group-by';
import type { Db } from './client';
import { cannons, cardKeywords, cardLinks, cards, importRuns } from './schema';

type CardRow = typeof cards.$inferSelect;


/** Attaches cannons, keywords and links; `ids` null means every card (one query per table instead of an IN list). */
function hydrate(db: Db, rows: readonly CardRow[], ids: string[] | null): Card[] {
  if (rows.length === 0) return [];
  const cannonRows = db
    .select()
    .from(cannons)
    .where(ids ? inArray(cannons.cardId, ids) : undefined)
    .orderBy(asc(cannons.cardId), asc(cannons.position))
    .all();
  const keywordRows = db
    .select()
    .from(cardKeywords)
    .where(ids ? inArray(cardKeywords.cardId, ids) : undefined)
    .orderBy(asc(cardKeywords.cardId), asc(cardKeywords.position))
    .all();
  const linkRows = db
    .select()
    .from(cardLinks)
    .where(ids ? inArray(cardLinks.cardId, ids) : undefined)
    .orderBy(asc(cardLinks.cardId), asc(cardLinks.position))
    .all();
  const cannonsOf = groupBy(cannonRows, (r) => r.cardId);
  const keywordsOf = groupBy(keywordRows, (r) => r.cardId);
  const linksOf = groupBy(linkRows, (r) => r.cardId);
  return rows.map((row) => ({
    id: row.id,
    set: row.set as Card['set'],
    number: row.number,
    name: row.name,
    type: row.type as Card['type'],
    generic: row.generic,
    seaCreature: row.seaCreature,
    faction: row.faction,
    rarity: row.rarity,
    points: row.points,
    pointsAreGold: row.pointsAreGold,
    masts: row.masts,
    cargo: row.cargo,
    move: row.move,
    cannons: (cannonsOf.get(row.id) ?? []).map((c) => ({ rank: c.rank, range: c.range })),
    ability: row.ability,
    flavor: row.flavor,
    treasureValues: row.treasureValues,
    link: row.link,
    linkIds: (linksOf.get(row.id) ?? []).map((l) => l.linkedCardId),
    keywords: (keywordsOf.get(row.id) ?? []).map((k) => k.keywordId),
    image: row.image,
    modifiers: {
      limit: row.limit,
      buildBonus: row.buildBonus,
      crewCostReduction: row.crewCostReduction,
      cargoBonus: row.cargoBonus,
      noCargoSpace: row.noCargoSpace,
    },
    pieceKey: row.pieceKey,
    intendedSet: row.intendedSet,
  }));
}

/** Every card, in set release order then collector number. The web layer caches this in memory. */
export function loadAllCards(db: Db): Card[] {
  return hydrate(db, db.select().from(cards).orderBy(asc(cards.sortOrder)).all(), null);
}

/** A card by id, accepting any spelling idLookupKey folds together (`SMU-57`, `smu-057`). */
export function findCard(db: Db, id: string): Card | undefined {
  const row = db.select().from(cards).where(eq(cards.idKey, idLookupKey(id))).get();
  return row ? hydrate(db, [row], [row.id])[0] : undefined;
}


/**
 * Id of the latest import run (0 before any): it changes whenever an import rewrites the card tables, so a cache of
 * the card list can tell, with one indexed query, that it must rebuild.
 */
export function catalogueVersion(db: Db): number {
  return db.select({ id: max(importRuns.id) }).from(importRuns).get()?.id ?? 0;
}
