/**
 * Bundles the simulator's worker thread (lib/simulate/simulate.worker.ts and the engine it runs) into one ES module,
 * dist/simulate.worker.mjs, which Node starts without TypeScript tooling in the production server, the tests and
 * the benchmark alike. Run by `npm run build:worker` (and before `build`, `test` and `bench`).
 */
import { build } from 'esbuild';
import path from 'node:path';

// npm runs scripts from the repository root.
const root = process.cwd();
build({
  entryPoints: [path.join(root, 'lib/simulate/simulate.worker.ts')],
  outfile: path.join(root, 'dist/simulate.worker.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  alias: { '@': root },
  logLevel: 'warning',
}).catch(() => process.exit(1));
