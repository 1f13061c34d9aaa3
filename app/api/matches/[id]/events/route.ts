import { ApiError } from '@/app/_lib/api-error';
import type { StreamedEvent } from '@/lib/table/match';
import { answeringMatch, matchService, tokenOf, type MatchParams } from '../../_lib/service';

/** Often enough that proxies and browsers keep an idle stream open; each beat also lets a passed deadline act. */
const HEARTBEAT_MS = 15_000;

function frame({ seq, event }: StreamedEvent): string {
  return `id: ${seq}\ndata: ${JSON.stringify({ seq, event })}\n\n`;
}

/**
 * `GET /api/matches/{id}/events?after=SEQ`: Server-Sent Events of what this viewer may see, each with `id: seq`.
 * A reconnecting EventSource sends `Last-Event-ID`, which wins over `after`, so it resumes where it stopped.
 * The backlog is read and the live subscription made in one synchronous step, so no event falls between them.
 */
export async function GET(request: Request, ctx: MatchParams): Promise<Response> {
  return answeringMatch(async () => {
    const { id } = await ctx.params;
    const service = matchService();
    const viewer = service.viewerOf(id, tokenOf(request));
    const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after') ?? '0';
    const at = service.seq(id);
    // A seq past the log's end would open a stream that waits for events that may never come.
    if (!/^\d+$/.test(raw) || Number(raw) > at) {
      throw new ApiError(400, 'invalid-after', `'after' must be a sequence number from 0 to ${at} (this match's last event), not '${raw.slice(0, 40)}'.`);
    }
    // HEAD asks only whether the stream would open: answer that and end, rather than hold the socket open.
    if (request.method === 'HEAD') return new Response(null, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' } });
    let last = Number(raw);

    const encoder = new TextEncoder();
    let close = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (e: StreamedEvent) => {
          if (e.seq <= last) return;
          last = e.seq;
          controller.enqueue(encoder.encode(frame(e)));
        };
        const backlog = service.eventsAfter(id, viewer, last);
        const unsubscribe = service.subscribe(id, viewer, send);
        controller.enqueue(encoder.encode('retry: 2000\n\n'));
        for (const e of backlog) send(e);
        const heartbeat = setInterval(() => {
          controller.enqueue(encoder.encode(': keep-alive\n\n'));
          try {
            service.tick(id);
          } catch (err) {
            console.error(`match ${id}: advancing on a heartbeat failed`, err);
          }
        }, HEARTBEAT_MS);
        close = () => {
          clearInterval(heartbeat);
          unsubscribe();
        };
        request.signal.addEventListener('abort', () => {
          close();
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        });
      },
      cancel() {
        close();
      },
    });
    return new Response(stream, {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
    });
  });
}
