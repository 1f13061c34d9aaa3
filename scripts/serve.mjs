// The production server (`npm start`): Next.js behind a guard for the requests it cannot represent.
import { createServer, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import {
  CONNECT_ANSWER,
  DEFAULT_HEADERS,
  originForm,
  parserErrorAnswer,
  rawAnswer,
  refusal,
  settleForwardedHeaders,
  trustsProxy,
  UPGRADE_ANSWER,
} from '../app/_lib/http-guard.mjs';

/**
 * `next start` hands every request straight to Next.js, which answers a TRACE, a `*` target, a path like `/cards/%`
 * or an unreadable router-state header with a bare 500 before proxy.ts or any route runs (app/_lib/http-guard.mjs).
 * This serves the same build, refusing those first, and makes sure every answer carries the security headers: the
 * ones Next.js writes before its header rules apply, the ones Node writes itself (a missing Host, an unmet Expect),
 * parser errors, CONNECT and upgrade requests, which never reach a handler. It also settles who the client is
 * (TRUST_PROXY, see the README). It listens on PORT (default 3000) on every interface, as `next start` does.
 */
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), port });
const handle = app.getRequestHandler();
const trustProxy = trustsProxy();
await app.prepare();

/** True when `name` is among the headers handed to writeHead (an object, or Node's flat or paired raw arrays). */
function passes(headers, name) {
  if (!headers || typeof headers !== 'object') return false;
  const lower = name.toLowerCase();
  if (!Array.isArray(headers)) return Object.keys(headers).some((k) => k.toLowerCase() === lower);
  if (Array.isArray(headers[0])) return headers.some(([k]) => String(k).toLowerCase() === lower);
  return headers.some((k, i) => i % 2 === 0 && String(k).toLowerCase() === lower);
}

/**
 * Every response, whoever writes it, gets the default headers it did not set itself. writeHead is where Node's own
 * answers and every implicit header write pass, so nothing is answered without them; a page's own policy (its nonce,
 * from proxy.ts) is already set by then and wins.
 */
class GuardedResponse extends ServerResponse {
  writeHead(status, ...rest) {
    const headers = rest.find((r) => r !== null && typeof r === 'object');
    if (!this.headersSent) {
      for (const { key, value } of DEFAULT_HEADERS) if (!this.hasHeader(key) && !passes(headers, key)) this.setHeader(key, value);
    }
    return super.writeHead(status, ...rest);
  }
}

/** Ends a connection that has no response object with a whole answer. */
function answerSocket(socket, answer) {
  if (socket.writable) socket.end(rawAnswer(answer));
  else socket.destroy();
}

const server = createServer({ ServerResponse: GuardedResponse }, (req, res) => {
  req.url = originForm(req.url ?? '/');
  const refused = refusal(req.method ?? 'GET', req.url, req.headers);
  if (refused) {
    res.writeHead(refused.status, refused.headers);
    res.end(req.method === 'HEAD' || refused.status === 204 ? undefined : refused.body);
    return;
  }
  settleForwardedHeaders(req.headers, req.socket.remoteAddress, trustProxy);
  void handle(req, res);
});
// Node's parser refused the request: it would answer a bare 400 or 431.
server.on('clientError', (err, socket) => {
  if (err.code === 'ECONNRESET') return socket.destroy();
  answerSocket(socket, parserErrorAnswer(err.code, err.rawPacket));
});
// Without these listeners Node closes the socket without a word.
server.on('connect', (_req, socket) => answerSocket(socket, CONNECT_ANSWER));
server.on('upgrade', (_req, socket) => answerSocket(socket, UPGRADE_ANSWER));
server.listen(port, () => {
  console.log(`Serving the production build on http://localhost:${port}`);
});
