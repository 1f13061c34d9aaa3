import { parseAbility } from '@/lib/cards/abilities/parse';
import { cheapestCrew, loseChosenCrew, loseCrew, loseMast } from './combat';
import { askOne, emit, type Game } from './play';
import { crewCount, type Ship } from './state';

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
            if (crewCount(s) && !s.abilities.crewProtected) loseCrew(game, s, cheapestCrew(s), -1);
          } else {
            // Out of the game, not eliminated: no Ransom gold, no crew dying in another's place.
            for (let k = s.crew.length - 1; k >= 0; k--) if (!s.crew[k].equipment) emit(game, { type: 'crew-lost', ship: s.id, index: k });
          }
          break;
        case 'reveal-crew-or-mast': {
          const can = [...(crewCount(s) && !s.abilities.crewProtected ? [0] : []), ...(s.masts > 0 ? [1] : [])];
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
          const value = e.from === 'd6' ? game.dice.d6() : Math.max(0, 6 - crewCount(s));
          emit(game, { type: 'treasure-value', id, value });
          break;
        }
        case 'reveal-discard':
          if (!atRevealOnly(text)) break;
          emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
          return;
      }
    }
  }
}


/** The kinds that act as the treasure is revealed; a text with any other keeps its "then remove" for when that acts. */
const AT_REVEAL: ReadonlySet<string> = new Set(['reveal-crew-loss', 'reveal-crew-or-mast', 'reveal-mast-every-ship', 'reveal-idle', 'reveal-value', 'reveal-discard']);

function atRevealOnly(text: string): boolean {
  return parseAbility(text).every((sentence) => sentence.effects.every((e) => AT_REVEAL.has(e.kind)));
}

/**
 * The unique treasure aboard `s` whose text acts as she unloads `gold` (the coins about to go ashore) at her home
 * island (`home`) or at a fort of her fleet. "Each non-unique treasure on this ship is worth 1 fewer gold when
 * unloaded" takes from every coin, never below 0. "Double the value of one non-unique treasure": the owner's pick,
 * always the most valuable, so it is made for her. "Double the gold value of the treasure with the lowest gold value
 * on this ship": of the gold she unloads, since unique treasure worth nothing is not gold and doubling it gains
 * nothing. A treasure whose text ends "then remove it from the game" leaves once it has doubled a coin.
 */
export function beforeUnload(game: Game, s: Ship, gold: readonly number[], home: boolean): void {
  const state = game.state;
  const value = (id: number) => state.treasures[id].value;
  for (const id of [...s.treasure]) {
    const text = state.treasures[id].text;
    if (!text) continue;
    let used = false;
    let discard = false;
    for (const { effects } of parseAbility(text)) {
      for (const e of effects) {
        if (e.kind === 'reveal-discard') discard = true;
        if (e.kind === 'unload-penalty') {
          for (const c of gold) if (!state.treasures[c].unique) emit(game, { type: 'treasure-value', id: c, value: Math.max(0, value(c) - e.amount) });
        } else if (e.kind === 'unload-double' && (home || e.fort)) {
          const coins = gold.filter((c) => !state.treasures[c].unique && value(c) > 0);
          if (!coins.length) continue;
          const pick = coins.reduce((a, b) => (e.which === 'best' ? value(b) > value(a) : value(b) < value(a)) ? b : a);
          emit(game, { type: 'treasure-value', id: pick, value: 2 * value(pick) });
          used = true;
        }
      }
    }
    if (used && discard) emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
  }
}
