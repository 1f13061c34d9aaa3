import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { API_QUERIES } from './api';
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

/**
 * p50/p95 of `GET /api/cards` over real HTTP against the production server (`next start`), so the figure includes
 * routing and the network stack, not just the handler. Needs a build (`npm run build`); returns null without one.
 */
export async function benchHttp(rounds = 10): Promise<{ p50: number; p95: number; samples: number } | null> {
  if (!existsSync('.next/BUILD_ID')) return null;
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { stdio: 'ignore', detached: true });
  try {
    const base = `http://127.0.0.1:${PORT}/api/cards`;
    await waitForServer(`${base}?limit=1`, Date.now() + 60_000);
    for (const q of API_QUERIES) await (await fetch(`${base}?${q}`)).text();
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
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  const figures = await benchHttp();
  if (!figures) console.log('GET /api/cards over HTTP: skipped, no production build (run npm run build first)');
  else console.log(`GET /api/cards over HTTP (next start) over ${API_QUERIES.length} queries (${figures.samples} requests): p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms (target p95 < 15 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
