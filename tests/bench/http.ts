import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { API_QUERIES } from './api';
import { sampleFleet } from '@/lib/simulate/warm-up';
import { percentile } from './percentile';

const PORT = Number(process.env.BENCH_PORT ?? 3199);

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not answer in time`);
}

type Figures = { p50: number; p95: number; samples: number };

async function searchTimes(base: string, rounds: number): Promise<Figures> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const q of API_QUERIES) {
      const start = performance.now();
      const res = await fetch(`${base}?${q}`);
      await res.text();
      times.push(performance.now() - start);
      if (!res.ok) throw new Error(`${q} answered ${res.status}`);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
}

/**
 * p50/p95 of `GET /api/cards` over real HTTP against the production server (`next start`), so the figure includes
 * routing and the network stack, not just the handler: alone, and again while four 20,000-game simulations of two
 * real 40-point fleets keep every core's simulation thread busy. Needs a build (`npm run build`); returns null
 * without one.
 */
export async function benchHttp(rounds = 10): Promise<{ idle: Figures; loaded: Figures & { simulations: number } } | null> {
  if (!existsSync('.next/BUILD_ID')) return null;
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { stdio: 'ignore', detached: true });
  try {
    const base = `http://127.0.0.1:${PORT}/api/cards`;
    await waitForServer(`${base}?limit=1`, Date.now() + 60_000);
    for (const q of API_QUERIES) await (await fetch(`${base}?${q}`)).text();
    const idle = await searchTimes(base, rounds);

    const cards = loadAllCards(getDb());
    const body = JSON.stringify({ a: sampleFleet(cards, 'English'), b: sampleFleet(cards, 'Spanish'), games: 20_000, seed: 1 });
    let running = 0;
    const simulations = Array.from({ length: 4 }, () =>
      fetch(`http://127.0.0.1:${PORT}/api/simulate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (res) => {
        await res.text();
        if (!res.ok) throw new Error(`a simulation answered ${res.status}`);
        running--;
      }),
    );
    running = simulations.length;
    // Give the requests time to reach the pool, then search only while they still run.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loaded = await searchTimes(base, rounds);
    const stillRunning = running;
    await Promise.all(simulations);
    return { idle, loaded: { ...loaded, simulations: stillRunning } };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  const figures = await benchHttp();
  if (!figures) {
    console.log('GET /api/cards over HTTP: skipped, no production build (run npm run build first)');
    return;
  }
  const { idle, loaded } = figures;
  console.log(`GET /api/cards over HTTP (next start) over ${API_QUERIES.length} queries (${idle.samples} requests): p50 ${idle.p50.toFixed(2)} ms, p95 ${idle.p95.toFixed(2)} ms (target p95 < 15 ms)`);
  console.log(`the same while four 20,000-game simulations run (${loaded.simulations} still running when the searches ended): p50 ${loaded.p50.toFixed(2)} ms, p95 ${loaded.p95.toFixed(2)} ms (target p95 < 50 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
