import type { EffectKind } from '@/lib/cards/abilities/effects';
import { effectsOfKind, parseAbility } from '@/lib/cards/abilities/parse';
import { cheapestCrew, costliestCrew, loseChosenCrew, loseCrew, loseMast, selfProtected } from '../combat/combat';
import { SHIP_SLOTS } from '../state/choices';
import { askOne, askSome, emit, type Game, repair, see } from '../state/play';
import { LEG_LENGTH } from '@/lib/cards/move';
import { touching, within } from '../hull/hull';
import { berth } from '../setup/setup';
import { intoNearestWhirlpool } from '../terrain/whirlpools';
import { driftIceberg } from '../terrain/icebergs';
import { carrying, crewCount, freeCargo, type GameState, lookPlace, nationOf, nextPlayer, ownFortAt, type PlayerIndex, type Ship, staysAboard } from '../state/state';
import { repairsWithGoods, spendRepairGoods } from '../economy/resources';
import { militaryPortAt } from '../state/economy';

/*
 * A unique treasure's own text, read from the treasure at the moment it acts rather than compiled into the ship that
 * carries it (that is ../abilities/abilities.ts, for standing abilities): as it is revealed (`reveal`), as she loads exploring
 * (`afterLoading`, `loadsOneMore`), unloads (`beforeUnload`), docks at home (`dockedHome`) or repairs
 * (`repairOrDiscard`), and when it stays on its island (`leftOnIsland`). Only a text the engine applies in full is in
 * force (`Treasure.text`), so a treasure whose other sentences it cannot read does nothing at all rather than half of
 * what it says.
 */

/**
 * A unique treasure's one-time text, acting as the treasure is revealed: placed face up aboard the ship that explored
 * its island (001 "Exploring": "any ability a face-up unique treasure has comes into play immediately (as a free
 * action)"), or, for one that acts in place (Natives), shown to her there. It acts once, there and then; taken later
 * from ship to ship it does nothing again.
 *
 * What it is worth is set then too (a die roll, the crew aboard her, or 6 less them), and a treasure that keeps her
 * idle does so on her owner's next turns ("the turn after loading", or a turn for each crew aboard).
 *
 * Choices: "one crew or mast" is her owner's to pick (the one who loses it, as 001 has the loser of a boarding party
 * choose the crew), and so is which crew or which mast; without a chooser she gives up a crew when she has one, the
 * cheapest, since a mast slows and disarms her for the rest of the game. "Eliminate one mast from every ship in play"
 * takes one from every ship of both fleets, hers too, each owner picking which.
 */
export function reveal(game: Game, s: Ship, id: number): void {
  const state = game.state;
  const text = state.treasures[id].text;
  if (!text || spared(text, s)) return;
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
        case 'reveal-crew-home': {
          const home = state.islands.findIndex((i) => i.home === s.owner);
          // Highest index first, so each index still names its crew; equipment is not crew and stays aboard.
          if (home >= 0) for (let k = s.crew.length - 1; k >= 0; k--) if (!s.crew[k].equipment && !staysAboard(s, k)) emit(game, { type: 'crew-landed', ship: s.id, index: k, island: home });
          break;
        }
        case 'reveal-whirlpool':
          intoNearestWhirlpool(game, s);
          break;
        case 'plague':
          if (!e.spread) cullAll(game, s);
          break;
        case 'reveal-crew-or-mast': {
          const can = [...(crewCount(s) && !s.abilities.crewProtected ? [0] : []), ...(s.masts > 0 ? [1] : [])];
          if (!can.length) break;
          const pick = game.choose && can.length > 1 ? askOne(game, { kind: 'crew-or-mast', ship: s.id, treasure: id, options: can }, s.owner, can[0]) : can[0];
          if (pick === 0) loseChosenCrew(game, s, -1);
          else loseMast(game, s, s.owner);
          break;
        }
        case 'reveal-mast-every-ship':
          for (const t of state.ships) if (t.inPlay && !t.sunk && !t.lost && t.masts > 0) loseMast(game, t, t.owner);
          break;
        case 'reveal-charts':
          charts(game, s);
          break;
        case 'reveal-volcano':
          volcano(game, s);
          break;
        case 'reveal-wild-face-up':
          // The coins lying on wild islands now, face up to both players from here on (ones set down later are not).
          for (const isl of state.islands) {
            if (isl.home !== -1 || !isl.treasure.length) continue;
            see(game, 0, [...isl.treasure]);
            see(game, 1, [...isl.treasure]);
          }
          break;
        case 'reveal-crew-cull':
          // A die for each crew, every crew's before any goes; equipment is no crew.
          if (!s.abilities.crewProtected) {
            const doomed = s.crew.flatMap((c, i) => (!c.equipment && e.faces.includes(game.dice.d6()) ? [i] : []));
            for (let k = doomed.length - 1; k >= 0; k--) loseCrew(game, s, doomed[k], -1, false);
          }
          break;
        case 'reveal-repair-all':
          for (let m = 0; m < s.up.length; m++) {
            if (s.up[m]) continue;
            if (s.fire[m]) emit(game, { type: 'fire-out', ship: s.id, mast: m });
            emit(game, { type: 'mast', ship: s.id, mast: m, up: true });
          }
          break;
        case 'reveal-island-gold-loss': {
          const here = s.docked;
          if (here < 0 || !e.faces.includes(game.dice.d6())) break;
          const gold = state.islands[here].treasure.filter((id) => !state.treasures[id].unique);
          if (gold.length) emit(game, { type: 'treasure-moved', ids: gold, from: { island: here }, to: { lost: true } });
          break;
        }
        case 'reveal-natives-cull': {
          const roll = game.dice.d6();
          const index = e.cheapest.includes(roll) ? cheapestCrew(s) : e.costliest.includes(roll) ? costliestCrew(s) : -1;
          if (index >= 0 && !s.abilities.crewProtected) loseCrew(game, s, index, -1);
          break;
        }
        case 'natives-leave':
          emit(game, { type: 'must-leave', ship: s.id, value: true });
          break;
        case 'reveal-dock-poorest':
          dockPoorest(game, s);
          break;
        case 'reveal-swap':
          if (swap(game, s, id)) return;
          break;
        case 'reveal-idle':
          emit(game, { type: 'idled', ship: s.id, turns: e.rounds === 'crew' ? crewCount(s) : 1 });
          break;
        case 'reveal-value': {
          const value = e.from === 'd6' ? game.dice.d6() : e.from === 'crew' ? crewCount(s) : Math.max(0, 6 - crewCount(s));
          emit(game, { type: 'treasure-value', id, value });
          break;
        }
        case 'reveal-discard':
          if (!atRevealOnly(text) || !s.treasure.includes(id)) break;
          emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
          return;
      }
    }
  }
}


/** The kinds that act as the treasure is revealed; a text with any other keeps its "then remove" for when that acts. */
const AT_REVEAL: ReadonlySet<string> = new Set(['reveal-crew-loss', 'reveal-crew-home', 'reveal-whirlpool', 'reveal-crew-or-mast', 'reveal-mast-every-ship', 'reveal-idle', 'reveal-value', 'reveal-charts', 'reveal-volcano', 'reveal-wild-face-up', 'reveal-crew-dice', 'reveal-crew-cull', 'reveal-repair-all', 'stays-if-whole', 'stays-on-island', 'reveal-roll', 'reveal-island-gold-loss', 'reveal-swap', 'reveal-dock-poorest', 'reveal-dock-tie', 'reveal-natives-cull', 'load-one-more', 'natives-leave', 'cursed-immune', 'reveal-discard']);

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
        } else if (e.kind === 'unload-sell-crew' && home && gold.includes(id)) {
          sellCrew(game, s.owner, e.gold);
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

/**
 * Fruit: "If this ship loads Scurvy, it has no effect; remove it from the game": of the unique treasure `loaded` just
 * now, those a treasure aboard her names (by card name) leave the game before they act. The ones removed.
 */
export function neutralized(game: Game, s: Ship, loaded: readonly number[]): number[] {
  const state = game.state;
  const names = new Set<string>();
  for (const id of s.treasure) for (const { effect } of effectsOfKind(state.treasures[id].text ?? '', 'neutralizes')) names.add(effect.name.toLowerCase());
  if (!names.size) return [];
  const gone = loaded.filter((id) => s.treasure.includes(id) && names.has((state.treasures[id].name ?? '').toLowerCase()));
  if (gone.length) emit(game, { type: 'treasure-moved', ids: gone, from: { ship: s.id }, to: { lost: true } });
  return gone;
}

/**
 * Whether a treasure is loaded face down ("Load this treasure face down"; "You may load this treasure face down", which
 * the engine always does, since the text acts only as it is revealed and a face-down treasure tells the other player
 * nothing): exploring, she takes it aboard face down instead of face up, and it does not act then.
 */
export function loadsFaceDown(state: GameState, id: number): boolean {
  return says(state.treasures[id].text, 'load-face-down');
}

/**
 * "On any one of your turns, you may turn Dry Powder face up to give this ship an extra shoot action that turn. If
 * you do, remove Dry Powder from the game": her owner's free action, once, giving her for the rest of the turn an
 * extra shoot or move action ("this ship can move twice" is read as a second move action, as "this ship can be
 * given two move actions this turn" says it), a leg of base move or a bonus to her cannon rolls, or taking away her
 * and her crew's abilities for the turn ("When revealed, none of this ship's abilities or crew abilities can be used
 * this turn"); or trading a random coin of her owner's home for a random coin of the enemy's ("Trade Route"); or
 * taking an enemy ship's abilities for the turn (Periscope, `target`; "when this ship is given a move or shoot
 * action" is read as any time on her owner's turn, since a free action before or between hers is as good). The
 * treasure then leaves the game.
 */
export function revealBoost(game: Game, s: Ship, id: number, named: { target?: number; iceberg?: number; heading?: number; unique?: number } = {}): void {
  const { target, iceberg, heading, unique } = named;
  const state = game.state;
  const text = state.treasures[id].text ?? '';
  emit(game, { type: 'treasure-turned', id });
  for (const { effect } of effectsOfKind(text, 'reveal-boost')) {
    const { leg, cannon, shots, moves } = effect;
    emit(game, { type: 'boosted', ship: s.id, ...(leg ? { leg } : {}), ...(cannon ? { cannon } : {}), ...(shots ? { shots } : {}), ...(moves ? { moves } : {}) });
  }
  if (says(text, 'reveal-unnerve')) emit(game, { type: 'boosted', ship: s.id, unnerved: true });
  if (says(text, 'reveal-silence-targets')) emit(game, { type: 'boosted', ship: s.id, silences: true });
  // Periscope: "any one target enemy ship cannot use any crew or ship abilities this turn".
  if (says(text, 'reveal-silence-one') && target !== undefined) emit(game, { type: 'boosted', ship: target, unnerved: true });
  // Jailhouse Dog: the unique treasure her owner names leaves the game, from wherever it lies.
  if (unique !== undefined && says(text, 'reveal-remove-unique')) {
    const at = lookPlace(state, unique);
    const home = state.players.findIndex((p) => p.home.includes(unique));
    const from = at ?? (home >= 0 ? { home } : null);
    if (from) emit(game, { type: 'treasure-moved', ids: [unique], from, to: { lost: true } });
  }
  // Runes of Destruction and of Magic: the iceberg her owner names goes, or moves L the way he names.
  if (iceberg !== undefined && state.terrain[iceberg]?.type === 'iceberg') {
    if (says(text, 'reveal-break-iceberg')) emit(game, { type: 'terrain-removed', terrain: iceberg });
    else if (says(text, 'reveal-move-iceberg') && heading !== undefined) driftIceberg(game, iceberg, heading, LEG_LENGTH.L);
  }
  if (says(text, 'reveal-trade-homes')) {
    const mine = state.players[s.owner].home;
    const rival = richestRival(state, s.owner);
    const theirs = state.players[rival].home;
    if (mine.length && theirs.length) {
      const give = mine[game.dice.below(mine.length)];
      const get = theirs[game.dice.below(theirs.length)];
      emit(game, { type: 'treasure-moved', ids: [give], from: { home: s.owner }, to: { home: rival } });
      emit(game, { type: 'treasure-moved', ids: [get], from: { home: rival }, to: { home: s.owner } });
    }
  }
  if (says(text, 'reveal-discard')) emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
}

/**
 * "Trade one random treasure from your home island with a random treasure from an enemy home island": with more than
 * one enemy the text leaves the choice to her, and she takes the home holding the most treasure, whose random pick is
 * likeliest to be worth the trade; the first in turn order after her on a tie.
 */
function richestRival(state: GameState, p: PlayerIndex): PlayerIndex {
  const at = state.order.indexOf(p);
  let best = state.order[(at + 1) % state.order.length];
  for (let k = 2; k < state.order.length; k++) {
    const q = state.order[(at + k) % state.order.length];
    if (state.players[q].home.length > state.players[best].home.length) best = q;
  }
  return best;
}

/**
 * "When Dead Man's Chest is unloaded at your home island, you can eliminate any number of crew in your fleet; each is
 * worth 1 gold" (Pension's: of `only`, the ship carrying it): the crew aboard her owner's ships in play that can be
 * eliminated, her owner picking which (a `sell-crew` choice; options code ship and crew as `ship * SHIP_SLOTS +
 * index`), and gold worth that many coins comes to her home, face up. Crew ashore are in no ship of the fleet and are
 * not offered. The player names exactly the crew that go, so no other crew's text stands in for one or turns it face
 * down instead. The engine sells none: a crew aboard is worth more to a fleet still playing than the gold, which a
 * player deciding late may judge otherwise.
 */
function sellCrew(game: Game, p: PlayerIndex, each: number, only?: Ship): void {
  const state = game.state;
  const options: number[] = [];
  for (const t of state.ships) {
    if (t.owner !== p || t.sunk || !t.inPlay || t.abilities.crewProtected || (only && t !== only)) continue;
    t.crew.forEach((c, i) => {
      if (!c.equipment && !selfProtected(t, i)) options.push(t.id * SHIP_SLOTS + i);
    });
  }
  if (!options.length || !game.choose) return;
  const sold = askSome(game, { kind: 'sell-crew', options, max: options.length }, p, []);
  for (const code of [...sold].sort((a, b) => b - a)) loseCrew(game, state.ships[Math.floor(code / SHIP_SLOTS)], code % SHIP_SLOTS, -1, false);
  if (sold.length) emit(game, { type: 'treasure-created', value: sold.length * each, to: { home: p } });
}

/**
 * "Mark all wild islands as explored and choose any wild island and look at all the face down treasure on that
 * island": her owner's token on every wild island, and a look at one island's coins, her owner's pick; the engine's,
 * the island with the most coins she has not seen.
 */
function charts(game: Game, s: Ship): void {
  const state = game.state;
  const options: number[] = [];
  state.islands.forEach((isl, i) => {
    if (isl.home !== -1 || isl.seed) return;
    if (!isl.explored[s.owner]) emit(game, { type: 'explored', player: s.owner, island: i });
    if (isl.treasure.length) options.push(i);
  });
  if (!options.length) return;
  const unseen = (i: number) => state.islands[i].treasure.filter((id) => !state.treasures[id].seenBy[s.owner]).length;
  const auto = options.reduce((a, b) => (unseen(b) > unseen(a) ? b : a));
  const island = game.choose ? askOne(game, { kind: 'look-at', ship: s.id, options }, s.owner, auto) : auto;
  see(game, s.owner, [...state.islands[island].treasure]);
}

/**
 * "Eliminate one random treasure from the island and one random crew from every ship docked at the island": a coin
 * left on the island she explored, drawn at random, is gone, and each ship docked there, hers and any other, loses a
 * crew drawn at random (equipment is no crew; a ship whose crew cannot be eliminated loses none).
 */
function volcano(game: Game, s: Ship): void {
  const state = game.state;
  const here = s.docked;
  if (here < 0) return;
  const coins = state.islands[here].treasure;
  if (coins.length) emit(game, { type: 'treasure-moved', ids: [coins[game.dice.below(coins.length)]], from: { island: here }, to: { lost: true } });
  for (const t of state.ships) {
    if (t.docked !== here || t.sunk || !t.inPlay || t.abilities.crewProtected) continue;
    const crew = t.crew.flatMap((c, i) => (c.equipment ? [] : [i]));
    if (crew.length) loseCrew(game, t, crew[game.dice.below(crew.length)], -1);
  }
}

/** Plague's "Eliminate all crew on this ship": every crew of hers that can be eliminated, by no one. */
function cullAll(game: Game, s: Ship): void {
  if (s.abilities.crewProtected) return;
  for (let k = crewCount(s); k > 0; k--) loseCrew(game, s, cheapestCrew(s), -1);
}

/**
 * Plague: "When she touches another ship, unload Plague onto that ship": as her move ends touching another ship, of
 * either fleet, the Plague goes aboard that ship (the first such, in table order), and acts there as it did where it
 * was revealed, eliminating every crew of hers: a plague is caught, and it is the same text that comes aboard. A ship
 * that touches her is not read as her touching it, since the text speaks of her. Taken another way (a boarding
 * party's loot), it acts no more than any unique treasure's one-time text does; it still keeps her from docking.
 */
export function plague(game: Game, s: Ship): void {
  const state = game.state;
  const id = carrying(state, s, 'plague');
  if (id === undefined || s.sunk) return;
  const to = state.ships.find((t) => t !== s && !t.sunk && t.inPlay && !t.lost && touching(s, t));
  if (!to) return;
  emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { ship: to.id } });
  cullAll(game, to);
}

/**
 * Mines: "Reveal it when target enemy ship moves within S of this ship. Choose and eliminate one mast from the target
 * at the end of her move. Remove Mines from the game": as the move of a ship `s` ends, each enemy ship within S of her
 * carrying mines face down may turn them, her owner's choice (the engine always does: a mast is worth more than the
 * mines lying in wait for a better target), and `s` loses the mast that player picks.
 */
export function mines(game: Game, s: Ship): void {
  const state = game.state;
  for (const t of state.ships) {
    if (t.owner === s.owner || !t.treasure.length || t.sunk || !t.inPlay || s.sunk || s.masts === 0) continue;
    const id = carrying(state, t, 'reveal-mines', true);
    if (id === undefined || !within(t, s, LEG_LENGTH.S)) continue;
    if (game.choose && askOne(game, { kind: 'reveal-treasure', ship: t.id, treasure: id, options: [0, 1] }, t.owner, 1) === 0) continue;
    emit(game, { type: 'treasure-turned', id });
    loseMast(game, s, t.owner, true);
    if (says(state.treasures[id].text, 'reveal-discard')) emit(game, { type: 'treasure-moved', ids: [id], from: { ship: t.id }, to: { lost: true } });
  }
}

/**
 * "Remove Scurvy from the game when this ship docks at her home island": the unique treasure aboard her that says so.
 * "Reveal it when unloaded at your home island: You may choose to eliminate crew from this ship. For each crew you
 * eliminate, you gain 1 gold. Then remove Pension from the game": a face-down treasure worth nothing is never
 * unloaded, so it is turned face up as she docks at home, where treasure is unloaded, and her owner picks which of
 * her crew to eliminate for the gold (`sellCrew`).
 */
export function dockedHome(game: Game, s: Ship): void {
  const state = game.state;
  for (const id of [...s.treasure]) {
    const t = state.treasures[id];
    if (!t.faceDown || !says(t.text, 'reveal-sell-crew')) continue;
    emit(game, { type: 'treasure-turned', id });
    sellCrew(game, s.owner, effectsOfKind(t.text ?? '', 'sell-crew-gold')[0]?.effect.gold ?? 1, s);
    if (says(t.text, 'reveal-discard')) emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
  }
  const gone = s.treasure.filter((id) => says(state.treasures[id].text, 'discard-at-home'));
  if (gone.length) emit(game, { type: 'treasure-moved', ids: gone, from: { ship: s.id }, to: { lost: true } });
}

/**
 * A treasure revealed to the ship exploring its island that acts on her and stays there: "Leave Natives face down on
 * its island", and "Then put Savage Natives face down on the island". Trees, left whole, is not revealed at all.
 */
export function actsInPlace(game: Game, id: number): boolean {
  const text = game.state.treasures[id].text;
  return says(text, 'stays-on-island') || says(text, 'natives-leave');
}

/** Whether a text says a kind of effect, anywhere in it. */
export function says(text: string | undefined, kind: EffectKind): boolean {
  return text !== undefined && effectsOfKind(text, kind).length > 0;
}

/**
 * The unique treasure on an island that the ship exploring it leaves there: "Leave Natives face down on its island"
 * (it acts on her all the same, and on whoever explores there next), and "Trees may remain face-down on its island if
 * the ship that explores that island has all of its masts" (her owner's choice; the engine leaves it, since taking it
 * whole would spend its repair on nothing).
 */
export function leftOnIsland(game: Game, s: Ship, id: number): boolean {
  if (actsInPlace(game, id)) return true;
  const text = game.state.treasures[id].text;
  if (!says(text, 'stays-if-whole') || s.masts < s.cannons.length) return false;
  return (game.choose ? askOne(game, { kind: 'take-unique', ship: s.id, treasure: id, options: [0, 1] }, s.owner, 0) : 0) === 0;
}

/** The treasure aboard her that a repair action may throw out instead of standing a mast ("Wet Gunpowder"), or -1. */
export function soakedPowder(state: GameState, s: Ship): number {
  return carrying(state, s, 'repair-discards') ?? -1;
}

/**
 * A repair action: it stands a felled mast, or, aboard a ship carrying a treasure that says so, throws that treasure
 * out instead ("you may give this ship a repair action to eliminate Wet Gunpowder instead of repairing a mast"). Her
 * owner picks when both can be done; the engine throws the powder out, since it keeps her from shooting at all.
 */
export function repairOrDiscard(game: Game, s: Ship): void {
  const powder = soakedPowder(game.state, s);
  if (powder < 0) return repairMast(game, s);
  const mast = s.up.some((u, m) => !u && !s.fire[m]);
  const discard = !mast || (game.choose ? askOne(game, { kind: 'repair-or-discard', ship: s.id, options: [0, 1] }, s.owner, 1) : 1) === 1;
  if (discard) emit(game, { type: 'treasure-moved', ids: [powder], from: { ship: s.id }, to: { lost: true } });
  else repairMast(game, s);
}

/**
 * A repair action's mast. Away from home, her forts and her military ports, with no text that repairs anywhere, an Economy Edition ship
 * repairs only by spending lumber and textiles (../economy/resources.ts `repairsWithGoods`; the check allowed it).
 */
function repairMast(game: Game, s: Ship): void {
  const state = game.state;
  const isl = s.docked >= 0 ? state.islands[s.docked] : null;
  if (state.economy && !s.abilities.repairAnywhere && isl?.home === -1 && !ownFortAt(state, s.docked, s.owner) && !militaryPortAt(state, s.docked, s.owner) && repairsWithGoods(state, s)) spendRepairGoods(game, s);
  repair(game, s);
}

/**
 * "Swap Davy Jones' Key with one face-down treasure on any other wild island": the key goes to a wild island of her
 * owner's choosing (the engine's, the one with most coins) and a coin of it, drawn at random (face down, so unknown),
 * comes aboard in its place, for her owner to look at. A coin needs a cargo space, which the key did not take: with
 * her hold full there is nothing to swap. Whether the swap was made.
 */
function swap(game: Game, s: Ship, id: number): boolean {
  const state = game.state;
  const options: number[] = [];
  state.islands.forEach((isl, i) => {
    if (i !== s.docked && isl.home === -1 && !isl.seed && isl.treasure.some((t) => !state.treasures[t].unique)) options.push(i);
  });
  if (!options.length || freeCargo(state, s) < 1) return false;
  const auto = options.reduce((a, b) => (state.islands[b].treasure.length > state.islands[a].treasure.length ? b : a));
  const island = game.choose ? askOne(game, { kind: 'trade-from', ship: s.id, island: s.docked, options }, s.owner, auto) : auto;
  const coins = state.islands[island].treasure.filter((t) => !state.treasures[t].unique);
  const coin = coins[game.dice.below(coins.length)];
  emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { island } });
  emit(game, { type: 'treasure-moved', ids: [coin], from: { island }, to: { ship: s.id } });
  see(game, s.owner, [coin]);
  return true;
}

/**
 * "When this ship has reached her cargo capacity, roll a d6. Replace the value of each non-unique treasure on this
 * ship with the result. Then remove Runes of Wealth from the game": checked as she loads treasure exploring, the
 * loading the engine sees filling holds (a boarding party's coin does not set it off). The die is rolled in the open,
 * so every coin it revalues is known to both players from then on.
 */
export function afterLoading(game: Game, s: Ship): void {
  const state = game.state;
  if (freeCargo(state, s) > 0) return;
  for (const id of [...s.treasure]) {
    if (!says(state.treasures[id].text, 'full-hold-roll')) continue;
    const roll = game.dice.d6();
    const coins = s.treasure.filter((t) => !state.treasures[t].unique);
    for (const c of coins) emit(game, { type: 'treasure-value', id: c, value: roll });
    see(game, 0, coins);
    see(game, 1, coins);
    if (says(state.treasures[id].text, 'reveal-discard')) emit(game, { type: 'treasure-moved', ids: [id], from: { ship: s.id }, to: { lost: true } });
  }
}

/** "Cursed ships and crew are not affected": a treasure saying so does nothing aboard a Cursed ship. */
function spared(text: string, s: Ship): boolean {
  return nationOf(s) === 'Cursed' && says(text, 'cursed-immune');
}

/**
 * "Then this ship can load one more treasure (only)": exploring an island holding such a treasure, she loads one coin
 * at most beside it, unless it spares her ship.
 */
export function loadsOneMore(game: Game, s: Ship, unique: readonly number[]): boolean {
  return unique.some((id) => {
    const text = game.state.treasures[id].text;
    return text !== undefined && says(text, 'load-one-more') && !spared(text, s);
  });
}

/**
 * "Immediately dock this ship at the wild island with the fewest treasure coins on it. If there is a tie, your
 * opponent chooses which tied island this ship docks at": she is set down docked there as a move would leave her (the
 * engine's pick among tied islands, for an opponent with none to make, the first). She docks and no more: exploring
 * it waits for her next action, as after any docking (001 "Exploring").
 */
function dockPoorest(game: Game, s: Ship): void {
  const state = game.state;
  let fewest = Infinity;
  const tied: number[] = [];
  state.islands.forEach((isl, i) => {
    if (isl.home !== -1 || isl.seed) return;
    const n = isl.treasure.filter((t) => !state.treasures[t].unique).length;
    if (n < fewest) {
      fewest = n;
      tied.length = 0;
    }
    if (n === fewest) tied.push(i);
  });
  if (!tied.length) return;
  const island = tied.length > 1 && game.choose ? askOne(game, { kind: 'dock-at', ship: s.id, options: tied }, nextPlayer(state, s.owner), tied[0]) : tied[0];
  if (island === s.docked) return;
  if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
  emit(game, { type: 'moved', ship: s.id, ...berth(state, s, island) });
  emit(game, { type: 'docked', ship: s.id, island });
}
