import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson';

describe('readNdjson', () => {
  it('yields each line once complete, however the chunks fall', async () => {
    const chunks = ['{"done":0,', '"of":2}\n{"done"', ':2,"of":2}\n{"games":2}'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });
    const lines: unknown[] = [];
    await readNdjson(body, (v) => lines.push(v));
    expect(lines).toEqual([{ done: 0, of: 2 }, { done: 2, of: 2 }, { games: 2 }]);
  });
});
