/** Reads a response body as newline-delimited JSON, calling `onLine` for each complete line as it arrives. */
export async function readNdjson(body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onLine(JSON.parse(line));
      newline = buffered.indexOf('\n');
    }
    if (done) break;
  }
  if (buffered.trim()) onLine(JSON.parse(buffered));
}
