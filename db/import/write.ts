import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import { KEYWORDS } from '@/lib/cards/keywords';
import { SETS, setOrder } from '@/lib/cards/sets';
import type { Db } from '../client';
import { cannons, cardKeywords, cardLinks, cards, importRuns, keywords, sets } from '../schema';
import type { ImportReport } from './report';

/** SQLite caps bound parameters per statement; 100 rows of the widest table stays well under it. */
const CHUNK = 100;

function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => void): void {
  for (let i = 0; i < rows.length; i += CHUNK) insert(rows.slice(i, i + CHUNK));
}

function cardRow(card: Card, sortOrder: number): typeof cards.$inferInsert {
  return {
    id: card.id,
    idKey: idLookupKey(card.id),
    set: card.set,
    number: card.number,
    name: card.name,
    type: card.type,
    generic: card.generic,
    seaCreature: card.seaCreature,
    faction: card.faction,
    rarity: card.rarity,
    points: card.points,
    pointsAreGold: card.pointsAreGold,
    masts: card.masts,
    cargo: card.cargo,
    move: card.move,
    ability: card.ability,
    flavor: card.flavor,
    treasureValues: card.treasureValues,
    link: card.link,
    image: card.image,
    limit: card.modifiers.limit,
    buildBonus: card.modifiers.buildBonus,
    crewCostReduction: card.modifiers.crewCostReduction,
    cargoBonus: card.modifiers.cargoBonus,
    noCargoSpace: card.modifiers.noCargoSpace,
    pieceKey: card.pieceKey,
    intendedSet: card.intendedSet,
    sortOrder,
  };
}

/**
 * Replaces the whole card catalogue in one transaction, so readers never see half an import and a re-run with the
 * same sources leaves identical rows. `cards` must already be in display order. Saved fleets are not touched.
 */
export function writeCatalogue(db: Db, catalogue: readonly Card[], report: ImportReport): void {
  const keywordNames = new Map(KEYWORDS.map((k) => [k.id, k.name]));
  for (const card of catalogue) for (const id of card.keywords) if (!keywordNames.has(id)) keywordNames.set(id, id);

  db.transaction((tx) => {
    tx.delete(cardLinks).run();
    tx.delete(cardKeywords).run();
    tx.delete(cannons).run();
    tx.delete(cards).run();
    tx.delete(keywords).run();
    tx.delete(sets).run();

    tx.insert(sets)
      .values(SETS.map((s) => ({ code: s.code, name: s.name, releaseOrder: setOrder(s.code) })))
      .run();
    insertChunked([...keywordNames].map(([id, name]) => ({ id, name })), (chunk) => tx.insert(keywords).values(chunk).run());
    insertChunked(
      catalogue.map((card, i) => cardRow(card, i)),
      (chunk) => tx.insert(cards).values(chunk).run(),
    );
    insertChunked(
      catalogue.flatMap((card) => card.cannons.map((c, position) => ({ cardId: card.id, position, rank: c.rank, range: c.range }))),
      (chunk) => tx.insert(cannons).values(chunk).run(),
    );
    insertChunked(
      catalogue.flatMap((card) => card.keywords.map((keywordId, position) => ({ cardId: card.id, keywordId, position }))),
      (chunk) => tx.insert(cardKeywords).values(chunk).run(),
    );
    insertChunked(
      catalogue.flatMap((card) => card.linkIds.map((linkedCardId, position) => ({ cardId: card.id, linkedCardId, position }))),
      (chunk) => tx.insert(cardLinks).values(chunk).run(),
    );
    tx.insert(importRuns)
      .values({
        ranAt: new Date().toISOString(),
        cardCount: report.cardCount,
        skippedCount: report.skipped.length,
        disagreementCount: report.disagreements.length,
        unmatchedXmlCount: report.unmatchedXml.length,
        report: JSON.stringify(report),
      })
      .run();
  });
}
