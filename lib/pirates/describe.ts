import { type Choice, SPOILS } from '@/lib/engine/choices';
import type { GameState } from '@/lib/engine/state';

/**
 * A pending decision in words, as "First decide …" and "Waiting for A to decide …" read it. `decider`: the words are
 * for the player deciding, who may be told what lies face down aboard her own ship.
 */
export function describeChoice(game: GameState, choice: Choice, decider = false): string {
  const name = (id: number) => game.ships[id]?.name ?? `ship ${id}`;
  switch (choice.kind) {
    case 'mast':
      return choice.fire ? `which mast of ${name(choice.ship)} catches fire` : `which mast ${name(choice.ship)} loses`;
    case 'crew':
      return `which crew ${name(choice.ship)} loses`;
    case 'board-back':
      return `whether ${name(choice.ship)} boards ${name(choice.target)}, who rammed her`;
    case 'loot':
      return `which treasure ${name(choice.ship)} takes from ${name(choice.from)}`;
    case 'explore':
      return `which treasure ${name(choice.ship)} takes from the island`;
    case 'island-trade':
      return `whether ${name(choice.ship)} trades a treasure of the island for a random one from another wild island`;
    case 'silence':
      return `whose ability ${name(choice.ship)} silences this turn`;
    case 'trade-from':
      return `from which wild island ${name(choice.ship)}'s traded treasure comes`;
    case 'capture':
      return `whether ${name(choice.ship)} captures ${game.ships[choice.from]?.crew[choice.crew]?.cardId ?? 'the costliest crew'} aboard ${name(choice.from)} as cargo worth its points in gold`;
    case 'swap':
      return `whether ${name(choice.ship)} swaps ${game.ships[choice.to]?.crew[choice.crew]?.cardId ?? 'a crew'} aboard ${name(choice.to)} for the best coin left on the island`;
    case 'spoils':
      return choice.options.some((o) => SPOILS[o].treasure + SPOILS[o].crew + (SPOILS[o].mast ? 1 : 0) === 2)
        ? `which two spoils ${name(choice.ship)} takes from ${name(choice.from)}`
        : `whether ${name(choice.ship)} takes a treasure from ${name(choice.from)} or eliminates one of her crew`;
    case 'sell-crew':
      return 'which crew of your fleet to eliminate, each worth gold at home';
    case 'reveal-treasure':
      // Named only to her owner: what lies face down is hers to know.
      return `whether ${name(choice.ship)} turns ${decider ? (game.treasures[choice.treasure]?.name ?? 'a face-down treasure') : 'a face-down treasure'} face up now`;
    case 'relics':
      return `whether ${name(choice.ship)} hands ${game.treasures[choice.treasure]?.name ?? 'the treasure'} to ${name(choice.attacker)} instead of the loss, ending ${name(choice.attacker)}'s turn`;
    case 'crew-or-mast':
      return `whether ${name(choice.ship)} loses a crew or a mast to ${game.treasures[choice.treasure]?.name ?? 'the treasure'}`;
    case 'look-at':
      return 'which wild island to look at the treasure of';
    case 'take-unique':
      return `whether ${name(choice.ship)} takes ${game.treasures[choice.treasure]?.name ?? 'the unique treasure'} or leaves it on the island`;
    case 'dock-at':
      return `at which of the wild islands holding fewest coins ${name(choice.ship)} docks`;
    case 'repair-or-discard':
      return `whether ${name(choice.ship)}'s repair stands a mast or throws out the treasure`;
    case 'whirlpool':
      return `whether ${name(choice.ship)} goes through the whirlpool she touches, and out of which other one`;
    case 'crew-island':
      return `to which wild island ${game.ships[choice.ship]?.crew[choice.crew]?.cardId ?? 'the crew'} of ${name(choice.ship)} goes ashore`;
    case 'whirlpool-loss':
      return `what ${name(choice.ship)} loses to the whirlpool: a mast, a treasure or a crew`;
  }
}

/**
 * An island's name, the same from set-up to the end: a home by its player, Daniel's seed island as such, and a wild
 * island by the number it was placed with (the islands keep their set-up order, lib/engine/setup.ts `homes`).
 */
export function islandName(game: Pick<GameState, 'islands'>, i: number): string {
  const isl = game.islands[i];
  if (!isl) return `island ${i + 1}`;
  if (isl.home !== -1) return `${isl.home === 0 ? 'A' : 'B'}'s home island`;
  return isl.seed ? 'the seed island' : `island ${i + 1}`;
}
