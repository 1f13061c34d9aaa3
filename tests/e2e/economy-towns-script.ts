import { previewMove } from '@/lib/engine/preview';
import { goodsAboard } from '@/lib/engine/state/economy';
import type { GameState, Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { type PiratesView, tableAsState } from '@/lib/pirates/view';
import { economyChoice } from '../fixtures/economy-script';

/**
 * Two scripted players of Economy Edition (003) that bring a game to the moment a person meets a rival's town: B
 * founds a settlement (as tests/fixtures/economy-script.ts trades), carries a trading-port token to it and founds the
 * port; A trades the same way until she carries three resources (two to trade and the fee), then sails them to B's standing trading port and docks
 * there (B trading meanwhile as the fixture does). Each sends only what its view's `legal` offers. `null` from A's script: the position is reached, her ship
 * docked at B's trading port with resources aboard and her action still to take.
 */
export function townsChoice(view: PiratesView): PiratesAction | null {
  if (!view.game?.economy || view.phase !== 'playing' || view.pending) return economyChoice(view);
  const game = tableAsState(view.game);
  const me = game.active;
  const ship = game.ships.find((s) => s.owner === me && s.inPlay && !s.sunk);
  const endTurn: PiratesAction = { type: 'end-turn' };
  if (!ship) return endTurn;
  const port = portOf(game, 1);
  return me === 1 ? forB(view, game, ship, port) : forA(view, game, ship, port);
}

/** B's town, and whether it is a trading port standing. */
function portOf(game: GameState, owner: number): { island: number; ready: boolean; kind: string } | null {
  const towns = game.economy!.towns;
  const island = towns.findIndex((t) => t?.owner === owner);
  return island < 0 ? null : { island, ready: towns[island]!.ready, kind: towns[island]!.kind };
}

function forB(view: PiratesView, game: GameState, ship: Ship, port: ReturnType<typeof portOf>): PiratesAction {
  const legal = view.legal;
  if (!port || (port.kind === 'settlement' && !port.ready && !ship.tokens.length)) return economyChoice(view);
  if (port.kind === 'trading-port') return economyChoice(view);
  const found = legal.find((a) => a.type === 'found' && a.upgrade === 'trading-port');
  if (found) return found;
  if (!ship.tokens.length) {
    const buy = legal.find((a) => a.type === 'buy-upgrade' && a.upgrade === 'trading-port');
    if (buy) return buy;
  }
  if (ship.actions > 0) return { type: 'end-turn' };
  const home = game.islands.findIndex((i) => i.home === 1);
  return sailTo(game, ship, legal, ship.tokens.length ? port.island : home) ?? { type: 'end-turn' };
}

function forA(view: PiratesView, game: GameState, ship: Ship, port: ReturnType<typeof portOf>): PiratesAction | null {
  const legal = view.legal;
  const sell = legal.find((a) => a.type === 'sell');
  if (sell) return sell;
  if (goodsAboard(ship) < 3) {
    // economyChoice sails a loaded ship home; A keeps her resources for the port instead, and buys no town of her own.
    return economyChoice({ ...view, legal: legal.filter((a) => a.type !== 'buy-upgrade') });
  }
  if (port?.kind === 'trading-port' && port.ready && ship.docked === port.island) return ship.actions === 0 ? null : { type: 'end-turn' };
  if (port?.kind !== 'trading-port' || ship.actions > 0) return { type: 'end-turn' };
  return sailTo(game, ship, legal, port.island) ?? { type: 'end-turn' };
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
