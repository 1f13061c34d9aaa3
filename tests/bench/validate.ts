import { pathToFileURL } from 'node:url';
import { Fleet } from '@/lib/fleet/fleet';
import { decodeFleet, encodeFleet } from '@/lib/fleet/share-code';
import { validateFleet } from '@/lib/rules/validate';
import { C, fixtureLookup } from '@/tests/fixtures/fleet-cards';
import { percentile } from './percentile';

export interface ValidateBenchFigures {
  /** Milliseconds per validation of the 40-point fleet. */
  p50: number;
  p95: number;
  /** Milliseconds per share-code encode + decode of the same fleet. */
  shareCodeP50: number;
  runs: number;
  pointsUsed: number;
  legal: boolean;
}

/** A legal 40-point official fleet with crew, links, a 0-point crew, a no-cargo crew and a cost reducer: every check has work to do. */
const BENCH_FLEET = Fleet.parse({
  ruleset: 'official',
  buildTotal: 40,
  ships: [
    { cardId: C.heron.id, crew: [C.bram.id, C.pell.id, C.ada.id, C.cora.id] },
    { cardId: C.marlin.id, crew: [C.dario.id, C.zed.id, C.oarsmanEs.id] },
    { cardId: C.gull.id, crew: [C.pip.id, C.captainPi.id] },
  ],
});


/** In-process time to validate a 40-point fleet; a warm-up lets the JIT settle first. */
export function benchValidate(runs = 2000): ValidateBenchFigures {
  for (let i = 0; i < 200; i++) validateFleet(BENCH_FLEET, fixtureLookup);
  const times: number[] = [];
  let result = validateFleet(BENCH_FLEET, fixtureLookup);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = validateFleet(BENCH_FLEET, fixtureLookup);
    times.push(performance.now() - start);
  }
  const codeTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    decodeFleet(encodeFleet(BENCH_FLEET));
    codeTimes.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  codeTimes.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    shareCodeP50: percentile(codeTimes, 50),
    runs,
    pointsUsed: result.points.used,
    legal: result.legal,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const f = benchValidate();
  console.log(`validate bench: ${f.pointsUsed}-point official fleet (${f.legal ? 'legal' : 'illegal'}), ${f.runs} runs`);
  console.log(`validateFleet: p50 ${f.p50.toFixed(4)} ms, p95 ${f.p95.toFixed(4)} ms`);
  console.log(`share code encode+decode: p50 ${f.shareCodeP50.toFixed(4)} ms`);
}
