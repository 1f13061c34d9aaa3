import { createServer } from 'node:http';
import { POST as createMatch } from '@/app/api/matches/route';
import { POST as joinMatch } from '@/app/api/matches/[id]/join/route';
import { GET as getState } from '@/app/api/matches/[id]/state/route';
import { POST as postAction } from '@/app/api/matches/[id]/actions/route';
import { GET as getEvents } from '@/app/api/matches/[id]/events/route';
import { games } from '@/app/api/matches/_lib/service';
import { hiddenCardsGame } from '@/tests/fixtures/hidden-cards-game';

/**
 * A loopback HTTP server for `npm run load:streams` when no Next server is named: the same /api/matches route
 * handlers the site runs, in a process of their own (so the load's clients do not share its event loop), hosting the
 * test suite's hidden-card game, which needs no production build and no Diplomacy rules.
 */
type Handler = (request: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;
const routes: [string, RegExp, Handler][] = [
  ['POST', /^\/api\/matches$/, (r) => createMatch(r)],
  ['POST', /^\/api\/matches\/([^/]+)\/join$/, joinMatch],
  ['GET', /^\/api\/matches\/([^/]+)\/state$/, getState],
  ['POST', /^\/api\/matches\/([^/]+)\/actions$/, postAction],
  ['GET', /^\/api\/matches\/([^/]+)\/events$/, getEvents],
];

games.set(hiddenCardsGame.kind, hiddenCardsGame);
const port = Number(process.argv[2] ?? 3197);

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const route = routes.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const closed = new AbortController();
  res.on('close', () => closed.abort());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const request = new Request(url, { method: req.method, headers, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined, signal: closed.signal });
  const id = url.pathname.match(route[1])?.[1] ?? '';
  const response = await route[2](request, { params: Promise.resolve({ id }) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}).listen(port, '127.0.0.1', () => console.log(`match server on ${port}`));
