/**
 * The sfc32 generator from four 32-bit words of state; each call returns the next 32-bit output. Its one home, below
 * both users: the engine's dice (lib/engine/core/dice.ts) and the match service's decisions (lib/table/rng.ts), which seed
 * it differently.
 */
export function sfc32(a0: number, b0: number, c0: number, d0: number): () => number {
  let a = a0 >>> 0;
  let b = b0 >>> 0;
  let c = c0 >>> 0;
  let d = d0 >>> 0;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}
