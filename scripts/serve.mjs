// The production server (`npm start`): Next.js behind a guard for the requests it cannot represent.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { refusal, settleForwardedHeaders, trustsProxy } from '../app/_lib/http-guard.mjs';

/**
 * `next start` hands every request straight to Next.js, which answers a TRACE or a path like `/cards/%` with a bare
 * 500 before proxy.ts or any route runs (app/_lib/http-guard.mjs). This serves the same build, refusing those first.
 * It also settles who the client is (TRUST_PROXY, see the README). It listens on PORT (default 3000) on every
 * interface, as `next start` does.
 */
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), port });
const handle = app.getRequestHandler();
const trustProxy = trustsProxy();
await app.prepare();

createServer((req, res) => {
  const refused = refusal(req.method ?? 'GET', req.url ?? '/');
  if (refused) {
    res.writeHead(refused.status, refused.headers);
    res.end(req.method === 'HEAD' ? undefined : refused.body);
    return;
  }
  settleForwardedHeaders(req.headers, req.socket.remoteAddress, trustProxy);
  void handle(req, res);
}).listen(port, () => {
  console.log(`Serving the production build on http://localhost:${port}`);
});
