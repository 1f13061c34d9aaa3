import type { Card } from '../cards/card';
import type { Collection } from './collection';

/**
 * What a fleet needs from a collection. A fleet names printings, but any printing of the same game piece serves on
 * the table (an SMU Bonny Kate sails as well as the SM one), so needs and holdings are compared per piece
 * (`Card.pieceKey`): owning the SMU printing covers a fleet that names the SM one.
 */
export interface MissingPiece {
  /** The printing the fleet names (the first one when it names several of the piece). */
  id: string;
  needed: number;
  owned: number;
  missing: number;
}

/** A card's piece key as far as the caller knows it; an unknown id is its own piece. */
export type PieceOf = (id: string) => string | undefined;

function ownedByPiece(collection: Collection, pieceOf: PieceOf): Map<string, number> {
  const owned = new Map<string, number>();
  for (const [id, { owned: n }] of Object.entries(collection)) {
    const key = pieceOf(id) ?? id;
    owned.set(key, (owned.get(key) ?? 0) + n);
  }
  return owned;
}

/** The pieces of the fleet (every card id it names, repeats counted) that the collection does not hold enough of. */
export function missingPieces(fleetIds: readonly string[], collection: Collection, pieceOf: PieceOf): MissingPiece[] {
  const needs = new Map<string, { id: string; needed: number }>();
  for (const id of fleetIds) {
    const key = pieceOf(id) ?? id;
    const need = needs.get(key);
    if (need) need.needed++;
    else needs.set(key, { id, needed: 1 });
  }
  const owned = ownedByPiece(collection, pieceOf);
  const missing: MissingPiece[] = [];
  for (const [key, { id, needed }] of needs) {
    const have = owned.get(key) ?? 0;
    if (have < needed) missing.push({ id, needed, owned: have, missing: needed - have });
  }
  return missing;
}

/**
 * How many more of this piece the builder may add when building only from the collection: the owned copies of the
 * piece (all printings) less those the fleet already uses.
 */
export function ownedLeft(card: Pick<Card, 'id' | 'pieceKey'>, fleetIds: readonly string[], collection: Collection, pieceOf: PieceOf): number {
  const owned = ownedByPiece(collection, pieceOf).get(card.pieceKey) ?? 0;
  const used = fleetIds.filter((id) => (pieceOf(id) ?? id) === card.pieceKey).length;
  return Math.max(0, owned - used);
}

/**
 * Copies of a printing a player can trade away without breaking any fleet. "The No-Duplicates Rule: A player cannot
 * have two or more of the same character, ship, sea creature, event token, or fort in their fleet at the same time
 * [...] Generic crew and equipment are not limited in this way." (rules 001). So one copy of a named piece is all a
 * fleet can use; generic crew and equipment can fill a fleet in any number, so none of them is ever spare.
 */
export function spareCopies(card: Pick<Card, 'type' | 'generic'>, owned: number): number {
  if ((card.type === 'crew' && card.generic) || card.type === 'equipment') return 0;
  return Math.max(0, owned - 1);
}
