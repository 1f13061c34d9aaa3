import { goodsAboard, price, RESOURCES } from '@/lib/engine/state/economy';
import { goodsText, upgradeName } from '@/lib/pirates/economy-log';
import type { TableGame } from './types';

/**
 * Economy Edition (003) as the table shows it, from a seat's view: each player's gold and resources at home, the
 * upkeep she will pay as her turn ends, the market's prices and how long they hold, and what an island produces and
 * who has a town there. Every figure is public at the table, so the view carries them all.
 */

/** The gold a player may spend and that scores at the time limit: her purse and the coins at her home. */
export function goldOf(game: TableGame, p: number): number {
  let gold = game.economy?.gold[p] ?? 0;
  for (const id of game.players[p]?.home ?? []) {
    const t = game.treasures[id];
    if (t && !('hidden' in t)) gold += t.value;
  }
  return gold;
}

/** 003 "Errata": one gold at the end of her turn for every ship of hers in play not docked at her home island. */
export function upkeepDue(game: TableGame, p: number): number {
  let due = 0;
  for (const s of game.ships) if (s.owner === p && s.inPlay && !s.sunk && !(s.docked >= 0 && game.islands[s.docked].home === p)) due++;
  return due;
}

/** Resources in a row of counts, the empty ones left out: "3 fish, 1 lumber", or "none". */
export function goodsLine(counts: readonly number[]): string {
  const parts = counts.flatMap((n, k) => (n > 0 ? [goodsText(n, k + 1)] : []));
  return parts.length ? parts.join(', ') : 'none';
}

/** What a ship carries of Economy Edition's tokens: her resources and her upgrade tokens, or null when nothing. */
export function tokensAboard(s: TableGame['ships'][number]): string | null {
  const parts = [];
  if (goodsAboard(s) > 0) parts.push(goodsLine(s.goods));
  if (s.tokens.length) parts.push(s.tokens.map((t) => `a ${upgradeName(t)} token`).join(', '));
  return parts.length ? parts.join('; ') : null;
}

/** Each resource's price under the current row, with how many this player has at home to sell. */
export function marketRows(game: TableGame, p: number | null): { resource: number; name: string; price: number; home: number }[] {
  const eco = game.economy!;
  return RESOURCES.map((name, k) => ({ resource: k + 1, name, price: eco.row ? price(eco.row, k + 1) : 0, home: p === null ? 0 : (eco.stock[p]?.[k] ?? 0) }));
}

/** Rounds the current prices still hold, this one counted (0 before the first roll). */
export const pricesHold = (game: TableGame): number => (game.economy && game.economy.row ? Math.max(0, game.economy.until - game.turn + 1) : 0);

/** Rounds left before the time limit, this one counted. */
export const roundsLeft = (game: TableGame): number => Math.max(0, game.maxTurns - game.turn + 1);

/** An island as Economy Edition marks it: what it produces (or that no one has explored it), and its town. */
export function islandEconomy(game: TableGame, i: number): { produces: string; town: { owner: number; kind: string; letter: string; ready: boolean; hits: number } | null } | null {
  const eco = game.economy;
  const isl = game.islands[i];
  if (!eco || !isl || isl.home !== -1) return null;
  const resource = eco.produces[i];
  const town = eco.towns[i];
  return {
    produces: isl.fort >= 0 ? 'fort: no resources' : resource ? RESOURCES[resource - 1] : 'unexplored',
    town: town ? { owner: town.owner, kind: upgradeName(town.kind), letter: town.kind === 'settlement' ? 'S' : town.kind === 'trading-port' ? 'T' : 'M', ready: town.ready, hits: town.hits } : null,
  };
}
