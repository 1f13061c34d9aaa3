import type { Action } from '@/lib/engine/game';
import { RESOURCES } from '@/lib/engine/state/economy';
import type { GameState, PlayerIndex, Ship } from '@/lib/engine/state/state';

/**
 * Economy Edition's town actions (003: towns shot at and boarded, trading and blockading at a trading port, a military
 * port's guns, generic crew bought again), as ./legal.ts offers them: every body, each checked by the engine through `offer`. A trade is offered
 * for each pair of resources she carries and each other resource, the fee (if one is due) left to the engine's pick.
 */
export function townActions(game: GameState, s: Ship, offer: (a: Action) => void): void {
  const eco = game.economy;
  if (!eco) return;
  eco.towns.forEach((town, island) => {
    if (town && town.owner !== s.owner) offer({ type: 'shoot-town', ship: s.id, island });
  });
  eco.roster[s.owner]?.forEach((_, crew) => offer({ type: 'buy-crew', ship: s.id, crew }));
  if (s.docked < 0 || !eco.towns[s.docked]) return;
  offer({ type: 'board-town', ship: s.id });
  offer({ type: 'blockade', ship: s.id });
  if (eco.towns[s.docked]!.kind !== 'trading-port') return;
  for (let a = 1; a <= RESOURCES.length; a++) {
    for (let b = a; b <= RESOURCES.length; b++) {
      if (s.goods[a - 1] < (a === b ? 2 : 1) || s.goods[b - 1] < 1) continue;
      for (let get = 1; get <= RESOURCES.length; get++) if (get !== a && get !== b) offer({ type: 'barter', ship: s.id, give: [a, b], get });
    }
  }
}

/** Each military port of `player`'s at each enemy ship. */
export function portActions(game: GameState, player: PlayerIndex, offer: (a: Action) => void): void {
  game.economy?.towns.forEach((town, island) => {
    if (town?.owner !== player || town.kind !== 'military-port') return;
    for (const t of game.ships) if (t.owner !== player && t.inPlay && !t.sunk) offer({ type: 'port-shoot', island, target: t.id });
  });
}
