import type { GameEvent } from '@/lib/engine/state/events';
import { hitsText, numberWord } from './describe';
import { resourceName as goods } from './economy-log';

type Names = { ship: (id: number) => string; seat: (p: number) => string; island: (i: number) => string };

/** Economy Edition's towns in words (003: towns shot, boarded, captured and razed; trading ports; military ports): null for any other event. */
export function townWords(e: GameEvent, n: Names): string | null {
  switch (e.type) {
    case 'town-shot':
      return `${n.ship(e.ship)} fired at the town on ${n.island(e.island)}: ${e.rolls.length ? `rolled ${e.rolls.join(', ')}` : 'no gun could fire'} (${hitsText(e.hits)}).`;
    case 'town-razed':
      return `The town on ${n.island(e.island)} is destroyed; the island is unexplored again and its resource will be found anew.`;
    case 'town-boarded': {
      const outcome = e.result === 'won' ? `${n.ship(e.ship)} wins` : e.result === 'lost' ? 'the town holds' : 'a tie, nothing happens';
      return `${n.ship(e.ship)} boarded the town on ${n.island(e.island)} (counted as ${numberWord(e.masts)} masts): rolled ${e.rolls[0]} against ${e.rolls[1]}; ${outcome}.`;
    }
    case 'town-captured':
      return `${n.seat(e.player)} captured the settlement on ${n.island(e.island)}.`;
    case 'ship-seized':
      return `${n.ship(e.ship)} is taken by ${n.seat(e.player)}; her crew are removed from the game.`;
    case 'bartered':
      return `${n.ship(e.ship)} traded ${e.give[0] === e.give[1] ? `2 ${goods(e.give[0])}` : `1 ${goods(e.give[0])} and 1 ${goods(e.give[1])}`} for 1 ${goods(e.get)} at ${n.island(e.island)}${e.fee ? `, paying 1 ${goods(e.fee)} to the port's owner` : ''}.`;
    case 'blockaded':
      return `${n.ship(e.ship)} declared hostilities: the trading port on ${n.island(e.island)} is blockaded.`;
    case 'crew-bought':
      return `${n.seat(e.player)} bought ${e.crew.name ?? 'a crew'} for ${e.price} gold, aboard ${n.ship(e.ship)}.`;
    case 'port-shot':
      return `The military port on ${n.island(e.island)} fired at ${n.ship(e.target)}: ${e.rolls.length ? `rolled ${e.rolls.join(', ')}` : 'no gun could fire'} (${hitsText(e.hits)}).`;
    default:
      return null;
  }
}
