import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of lib/ (DESIGN.md "Layout"), each allowed to lean only on those beneath it: the engine plays the game
 * and knows nothing of simulating it or of hosting it online; the match service hosts any game and knows no game's
 * rules; the simulator plays the engine and knows nothing of matches. A folder that reaches upward ties a lower layer
 * to one of its users, as the engine once did by taking its scenario types from the simulator.
 */
const FORBIDDEN: Record<string, string[]> = {
  'lib/random': ['lib/'],
  'lib/engine': ['lib/simulate', 'lib/table', 'lib/pirates', 'lib/diplomacy'],
  'lib/simulate': ['lib/table', 'lib/pirates', 'lib/diplomacy'],
  'lib/table': ['lib/engine', 'lib/simulate', 'lib/pirates', 'lib/diplomacy', 'lib/rules'],
  'lib/diplomacy': ['lib/engine', 'lib/simulate', 'lib/pirates', 'lib/rules'],
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function files(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!statSync(full, { throwIfNoEntry: false })) return statSync(`${full}.ts`, { throwIfNoEntry: false }) ? [`${dir}.ts`] : [];
  if (!statSync(full).isDirectory()) return [dir];
  return readdirSync(full).flatMap((name) => files(path.join(dir, name))).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

/** Where an import lands, as a repository path, for imports inside the project. */
function target(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.join(path.dirname(from), spec);
  return null;
}

describe('the layers of lib/', () => {
  it.each(Object.keys(FORBIDDEN))('%s leans on nothing above it', (layer) => {
    const upward: string[] = [];
    for (const file of files(layer)) {
      for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
        const to = target(file, m[1]);
        if (to && FORBIDDEN[layer].some((f) => to.startsWith(f) && !to.startsWith(layer))) upward.push(`${file} imports ${m[1]}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
