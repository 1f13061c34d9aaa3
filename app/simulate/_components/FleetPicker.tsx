'use client';

import { useEffect, useState } from 'react';
import type { Fleet } from '@/lib/fleet/fleet';
import { decodeFleet, encodeFleet } from '@/lib/fleet/share-code';
import type { FleetSource } from '../_lib/url';

export interface LoadedFleet {
  fleet: Fleet;
  source: FleetSource;
}

type Mode = 'saved' | 'code' | 'text';

/** A saved fleet's slug from what a player pastes: the slug itself or any URL of the fleet's page. */
function slugOf(input: string): string {
  const match = /\/fleets\/([A-Za-z0-9_-]+)/.exec(input);
  return (match ? match[1] : input).trim();
}

/** One side's fleet: loaded from a saved fleet, a share code or a pasted text list, with its errors shown. */
export function FleetPicker({ side, initial, onLoad }: { side: 'A' | 'B'; initial: FleetSource | null; onLoad: (f: LoadedFleet | null) => void }) {
  const [mode, setMode] = useState<Mode>(initial?.kind === 'slug' ? 'saved' : initial ? 'code' : 'saved');
  const [input, setInput] = useState(initial?.value ?? '');
  const [loaded, setLoaded] = useState<LoadedFleet | null>(null);
  const [error, setError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function load(kind: Mode = mode, value: string = input) {
    setError([]);
    setBusy(true);
    try {
      let result: LoadedFleet | null = null;
      if (kind === 'saved') {
        const slug = slugOf(value);
        const res = await fetch(`/api/fleets/${encodeURIComponent(slug)}`);
        if (res.status === 404) throw [`No saved fleet "${slug}".`];
        if (!res.ok) throw [`The fleet could not be loaded (${res.status}).`];
        const body = (await res.json()) as { fleet: Fleet };
        result = { fleet: body.fleet, source: { kind: 'slug', value: slug } };
      } else if (kind === 'code') {
        const code = value.includes('code=') ? new URL(value, 'http://x').searchParams.get('code') ?? value : value;
        const decoded = decodeFleet(code.trim());
        if (!decoded.ok) throw [decoded.error.message];
        result = { fleet: decoded.fleet, source: { kind: 'code', value: code.trim() } };
      } else {
        const res = await fetch('/api/fleets/text', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: value }) });
        const body = (await res.json()) as { fleet?: Fleet; errors?: { line: number; message: string }[]; error?: { message: string } };
        if (!res.ok || !body.fleet) throw [body.error?.message ?? `The list could not be read (${res.status}).`];
        if (body.errors?.length) throw body.errors.map((e) => `Line ${e.line}: ${e.message}`);
        // A pasted list travels in the page's address as a share code, so the run can be reproduced.
        result = { fleet: body.fleet, source: { kind: 'code', value: encodeFleet(body.fleet) } };
      }
      setLoaded(result);
      onLoad(result);
    } catch (e) {
      setLoaded(null);
      onLoad(null);
      setError(Array.isArray(e) ? e : ['The fleet could not be loaded: the server could not be reached.']);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (initial) void load(initial.kind === 'slug' ? 'saved' : 'code', initial.value);
    // Loads the fleet named in the address once, on arrival.
  }, []);

  const id = `fleet-${side}`;
  const ships = loaded?.fleet.ships.length ?? 0;
  return (
    <fieldset className="space-y-2 rounded-lg border border-ink/20 bg-white p-3" data-testid={`picker-${side}`}>
      <legend className="px-1 font-display text-lg font-bold">Fleet {side}</legend>
      <div role="radiogroup" aria-label={`Where fleet ${side} comes from`} className="flex flex-wrap gap-3 text-sm">
        {(['saved', 'code', 'text'] as const).map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} />
            {m === 'saved' ? 'Saved fleet' : m === 'code' ? 'Share code' : 'Text list'}
          </label>
        ))}
      </div>
      <label htmlFor={id} className="sr-only">
        Fleet {side}: {mode === 'saved' ? 'saved fleet link or slug' : mode === 'code' ? 'share code' : 'text list'}
      </label>
      {mode === 'text' ? (
        <textarea id={id} value={input} onChange={(e) => setInput(e.target.value)} rows={5} className="w-full rounded border border-ink/30 px-2 py-1 font-mono text-sm" placeholder={'Bonny Kate\n  Helmsman\nHMS Dover'} />
      ) : (
        <input id={id} value={input} onChange={(e) => setInput(e.target.value)} className="w-full rounded border border-ink/30 px-2 py-1 font-mono text-sm" placeholder={mode === 'saved' ? 'https://…/fleets/abc123 or abc123' : '1.…'} />
      )}
      <button type="button" onClick={() => void load()} disabled={busy || input.trim() === ''} className="rounded border border-ink/40 px-3 py-1 text-sm font-semibold disabled:opacity-50">
        {busy ? 'Loading…' : `Load fleet ${side}`}
      </button>
      {error.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-800">
          {error.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {loaded && (
        <p className="text-sm" data-testid={`loaded-${side}`}>
          <strong>{loaded.fleet.name ?? `Fleet ${side}`}</strong>: {ships} ship{ships === 1 ? '' : 's'}, {loaded.fleet.ruleset}, {loaded.fleet.buildTotal}-point build
        </p>
      )}
    </fieldset>
  );
}
