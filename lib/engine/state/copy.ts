import type { GameState } from './state';

/**
 * A copy of the table to play on: what the computer plays ahead on (lib/ai/seat.ts `seatView`), a move previewed
 * (../preview.ts) and the computer's turn on the table (lib/pirates/run.ts).
 *
 * Why not `structuredClone`: V8 gives an object built by a literal the same hidden class as every object built by a
 * literal with the same keys in the same order, and reads a field quickly only from objects of the hidden classes a
 * function has met. `structuredClone` and `{ ...o }` build their copies otherwise, so once the computer had played
 * ahead on a copy, the engine's functions met every ship, island and coin in two shapes and read them all more slowly:
 * in one thread of official games between `lookahead` players, the 148 positions of 6,000 games it played ahead on
 * cost a ninth of the time, a third of that copying and the rest in every other game's reads. Each object here is
 * built by a literal of its own keys in their order, so a copy of an object the engine built by a literal (a ship, an
 * island, a coin, a fort) has its original's hidden class.
 *
 * What is shared, not copied: a ship's and a fort's compiled `abilities` and the table's `rules`. Both are read-only
 * (one compiled record serves every ship with the same text, in every game of a thread: ../abilities/abilities.ts),
 * and they are the largest objects on the table.
 *
 * The state holds plain data only (numbers, strings, booleans, null, arrays and plain objects; no Map, Set, Date or
 * class instance): what the match service stores as JSON.
 */
export function copyState(state: GameState): GameState {
  return copyValue(state, '') as GameState;
}

const SHARED = new Set(['abilities', 'rules']);

type Copier = (source: Record<string, unknown>, copy: (value: unknown, key: string) => unknown) => Record<string, unknown>;

/** One literal per list of keys, compiled once: `{ "x": copy(o["x"], "x"), ... }`. */
const copiers = new Map<string, Copier>();

function copierFor(keys: string[]): Copier {
  const signature = keys.join('\u0000');
  let copier = copiers.get(signature);
  if (!copier) {
    const fields = keys.map((k) => `${JSON.stringify(k)}: c(o[${JSON.stringify(k)}], ${JSON.stringify(k)})`);
    copier = new Function('o', 'c', `return { ${fields.join(', ')} };`) as Copier;
    copiers.set(signature, copier);
  }
  return copier;
}

function copyValue(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || SHARED.has(key)) return value;
  if (Array.isArray(value)) {
    // Pushed, as the engine builds its arrays (../core/packed.ts says why).
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(copyValue(value[i], ''));
    return out;
  }
  const source = value as Record<string, unknown>;
  return copierFor(Object.keys(source))(source, copyValue);
}
