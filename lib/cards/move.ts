import type { Range } from './card';

/**
 * Base move codes. A standard move is one or more legs of S or L joined by `+` (`S`, `L`, `S+L`, `L+S`, `S+S+S`).
 * Two printed codes are not distances: `T` appears only on Flotilla ships and `D` only on Sea Dragons; neither the
 * card data nor the rule texts we have give them a length, so they are kept as printed and have no speed.
 */
export const SPECIAL_MOVES = ['T', 'D'] as const;
export type SpecialMove = (typeof SPECIAL_MOVES)[number];

export type Move = { code: string; legs: Range[] } | { code: SpecialMove; legs: null };

export class MoveParseError extends Error {
  readonly code = 'invalid-move';
  constructor(
    readonly input: string,
    readonly position: number,
    message: string,
  ) {
    super(message);
    this.name = 'MoveParseError';
  }
}

/**
 * Leg lengths in S, the unit of every length (DESIGN.md "Lengths and positions"): S and L are the short and long
 * sides of a standard card, 2.5 and 3.5 inches, so L = 1.4 S. The engine measures with these same numbers.
 */
export const LEG_LENGTH: Readonly<Record<Range, number>> = { S: 1, L: 1.4 };

/**
 * `LEG_LENGTH[leg]` for the simulator's hot loops: indexing an object by a key that varies (now S, now L) is a
 * megamorphic lookup in V8, a few percent of a simulated game's instructions; two named loads are not.
 */
export function legLength(leg: Range): number {
  return leg === 'L' ? LEG_LENGTH.L : LEG_LENGTH.S;
}

export function parseMove(raw: string): Move {
  const code = raw.toUpperCase().replace(/\s+/g, '');
  if ((SPECIAL_MOVES as readonly string[]).includes(code)) return { code: code as SpecialMove, legs: null };
  const legs: Range[] = [];
  let position = 0;
  for (const leg of code.split('+')) {
    if (leg !== 'S' && leg !== 'L') {
      throw new MoveParseError(raw, position, `move "${raw}" has "${leg}" at position ${position}; expected S or L legs joined by +`);
    }
    legs.push(leg);
    position += leg.length + 1;
  }
  return { code, legs };
}

/**
 * Total distance of a move in S (S = 1, L = 1.4: `S+S` = 2 beats `L` = 1.4, `S+S+S` = 3 beats `L+L` = 2.8), for the
 * "speed" sort. Rounded to a tenth so sums of L print and compare cleanly. Null for cards with no move, special
 * moves (`T`, `D`) and anything unparsable.
 */
export function speedValue(move: string | null): number | null {
  if (move === null || move.trim() === '') return null;
  try {
    const parsed = parseMove(move);
    return parsed.legs === null ? null : Math.round(parsed.legs.reduce((sum, leg) => sum + LEG_LENGTH[leg], 0) * 10) / 10;
  } catch (error) {
    if (error instanceof MoveParseError) return null;
    throw error;
  }
}
