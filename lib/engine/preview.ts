import type { Dice } from './core/dice';
import type { GameEvent } from './state/events';
import { type Game, perform, RuleError, type Segment } from './game';
import { hullGap, touchesCircle } from './hull/hull';
import { TOUCH } from './core/pieces';
import type { GameState, PlayerIndex } from './state/state';
import { copyState } from './state/copy';

/**
 * What a move would do, without doing it: the engine itself runs the move on a copy of the state, so the preview can
 * never disagree with the move. It runs until the move is over or a die must be rolled (a fog bank, a reef's rating,
 * a ram roll, a boarding party): dice are the server's to roll, so the preview stops there and says so.
 * Shared by the server (checking) and the browser (the table's live preview), which holds the seat's view of the state.
 */
export interface MovePreview {
  /** Why the engine refuses the move, or null when it accepts it. */
  refusal: string | null;
  /** Where the ship stands after each step of the move, pivots included; the last is where she ends. */
  path: { x: number; y: number; heading: number }[];
  /** She sailed less than the segments asked for (something stopped her). */
  stoppedShort: boolean;
  /** What she touches where she stops short: an island, a ship (by id), or the table's edge. */
  stoppedBy: { island: number } | { ship: number } | { edge: true } | null;
  /**
   * Why she stops short, in a player's words: what she touches, or, touching nothing, that she has no room to turn
   * onto her next leg (001 "Moving": a ship pivots on her centre and may not move through another piece) or to bring
   * her tow round. Null when she sails the whole way or terrain ends the move (`hazard` says which).
   */
  reason: string | null;
  /** The island she docks at, or -1. */
  docks: number;
  /** The enemy ship she rams, or -1. */
  rams: number;
  /** Terrain or the table's edge ends her move: lost in a fog bank, tangled, wrecked, over a flat edge. */
  hazard: 'fog-bank' | 'sargasso-sea' | 'reef' | 'over-the-edge' | null;
  /** A die decides the rest of the move's effects (the preview stops there). */
  diceDecide: boolean;
}

class DiceNeeded {}

const noDice: Dice = {
  d6: () => {
    throw new DiceNeeded();
  },
  below: () => {
    throw new DiceNeeded();
  },
};

export function previewMove(state: GameState, shipId: number, segments: Segment[], extra: { board?: number } = {}): MovePreview {
  const ship = state.ships[shipId];
  const player: PlayerIndex = ship ? ship.owner : state.active;
  const log: GameEvent[] = [];
  const game: Game = { state: copyState(state), dice: noDice, log };
  const preview: MovePreview = { refusal: null, path: [], stoppedShort: false, stoppedBy: null, reason: null, docks: -1, rams: -1, hazard: null, diceDecide: false };
  try {
    perform(game, player, { type: 'move', ship: shipId, segments, ...extra });
  } catch (err) {
    if (err instanceof RuleError) return { ...preview, refusal: err.message };
    if (!(err instanceof DiceNeeded)) throw err;
    preview.diceDecide = true;
  }
  for (const e of log) {
    if (e.type === 'moved' && e.ship === shipId) preview.path.push({ x: e.x, y: e.y, heading: e.heading });
    else if (e.type === 'docked' && e.ship === shipId) preview.docks = e.island;
    else if (e.type === 'pinned' && (e.ship === shipId || e.by === shipId)) preview.rams = e.ship === shipId ? e.by : e.ship;
    else if (e.type === 'boarded' && e.ship === shipId && preview.rams < 0) preview.rams = e.target;
    else if (e.type === 'lost' && e.ship === shipId && e.lost) preview.hazard = 'fog-bank';
    else if (e.type === 'tangled' && e.ship === shipId && e.tangled) preview.hazard = 'sargasso-sea';
    else if (e.type === 'wrecked' && e.ship === shipId) preview.hazard = 'reef';
    else if (e.type === 'sunk' && e.ship === shipId && !preview.hazard) preview.hazard = 'over-the-edge';
  }
  const end = game.state.ships[shipId];
  let sailed = 0;
  let from = { x: ship.x, y: ship.y };
  for (const p of preview.path) {
    sailed += Math.hypot(p.x - from.x, p.y - from.y);
    from = p;
  }
  // Pivots move the bow too, so the path is a little longer than the sailing: only a clear shortfall counts.
  const asked = segments.reduce((d, g) => d + g.distance, 0);
  preview.stoppedShort = !preview.diceDecide && preview.hazard === null && sailed < asked - 0.05 && asked > 0;
  if (preview.stoppedShort) {
    preview.stoppedBy = touched(game.state, end);
    preview.reason = reasonFor(game.state, end, preview.stoppedBy);
  }
  return preview;
}

/** Islands as the log names them: a home by its player's seat, a wild island by its number. */
function islandName(state: GameState, i: number): string {
  const home = state.islands[i].home;
  return home === -1 ? `island ${i + 1}` : `${home === 0 ? 'A' : 'B'}'s home island`;
}

function reasonFor(state: GameState, s: GameState['ships'][number], by: MovePreview['stoppedBy']): string {
  if (by && 'island' in by) return `${islandName(state, by.island)} is in her way`;
  if (by && 'ship' in by) return `${state.ships[by.ship].name} is in her way`;
  if (by && 'edge' in by) return "the table's edge is in her way";
  if (s.towing >= 0) return `there is no room to bring ${state.ships[s.towing].name}, in tow, round with her`;
  return 'she has no room to turn onto the next leg: a piece lies too close to pivot';
}

function touched(state: GameState, s: GameState['ships'][number]): MovePreview['stoppedBy'] {
  const island = state.islands.findIndex((i) => touchesCircle(s, i.x, i.y, i.r));
  if (island >= 0) return { island };
  const other = state.ships.find((o) => o.id !== s.id && !o.sunk && o.inPlay && !o.lost && o.towedBy !== s.id && hullGap(s, o) <= TOUCH);
  if (other) return { ship: other.id };
  const m = s.radius + TOUCH;
  const nearEdge = s.x <= m || s.y <= m || s.x >= state.area.width - m || s.y >= state.area.height - m;
  return nearEdge ? { edge: true } : null;
}
