import { parseAbility } from '@/lib/cards/abilities/parse';
import { cheapestCrew, loseChosenCrew, loseCrew, loseMast } from './combat';
import { askOne, emit, type Game } from './play';
import type { Ship } from './state';

/**
 * A unique treasure's one-time text, acting as the treasure is revealed: placed face up aboard the ship that explored
 * its island (001 "Exploring": "any ability a face-up unique treasure has comes into play immediately (as a free
 * action)"). It acts once, there and then; taken later from ship to ship it does nothing again. Only a text the
 * engine applies in full is in force (`Treasure.text`), so a treasure whose other sentences it cannot read does
 * nothing at all rather than half of what it says.
 *
 * What it is worth is set then too (a die roll, or 6 less the crew aboard her), and a treasure that keeps her idle "the
 * turn after loading" it does so on her owner's next turn.
 *
 * Choices: "one crew or mast" is her owner's to pick (the one who loses it, as 001 has the loser of a boarding party
 * choose the crew), and so is which crew or which mast; without a chooser she gives up a crew when she has one, the
 * cheapest, since a mast slows and disarms her for the rest of the game. "Eliminate one mast from every ship in play"
 * takes one from every ship of both fleets, hers too, each owner picking which.
 */
export function reveal(game: Game, s: Ship, id: number): void {
  const state = game.state;
  const text = state.treasures[id].text;
  if (!text) return;
  for (const { effects } of parseAbility(text)) {
    for (const e of effects) {
      if (s.sunk) return;
      switch (e.kind) {
        case 'reveal-crew-loss':
          // "The crew with the lowest point cost" leaves no choice unless two share it, and then it matters not which.
          if (e.which === 'cheapest') {
            if (s.crew.length && !s.abilities.crewProtected) loseCrew(game, s, cheapestCrew(s), -1);
          } else {
            // Out of the game, not eliminated: no Ransom gold, no crew dying in another's place.
            for (let k = s.crew.length - 1; k >= 0; k--) emit(game, { type: 'crew-lost', ship: s.id, index: k });
          }
          break;
        case 'reveal-crew-or-mast': {
          const can = [...(s.crew.length && !s.abilities.crewProtected ? [0] : []), ...(s.masts > 0 ? [1] : [])];
          if (!can.length) break;
          const pick = game.choose && can.length > 1 ? askOne(game, { kind: 'crew-or-mast', ship: s.id, options: can }, s.owner, can[0]) : can[0];
          if (pick === 0) loseChosenCrew(game, s, -1);
          else loseMast(game, s, s.owner);
          break;
        }
        case 'reveal-mast-every-ship':
          for (const t of state.ships) if (t.inPlay && !t.sunk && !t.lost && t.masts > 0) loseMast(game, t, t.owner);
          break;
        case 'reveal-idle':
          emit(game, { type: 'idled', ship: s.id });
          break;
        case 'reveal-value': {
          const value = e.from === 'd6' ? game.dice.d6() : Math.max(0, 6 - s.crew.length);
          emit(game, { type: 'treasure-value', id, value });
          break;
        }
        case 'reveal-discard':
          emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
          return;
      }
    }
  }
}

