import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * lib/ is pure TypeScript (DESIGN.md "Layout"): the engine, the simulator, the table and the rules must run in a
 * worker, a test or a browser alike, so no file there may import React, Next.js, the database or Node's built-ins.
 * The one exception DESIGN.md allows is the simulator's worker-thread corner, a file named `*.worker.ts` or
 * `worker-pool.ts` under lib/simulate/.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LIB = path.join(ROOT, 'lib');
const WORKER_CORNER = /^lib\/simulate\/(?:.*\.worker|worker-pool)\.ts$/;

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const FORBIDDEN: { test: (spec: string) => boolean; why: string }[] = [
  { test: (s) => s === 'react' || s.startsWith('react/') || s === 'react-dom' || s.startsWith('react-dom/'), why: 'React belongs in app/' },
  { test: (s) => s === 'next' || s.startsWith('next/'), why: 'Next.js belongs in app/' },
  { test: (s) => s.startsWith('@/db') || s.startsWith('@/app') || s === 'better-sqlite3' || s.startsWith('drizzle-orm'), why: 'the database and pages are outside lib/' },
  { test: (s) => NODE_BUILTINS.has(s) || NODE_BUILTINS.has(s.split('/')[0]), why: 'Node built-ins keep lib/ from running in a browser or worker' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers of static imports, re-exports and dynamic imports. */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) specs.push(m[1]);
  for (const m of source.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) specs.push(m[1]);
  for (const m of source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]);
  return specs;
}

describe('lib/ stays pure', () => {
  it('reads imports of every kind', () => {
    const src = "import { a } from 'react';\nexport { b } from \"node:fs\";\nimport 'next/font';\nconst c = await import('@/db/client');";
    expect(importsOf(src).sort()).toEqual(['@/db/client', 'next/font', 'node:fs', 'react']);
  });

  it('has no file importing React, Next.js, the database or Node built-ins', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(LIB)) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      if (WORKER_CORNER.test(relative)) continue;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const rule = FORBIDDEN.find((f) => f.test(spec));
        if (rule) offences.push(`${relative} imports '${spec}': ${rule.why}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('layers cards below fleets below rules, so no import runs back up (the loop rules ↔ fleet is gone)', () => {
    const layers: Record<string, string[]> = { 'lib/cards': ['@/lib/fleet', '@/lib/rules'], 'lib/fleet': ['@/lib/rules'] };
    const offences: string[] = [];
    for (const [dir, above] of Object.entries(layers)) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const spec of importsOf(readFileSync(file, 'utf8'))) {
          if (above.some((a) => spec === a || spec.startsWith(`${a}/`))) offences.push(`${path.relative(ROOT, file)} imports '${spec}'`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
