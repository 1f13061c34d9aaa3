'use client';

import { useEffect, useRef, useState } from 'react';
import { rulesetOf } from '@/lib/rules';
import { EDGES, type Edge, MAX_GAMES, POLICY_IDS, type PolicyId, type SimulateResult } from '@/lib/simulate/schema';
import { readNdjson } from '../_lib/ndjson';
import { type SimulateParams, writeParams } from '../_lib/url';
import { FleetPicker, type LoadedFleet } from './FleetPicker';
import { Results } from './Results';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; of: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; issues?: { fleet?: string; message: string }[] }
  | { kind: 'done'; result: SimulateResult; nameA: string; nameB: string; rulesetName: string };

const POLICY_LABEL: Record<PolicyId, string> = { 'gold-runner': 'Gold runner', hunter: 'Hunter', balanced: 'Balanced' };

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The simulation form, its progress and its results; the address bar always holds what reproduces the run. */
export function SimulatePage({ initial }: { initial: SimulateParams }) {
  const [a, setA] = useState<LoadedFleet | null>(null);
  const [b, setB] = useState<LoadedFleet | null>(null);
  const [policyA, setPolicyA] = useState<PolicyId | ''>(initial.policyA ?? '');
  const [policyB, setPolicyB] = useState<PolicyId | ''>(initial.policyB ?? '');
  const [games, setGames] = useState(String(initial.games));
  const [seed, setSeed] = useState(initial.seed === null ? '' : String(initial.seed));
  const [maxTurns, setMaxTurns] = useState(initial.maxTurns === null ? '' : String(initial.maxTurns));
  const [edge, setEdge] = useState<Edge | ''>(initial.edge ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const autoRun = useRef(initial.run);

  useEffect(() => {
    if (autoRun.current && a && b) {
      autoRun.current = false;
      void run();
    }
    // Runs once both fleets named in the address have loaded, when the address asks for it (run=1).
  }, [a, b]);

  async function run() {
    if (!a || !b) return;
    const gamesN = Number(games);
    if (!Number.isInteger(gamesN) || gamesN < 1 || gamesN > MAX_GAMES) {
      setStatus({ kind: 'failed', message: `Games must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en')}.` });
      return;
    }
    const seedN = seed === '' ? randomSeed() : Number(seed);
    setSeed(String(seedN));
    const turnsN = maxTurns === '' ? null : Number(maxTurns);
    const params: SimulateParams = { a: a.source, b: b.source, policyA: policyA || null, policyB: policyB || null, games: gamesN, seed: seedN, maxTurns: turnsN, edge: edge || null, run: true };
    window.history.replaceState(null, '', `/simulate?${writeParams(params)}`);
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'running', done: 0, of: gamesN });
    const scenarioExtras = turnsN !== null || edge ? { scenario: { ...(turnsN !== null ? { maxTurns: turnsN } : {}), ...(edge ? { edge } : {}) } } : {};
    try {
      const res = await fetch('/api/simulate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
        body: JSON.stringify({
          a: a.fleet,
          b: b.fleet,
          games: gamesN,
          seed: seedN,
          ...scenarioExtras,
          ...(policyA || policyB ? { policies: { ...(policyA ? { a: policyA } : {}), ...(policyB ? { b: policyB } : {}) } } : {}),
        }),
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { error?: { message: string; issues?: { fleet?: string; message: string }[] } } | null;
        setStatus({ kind: 'failed', message: body?.error?.message ?? `The simulation failed (${res.status}).`, issues: body?.error?.issues });
        return;
      }
      let finished = false;
      await readNdjson(res.body, (line) => {
        const l = line as { done?: number; of?: number; error?: { message: string }; games?: number };
        if (l.error) {
          finished = true;
          setStatus({ kind: 'failed', message: l.error.message });
        } else if (typeof l.games === 'number') {
          finished = true;
          setStatus({ kind: 'done', result: line as SimulateResult, nameA: a.fleet.name || 'Fleet A', nameB: b.fleet.name || 'Fleet B', rulesetName: rulesetOf(a.fleet.ruleset).name });
        } else if (typeof l.done === 'number' && typeof l.of === 'number') {
          setStatus({ kind: 'running', done: l.done, of: l.of });
        }
      });
      if (!finished) setStatus({ kind: 'failed', message: 'The simulation stopped before it finished.' });
    } catch (e) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', message: e instanceof Error ? `The simulation failed: ${e.message}` : 'The simulation failed.' });
    } finally {
      abort.current = null;
    }
  }

  const running = status.kind === 'running';
  const sameRuleset = !a || !b || a.fleet.ruleset === b.fleet.ruleset;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FleetPicker side="A" initial={initial.a} onLoad={setA} />
        <FleetPicker side="B" initial={initial.b} onLoad={setB} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
        className="grid gap-3 rounded-lg border border-ink/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(['A', 'B'] as const).map((side) => (
          <label key={side} className="block text-sm">
            <span className="font-semibold">Fleet {side} plays as</span>
            <select value={side === 'A' ? policyA : policyB} onChange={(e) => (side === 'A' ? setPolicyA : setPolicyB)(e.target.value as PolicyId | '')} className="mt-1 block w-full rounded border border-ink/30 px-2 py-1">
              <option value="">Default for its ships</option>
              {POLICY_IDS.map((p) => (
                <option key={p} value={p}>
                  {POLICY_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="block text-sm">
          <span className="font-semibold">Games</span>
          <input type="number" min={1} max={MAX_GAMES} value={games} onChange={(e) => setGames(e.target.value)} className="mt-1 block w-full rounded border border-ink/30 px-2 py-1" />
        </label>
        <label className="block text-sm">
          <span className="font-semibold">Seed</span>
          <input inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value.replace(/\D/g, ''))} placeholder="random" className="mt-1 block w-full rounded border border-ink/30 px-2 py-1" />
        </label>
        <label className="block text-sm">
          <span className="font-semibold">Turn cap</span>
          <input type="number" min={1} max={500} value={maxTurns} onChange={(e) => setMaxTurns(e.target.value)} placeholder="ruleset's" className="mt-1 block w-full rounded border border-ink/30 px-2 py-1" />
        </label>
        <label className="block text-sm">
          <span className="font-semibold">Table edge</span>
          <select value={edge} onChange={(e) => setEdge(e.target.value as Edge | '')} className="mt-1 block w-full rounded border border-ink/30 px-2 py-1">
            <option value="">Wall (001's default)</option>
            {EDGES.filter((x) => x !== 'wall').map((x) => (
              <option key={x} value={x}>
                {x === 'flat' ? 'Flat earth' : 'Round earth'}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" disabled={!a || !b || running || !sameRuleset} className="rounded bg-ink px-4 py-2 font-semibold text-parchment disabled:opacity-50">
            Simulate
          </button>
          {running && (
            <button type="button" onClick={() => abort.current?.abort()} className="rounded border border-ink/40 px-4 py-2 font-semibold">
              Cancel
            </button>
          )}
          {!sameRuleset && <p className="text-sm text-red-800">Both fleets must be built for the same ruleset.</p>}
          {(!a || !b) && <p className="text-sm text-ink/70">Load both fleets to simulate.</p>}
        </div>
      </form>
      <div aria-live="polite">
        {status.kind === 'running' && (
          <div className="space-y-1">
            <div role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={status.of} aria-valuenow={status.done} className="h-3 overflow-hidden rounded bg-ink/10">
              <div className="h-full bg-brass transition-[width]" style={{ width: `${(100 * status.done) / status.of}%` }} />
            </div>
            <p className="text-sm">
              {status.done.toLocaleString('en')} of {status.of.toLocaleString('en')} games played…
            </p>
          </div>
        )}
        {status.kind === 'cancelled' && <p role="status">Cancelled: no result was kept.</p>}
        {status.kind === 'failed' && (
          <div role="alert" className="rounded border border-red-800/40 bg-red-50 p-3 text-red-900" data-testid="simulate-error">
            <p className="font-semibold">{status.message}</p>
            {status.issues && (
              <ul className="list-disc pl-5 text-sm">
                {status.issues.map((i, n) => (
                  <li key={n}>
                    {i.fleet ? `Fleet ${i.fleet.toUpperCase()}: ` : ''}
                    {i.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {status.kind === 'done' && <Results result={status.result} nameA={status.nameA} nameB={status.nameB} rulesetName={status.rulesetName} />}
      </div>
    </div>
  );
}
