import { previewMove } from '@/lib/engine/preview';
import { goodsAboard } from '@/lib/engine/state/economy';
import type { GameState, PlayerIndex, Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { type PiratesView, tableAsState } from '@/lib/pirates/view';
import { economyChoice } from '../fixtures/economy-script';

type Port = 'trading-port' | 'military-port';

/**
 * Two scripted players of Economy Edition (003) that bring a game to the moment a person meets a port, each sending
 * only what its view's `legal` offers. The port's owner founds a settlement (as tests/fixtures/economy-script.ts
 * trades), carries the port's token to it and founds the port, then trades on. For a trading port the owner is B and
 * the visitor A, who trades until she carries three resources (two to trade and the fee), sails them to the standing
 * port and docks there: `null` (the position reached) when her action is still to take there. For a military port the
 * owner is A and the visitor B, who sails to dock at it once it stands: `null` when A may fire the port at her.
 */
export function portChoice(view: PiratesView, kind: Port): PiratesAction | null {
  if (!view.game?.economy || view.phase !== 'playing' || view.pending) return economyChoice(view);
  const game = tableAsState(view.game);
  const me = game.active;
  const ship = game.ships.find((s) => s.owner === me && s.inPlay && !s.sunk);
  if (!ship) return { type: 'end-turn' };
  const owner: PlayerIndex = kind === 'trading-port' ? 1 : 0;
  const port = townOf(game, owner);
  if (me === owner) return kind === 'military-port' && port?.kind === kind && view.legal.some((a) => a.type === 'port-shoot') ? null : forOwner(view, game, ship, port, kind);
  return kind === 'trading-port' ? toTrade(view, game, ship, port) : toDock(view, game, ship, port);
}

/** The owner's town, and whether it stands. */
function townOf(game: GameState, owner: number): { island: number; ready: boolean; kind: string } | null {
  const towns = game.economy!.towns;
  const island = towns.findIndex((t) => t?.owner === owner);
  return island < 0 ? null : { island, ready: towns[island]!.ready, kind: towns[island]!.kind };
}

function forOwner(view: PiratesView, game: GameState, ship: Ship, port: ReturnType<typeof townOf>, kind: Port): PiratesAction {
  const legal = view.legal;
  if (!port || (port.kind === 'settlement' && !port.ready && !ship.tokens.length)) return economyChoice(view);
  if (port.kind === kind) return economyChoice(view);
  const found = legal.find((a) => a.type === 'found' && a.upgrade === kind);
  if (found) return found;
  if (!ship.tokens.length) {
    const buy = legal.find((a) => a.type === 'buy-upgrade' && a.upgrade === kind);
    if (buy) return buy;
  }
  if (ship.actions > 0) return { type: 'end-turn' };
  const home = game.islands.findIndex((i) => i.home === ship.owner);
  return sailTo(game, ship, legal, ship.tokens.length ? port.island : home) ?? { type: 'end-turn' };
}

function toTrade(view: PiratesView, game: GameState, ship: Ship, port: ReturnType<typeof townOf>): PiratesAction | null {
  const legal = view.legal;
  const sell = legal.find((a) => a.type === 'sell');
  if (sell) return sell;
  if (goodsAboard(ship) < 3) {
    // economyChoice sails a loaded ship home; the visitor keeps her resources for the port instead, and buys no town of her own.
    return economyChoice({ ...view, legal: legal.filter((a) => a.type !== 'buy-upgrade') });
  }
  if (port?.kind === 'trading-port' && port.ready && ship.docked === port.island) return ship.actions === 0 ? null : { type: 'end-turn' };
  if (port?.kind !== 'trading-port' || ship.actions > 0) return { type: 'end-turn' };
  return sailTo(game, ship, view.legal, port.island) ?? { type: 'end-turn' };
}

function toDock(view: PiratesView, game: GameState, ship: Ship, port: ReturnType<typeof townOf>): PiratesAction {
  if (port?.kind !== 'military-port' || !port.ready) return economyChoice({ ...view, legal: view.legal.filter((a) => a.type !== 'buy-upgrade') });
  if (ship.docked === port.island || ship.actions > 0) return { type: 'end-turn' };
  return sailTo(game, ship, view.legal, port.island) ?? { type: 'end-turn' };
}

/** The offered move that docks her at `island`, else the one ending nearest it. */
function sailTo(game: GameState, s: Ship, legal: PiratesAction[], island: number): PiratesAction | undefined {
  const goal = game.islands[island];
  let best: PiratesAction | undefined;
  let bestD = Infinity;
  for (const a of legal) {
    if (a.type !== 'move' || a.ship !== s.id || a.shoot !== undefined || a.board !== undefined) continue;
    const p = previewMove(game, s.id, a.segments);
    if (p.refusal !== null) continue;
    const end = p.path[p.path.length - 1] ?? s;
    const d = Math.hypot(end.x - goal.x, end.y - goal.y) - (p.docks === island ? 100 : 0);
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}
