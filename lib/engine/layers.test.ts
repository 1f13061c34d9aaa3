import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The engine's folders, bottom to top (docs/engine-layout.md says what each holds): a folder's files import files of
 * their own folder and of folders below it, never above, so the folders form no circle and a reader can learn the
 * engine from the bottom up. Type imports count: they tie two modules' meanings together just the same. Tests may
 * import anything (they play whole games), so only sources are checked.
 */
const LAYERS = ['core', 'abilities', 'state', 'hull', 'setup', 'combat', 'terrain', 'economy', 'turn', 'treasure', 'movement'];
/** The top of lib/engine, above every folder: game.ts is the entry the rest of the project imports. */
const TOP = ['game.ts', 'check.ts', 'preview.ts'];

const ENGINE = fileURLToPath(new URL('.', import.meta.url));
const IMPORT = /(?:^\s*(?:import|export)\s[^'"]*?from\s+|import\(\s*)['"]([^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path.relative(ENGINE, full).split(path.sep).join('/')] : [];
  });
}

/** A file's layer: its folder's place in LAYERS, the top above them all, -1 for a folder LAYERS does not list. */
function layerOf(file: string): number {
  const slash = file.indexOf('/');
  return slash < 0 ? LAYERS.length : LAYERS.indexOf(file.slice(0, slash));
}

/** Where an import inside the engine lands, relative to lib/engine, or null for one outside it. */
function target(from: string, spec: string): string | null {
  if (spec.startsWith('@/lib/engine/')) return spec.slice('@/lib/engine/'.length);
  if (!spec.startsWith('.')) return null;
  const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return to.startsWith('../') ? null : to;
}

describe("the engine's folders", () => {
  const files = sources(ENGINE);

  it('holds at its top only the entry and what only the entry uses, and every other source in a listed folder', () => {
    const misplaced = files.filter((f) => (f.includes('/') ? layerOf(f) < 0 || f.split('/').length > 2 : !TOP.includes(f)));
    expect(misplaced).toEqual([]);
  });

  it('imports only sideways and downwards, so no two folders import each other, directly or through others', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(path.join(ENGINE, file), 'utf8').matchAll(IMPORT)) {
        const to = target(file, m[1]);
        if (to !== null && layerOf(to) > layerOf(file)) upward.push(`lib/engine/${file} imports ${m[1]}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('lists only folders that exist, each holding a source', () => {
    const held = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
    expect(LAYERS.filter((l) => !held.has(l))).toEqual([]);
  });
});
