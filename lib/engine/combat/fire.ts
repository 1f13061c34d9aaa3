import { askOne, emit, type Game } from '../state/play';
import { LEG_LENGTH } from '@/lib/cards/move';
import { distanceToShip } from '../hull/hull';
import { mastToLose, mastX, mastY } from './shoot';
import type { PlayerIndex, Ship } from '../state/state';

/**
 * Fire masts, as the firepot cards print their rules (no rule document defines them): a firepot hit makes one of the
 * target's masts a fire mast, each fire mast rolls at the beginning of every turn (out on some faces, spreading to
 * another mast on others), a ship with only fire masts must be scuttled, and docking at her home island or one of her
 * fleet's forts puts every fire out.
 *
 * Choices where the cards are silent:
 * - A fire mast is a felled mast that burns: her cannon there does not fire, she counts it neither for her base move
 *   nor for boarding, and it cannot be repaired until the fire is out ("remove the fire mast"), when it is an
 *   ordinary felled mast again. So "replaces one of her masts" takes a standing mast, chosen by the burning ship's
 *   owner (automatically the weakest cannon, as for a hit); with none standing nothing catches fire.
 * - "Only fire masts": no mast standing and at least one burning. She is scuttled as 001 "Scuttling" says, by a die
 *   rolled at the beginning of her owner's turn (after the fire rolls), again each turn she stays so.
 * - The fire's dice are rolled for the fire, like a terrain's, so no reroll ability of the ship changes them; "every
 *   turn" is every player's turn; masts set on fire during the rolls wait for the next turn to roll.
 * - A burning ship follows the faces of the firepot that set her last fire: the firepot cards all print the same.
 * - A sea creature has segments, not masts: nothing on her burns.
 */

/** One of `t`'s standing masts, chosen by her owner, becomes a fire mast burning by `out` and `spread`. */
export function setFire(game: Game, t: Ship, out: number, spread: number): void {
  if (t.seaCreature || t.masts === 0) return;
  const auto = mastToLose(t, false);
  const mast = game.choose ? askOne(game, { kind: 'mast', ship: t.id, options: standing(t), fire: true }, t.owner, auto) : auto;
  emit(game, { type: 'fire-set', ship: t.id, mast, out, spread });
}

/** A standing cannon of `s` whose mast has `t` within S, to fire a firepot from, or -1. */
export function firepotCannon(s: Ship, t: Ship): number {
  if (!s.abilities.firepot || t.seaCreature) return -1;
  for (let i = 0; i < s.up.length; i++) if (s.up[i] && distanceToShip(t, mastX(s, i), mastY(s, i)) <= LEG_LENGTH.S) return i;
  return -1;
}

function standing(s: Ship): number[] {
  const masts: number[] = [];
  for (let i = 0; i < s.up.length; i++) if (s.up[i]) masts.push(i);
  return masts;
}

function burning(s: Ship): number {
  let mask = 0;
  for (let i = 0; i < s.fire.length; i++) if (s.fire[i]) mask |= 1 << i;
  return mask;
}

/** "At the beginning of every turn, roll a d6 for each fire mast": for every ship in play, whoever's turn it is. */
export function fireRolls(game: Game): void {
  for (const s of game.state.ships) {
    if (s.sunk || !s.inPlay) continue;
    const masts = burning(s);
    if (!masts) continue;
    for (let i = 0; i < s.fire.length; i++) {
      if (!(masts & (1 << i))) continue;
      const roll = game.dice.d6();
      emit(game, { type: 'fire-rolled', ship: s.id, mast: i, roll });
      if (s.fireOut & (1 << roll)) emit(game, { type: 'fire-out', ship: s.id, mast: i });
      else if (s.fireSpread & (1 << roll)) setFire(game, s, s.fireOut, s.fireSpread);
    }
  }
}

/** "When a ship has only fire masts, she must be scuttled on her next turn": whether her owner, whose turn begins, must try now. */
export function mustScuttle(s: Ship, player: PlayerIndex): boolean {
  return s.owner === player && s.masts === 0 && !s.scuttleOn && s.towedBy < 0 && burning(s) !== 0;
}

/** "When a ship docks at her home island or a fort, remove all of her fire masts as a free action." */
export function extinguish(game: Game, s: Ship): void {
  for (let i = 0; i < s.fire.length; i++) if (s.fire[i]) emit(game, { type: 'fire-out', ship: s.id, mast: i });
}
