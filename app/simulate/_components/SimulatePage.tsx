'use client';

import { replaceAddress } from '@/app/_lib/address';
import { useEffect, useRef, useState } from 'react';
import type { Fleet } from '@/lib/fleet/fleet';
import type { RulesetId } from '@/lib/ruleset-ids';
import { rulesetOf, switchRuleset } from '@/lib/rules';
import { EDGES, type Edge, MAX_TURNS_CAP } from '@/lib/engine/core/scenario';
import { mostGames } from '@/lib/simulate/work';
import { MAX_GAMES, POLICY_IDS, type PolicyId, type SimulateManyResult, type SimulateRequestInput, type SimulateResult } from '@/lib/simulate/schema';
import { readRefusal, type Refusal } from '../_lib/errors';
import { EDGE_LABEL, POLICY_LABEL } from '../_lib/labels';
import { readNdjson } from '../_lib/ndjson';
import { SIMULATED_RULESETS } from '../_lib/rulesets';
import { type FleetSource, type SimulateParams, writeParams } from '../_lib/url';
import { FleetPicker, type LoadedFleet } from './FleetPicker';
import { fleetLetterOf, Results } from './Results';
import { WatchGames } from './WatchGames';
import { TABLE_RULESETS } from '@/lib/pirates/schema';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; of: number }
  | { kind: 'cancelled'; done: number; of: number }
  | { kind: 'failed'; refusal: Refusal }
  | { kind: 'done'; result: SimulateResult | SimulateManyResult; names: string[]; rulesetName: string; economy: boolean; ran: RanFleet[]; request: SimulateRequestInput };

/** A fleet of a run: its picker ('a', 'b', `moreId`), the fleet as loaded, and its name as the results give it. */
type RanFleet = { id: string; fleet: Fleet; label: string };
const moreId = (key: number) => `more:${key}`;

/** The wall is the engine's default edge, so choosing it leaves the edge out of the request and the address. */
const EDGE_HINT: Record<Edge, string> = { wall: 'ships stop at it', flat: 'ships sailing off are lost', round: 'ships come back on the far side' };
const NO_ISSUES: Refusal['issues'] = {};

/** A fleet C to F of a free-for-all: where the address names it from, and once loaded, the fleet. */
interface MoreFleet {
  key: number;
  initial: FleetSource | null;
  source: FleetSource | null;
  loaded: LoadedFleet | null;
  policy: PolicyId | '';
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

const failure = (message: string): Status => ({ kind: 'failed', refusal: { message, issues: NO_ISSUES, other: [] } });

/** A refusal in a sentence; illegal fleets are named, since their problems are listed in their own panels. */
function refusalHeadline(refusal: Refusal, ruleset: RulesetId | null): string {
  const sides = Object.keys(refusal.issues)
    .filter((s) => refusal.issues[s].length > 0)
    .sort()
    .map((s) => s.toUpperCase());
  if (sides.length === 0 || !ruleset) return refusal.message;
  const under = rulesetOf(ruleset).name;
  return sides.length > 1
    ? `Fleets ${sides.slice(0, -1).join(', ')} and ${sides[sides.length - 1]} are not legal under ${under}: the problems are listed under each fleet above.`
    : `Fleet ${sides[0]} is not legal under ${under}: the problems are listed under it above.`;
}

/** A whole number in [min, max] from a form field, or null. */
function whole(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * The simulation form, its progress and its results. The address bar always holds the form (fleets as slugs or share
 * codes), so a reload or a shared link brings it back; after a run it also says `run=1`, so the link replays the run.
 */
export function SimulatePage({ initial }: { initial: SimulateParams }) {
  const [a, setA] = useState<LoadedFleet | null>(null);
  const [b, setB] = useState<LoadedFleet | null>(null);
  // What the address names for each side: the last fleet loaded, or the address's own until its load settles.
  const [sources, setSources] = useState<{ a: FleetSource | null; b: FleetSource | null }>({ a: initial.a, b: initial.b });
  const [more, setMore] = useState<MoreFleet[]>(() => initial.more.map((m, key) => ({ key, initial: m.source, source: m.source, loaded: null, policy: m.policy ?? '' })));
  const nextKey = useRef(initial.more.length);
  // The player's (or the address's) choice; without one, both play under the ruleset fleet A was built for.
  const [chosenRuleset, setChosenRuleset] = useState<RulesetId | null>(initial.ruleset);
  const [policyA, setPolicyA] = useState<PolicyId | ''>(initial.policyA ?? '');
  const [policyB, setPolicyB] = useState<PolicyId | ''>(initial.policyB ?? '');
  const [games, setGames] = useState(String(initial.games));
  const [seed, setSeed] = useState(initial.seed === null ? '' : String(initial.seed));
  const [maxTurns, setMaxTurns] = useState(initial.maxTurns === null ? '' : String(initial.maxTurns));
  const [edge, setEdge] = useState<Edge | ''>(initial.edge ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Set by "Run again with Hard": the run starts once the form shows the policies and games it set.
  const [hardRun, setHardRun] = useState(false);
  // The notes each picker shows under its fleet ('a', 'b', and 'more:<key>'), with the fleet they are about: a run's
  // results name those that explain a turn cap, once the notes are known (a shared link runs before its cards arrive)
  // and only while the fleet run is still the one shown.
  const [noted, setNoted] = useState<Record<string, { fleet: Fleet | null; rules: string[] }>>({});
  const notesOf = (id: string) => (fleet: Fleet | null, rules: string[]) => setNoted((n) => ({ ...n, [id]: { fleet, rules } }));
  const holdlessOf = (ran: RanFleet[]) => ran.flatMap((r) => (noted[r.id]?.fleet === r.fleet && noted[r.id].rules.includes('starting-ship-no-cargo') ? [r.label] : []));
  const abort = useRef<AbortController | null>(null);
  const autoRun = useRef(initial.run);
  // The form (without run=1) of the last run, so the address keeps run=1 only while the form still says the same.
  const ranQuery = useRef<string | null>(null);

  const ruleset = chosenRuleset ?? a?.fleet.ruleset ?? b?.fleet.ruleset ?? null;
  const gamesN = whole(games, 1, MAX_GAMES);
  const seedN = whole(seed, 0, 2 ** 32 - 1);
  const turnsN = maxTurns.trim() === '' ? null : whole(maxTurns, 1, MAX_TURNS_CAP);
  const form: SimulateParams = {
    a: sources.a,
    b: sources.b,
    more: more.flatMap((m) => (m.source ? [{ source: m.source, policy: m.policy || null }] : [])),
    ruleset,
    policyA: policyA || null,
    policyB: policyB || null,
    games: gamesN ?? initial.games,
    seed: seedN,
    maxTurns: turnsN,
    edge: edge || null,
    run: false,
  };
  const query = writeParams(form);

  useEffect(() => {
    // A seed is always shown, so every run can be repeated; it is drawn here, not on the server render, to stay random.
    if (initial.seed === null) setSeed(String(randomSeed()));
    return () => abort.current?.abort();
  }, []);

  useEffect(() => {
    if (query !== ranQuery.current) replaceAddress(`/simulate?${query}`);
  }, [query]);

  const moreLoaded = more.every((m) => m.loaded !== null);
  useEffect(() => {
    if (autoRun.current && a && b && moreLoaded && seedN !== null) {
      autoRun.current = false;
      void run();
    }
    // Runs once every fleet named in the address has loaded, when the address asks for it (run=1).
  }, [a, b, moreLoaded, seedN]);

  useEffect(() => {
    if (!hardRun) return;
    setHardRun(false);
    void run();
  }, [hardRun]);

  /** Every fleet played by Hard, and as many of the games asked for as the server's bound for Hard allows. */
  function runWithHard() {
    if (!a || !b || !moreLoaded) return;
    const fleets = [a, b, ...more.map((m) => m.loaded!)].map((f) => f.fleet);
    const most = Math.max(1, mostGames(fleets, fleets.map((): PolicyId => 'search')));
    setPolicyA('search');
    setPolicyB('search');
    setMore((list) => list.map((m) => ({ ...m, policy: 'search' })));
    setGames(String(Math.min(gamesN ?? most, most)));
    setHardRun(true);
  }

  function loadedMore(key: number, fleet: LoadedFleet | null) {
    setMore((list) => list.map((m) => (m.key === key ? { ...m, loaded: fleet, source: fleet ? fleet.source : m.source } : m)));
    setStatus((s) => (s.kind === 'failed' ? { kind: 'idle' } : s));
  }

  function loaded(side: 'a' | 'b', fleet: LoadedFleet | null) {
    (side === 'a' ? setA : setB)(fleet);
    if (fleet) setSources((s) => ({ ...s, [side]: fleet.source }));
    // A refusal was about the fleet that was there before.
    setStatus((s) => (s.kind === 'failed' ? { kind: 'idle' } : s));
  }

  async function run() {
    if (!a || !b || !ruleset || !moreLoaded || tooMany) return;
    if (gamesN === null) return setStatus(failure(`Games must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en')}.`));
    if (maxTurns.trim() !== '' && turnsN === null) return setStatus(failure(`The turn cap must be a whole number from 1 to ${MAX_TURNS_CAP}.`));
    const runSeed = seedN ?? randomSeed();
    setSeed(String(runSeed));
    const params = { ...form, seed: runSeed };
    ranQuery.current = writeParams(params);
    replaceAddress(`/simulate?${writeParams({ ...params, run: true })}`);

    const playedUnder = (fleet: Fleet) => (fleet.ruleset === ruleset ? fleet : switchRuleset(fleet, ruleset));
    const scenario = { ...(turnsN !== null ? { maxTurns: turnsN } : {}), ...(edge ? { edge } : {}) };
    const policies = { ...(policyA ? { a: policyA } : {}), ...(policyB ? { b: policyB } : {}) };
    const all = [a, b, ...more.map((m) => m.loaded!)];
    const common = { games: gamesN, seed: runSeed, ...(Object.keys(scenario).length ? { scenario } : {}) };
    // A free-for-all is sent as `fleets`, its policies as a list in fleet order (null: the default).
    const listed = [policyA, policyB, ...more.map((m) => m.policy)].map((p) => p || null);
    const request: SimulateRequestInput =
      all.length === 2
        ? { a: playedUnder(a.fleet), b: playedUnder(b.fleet), ...common, ...(Object.keys(policies).length ? { policies } : {}) }
        : { fleets: all.map((f) => playedUnder(f.fleet)), ...common, ...(listed.some(Boolean) ? { policies: listed } : {}) };
    const named = all.map((f, i) => f.fleet.name || `Fleet ${fleetLetterOf(i)}`);
    const ids = ['a', 'b', ...more.map((m) => moreId(m.key))];
    const ran = all.map((f, i) => ({ id: ids[i], fleet: f.fleet, label: `Fleet ${fleetLetterOf(i)} (${named[i]})` }));
    const names = { names: named, rulesetName: rulesetOf(ruleset).name, economy: rulesetOf(ruleset).play?.rules.economy === true, ran };

    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let progress = { done: 0, of: gamesN };
    setStatus({ kind: 'running', ...progress });
    try {
      const res = await fetch('/api/simulate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        setStatus({ kind: 'failed', refusal: readRefusal(res.status, await res.json().catch(() => null)) });
        return;
      }
      let finished = false;
      await readNdjson(res.body, (line) => {
        const l = line as { done?: number; of?: number; error?: { message: string }; games?: number };
        if (l.error) {
          finished = true;
          setStatus(failure(`The simulation failed on the server: ${l.error.message}`));
        } else if (typeof l.games === 'number') {
          finished = true;
          setStatus({ kind: 'done', result: line as SimulateResult | SimulateManyResult, ...names, request });
        } else if (typeof l.done === 'number' && typeof l.of === 'number') {
          progress = { done: l.done, of: l.of };
          setStatus({ kind: 'running', ...progress });
        }
      });
      if (!finished) setStatus(failure('The simulation stopped before it finished: the connection closed early.'));
    } catch (e) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled', ...progress });
      else setStatus(failure(e instanceof Error ? `The simulation failed: ${e.message}` : 'The simulation failed.'));
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const running = status.kind === 'running';
  const refused = status.kind === 'failed' ? status.refusal.issues : NO_ISSUES;
  const rulesetPlay = ruleset ? rulesetOf(ruleset).play : undefined;
  const missing = [!a && 'A', !b && 'B', ...more.map((m, i) => !m.loaded && fleetLetterOf(i + 2))].filter(Boolean);
  const seats = rulesetPlay?.maxPlayers ?? 2;
  const tooMany = ruleset !== null && 2 + more.length > seats;
  const field = 'mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-1';
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FleetPicker side="A" initial={initial.a} ruleset={ruleset} refused={refused.a ?? []} onLoad={(f) => loaded('a', f)} onNotes={notesOf('a')} />
        <FleetPicker side="B" initial={initial.b} ruleset={ruleset} refused={refused.b ?? []} onLoad={(f) => loaded('b', f)} onNotes={notesOf('b')} />
        {more.map((m, i) => {
          const letter = fleetLetterOf(i + 2);
          return (
            <div key={m.key} className="space-y-1">
              <FleetPicker side={letter} initial={m.initial} ruleset={ruleset} refused={refused[letter.toLowerCase()] ?? []} onLoad={(f) => loadedMore(m.key, f)} onNotes={notesOf(moreId(m.key))} />
              <button type="button" onClick={() => setMore((list) => list.filter((x) => x.key !== m.key))} className="min-h-11 text-sm text-sea underline" data-testid={`remove-${letter}`}>
                Remove fleet {letter}
              </button>
            </div>
          );
        })}
      </div>
      {2 + more.length < seats && (
        <p className="text-sm">
          <button
            type="button"
            onClick={() => setMore((list) => [...list, { key: nextKey.current++, initial: null, source: null, loaded: null, policy: '' }])}
            className="min-h-11 rounded border border-sea px-3 py-1 font-semibold text-sea"
            data-testid="add-fleet"
          >
            Add fleet {fleetLetterOf(2 + more.length)}
          </button>{' '}
          <span className="text-ink/70">
            {more.length === 0 && `${rulesetOf(ruleset!).name} seats up to ${seats} players: add fleets for a free-for-all, every fleet against every other at one table.`}
          </span>
        </p>
      )}
      {tooMany && (
        <p role="alert" className="rounded border border-red-800/40 bg-red-50 p-2 text-sm text-red-900" data-testid="too-many-fleets">
          {rulesetOf(ruleset!).name} is played by {seats} players: remove fleet{more.length > 1 ? 's' : ''} {more.map((_, i) => fleetLetterOf(i + 2)).join(', ')} or choose a ruleset for more.
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
        aria-label="Simulation settings"
        className="grid gap-3 rounded-lg border border-ink/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <label className="block text-sm">
          <span className="font-semibold">Ruleset</span>
          <select
            value={ruleset ?? ''}
            onChange={(e) => {
              setChosenRuleset(e.target.value as RulesetId);
              setStatus((s) => (s.kind === 'failed' ? { kind: 'idle' } : s));
            }}
            className={field}
          >
            {!ruleset && <option value="">As the fleets are built</option>}
            {SIMULATED_RULESETS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        {[
          { side: 'A', value: policyA, set: setPolicyA },
          { side: 'B', value: policyB, set: setPolicyB },
          ...more.map((m, i) => ({ side: fleetLetterOf(i + 2), value: m.policy, set: (p: PolicyId | '') => setMore((list) => list.map((x) => (x.key === m.key ? { ...x, policy: p } : x))) })),
        ].map(({ side, value, set }) => (
          <label key={side} className="block text-sm">
            <span className="font-semibold">Fleet {side} plays as</span>
            <select value={value} onChange={(e) => set(e.target.value as PolicyId | '')} className={field}>
              <option value="">Default ({POLICY_LABEL[SIMULATOR_POLICY]})</option>
              {POLICY_IDS.map((p) => (
                <option key={p} value={p}>
                  {POLICY_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
        ))}
        {[policyA, policyB, ...more.map((m) => m.policy)].includes('search') && (
          <p className="text-sm text-ink/70 sm:col-span-2 lg:col-span-3" data-testid="search-note">
            Search plays every turn ahead to the end of the game before it moves, so each of its games costs hundreds of
            ordinary ones: a run of two full fleets with it gets several hundred games at most.
          </p>
        )}
        <label className="block text-sm">
          <span className="font-semibold">Games</span>
          <input type="number" inputMode="numeric" min={1} max={MAX_GAMES} required value={games} onChange={(e) => setGames(e.target.value)} className={field} />
        </label>
        <div className="block text-sm">
          <label htmlFor="seed" className="font-semibold">
            Seed
          </label>
          <div className="mt-1 flex gap-1">
            <input id="seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value.replace(/\D/g, ''))} placeholder="random" className="block w-full min-w-0 rounded border border-ink/30 bg-white px-2 py-1" />
            <button type="button" onClick={() => setSeed(String(randomSeed()))} className="shrink-0 rounded border border-ink/30 px-2 text-xs" aria-label="Draw a new seed">
              New
            </button>
          </div>
        </div>
        <label className="block text-sm">
          <span className="font-semibold">{rulesetPlay?.rules.economy ? 'Time limit (rounds)' : 'Turn cap'}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TURNS_CAP}
            value={maxTurns}
            onChange={(e) => setMaxTurns(e.target.value)}
            placeholder={rulesetPlay ? `${rulesetPlay.scenario.maxTurns} (the ruleset's)` : "the ruleset's"}
            className={field}
          />
        </label>
        <label className="block text-sm sm:col-span-2 lg:col-span-1">
          <span className="font-semibold">Table edge</span>
          <select value={edge || 'wall'} onChange={(e) => setEdge(e.target.value === 'wall' ? '' : (e.target.value as Edge))} className={field}>
            {EDGES.map((x) => (
              <option key={x} value={x}>
                {EDGE_LABEL[x]}: {EDGE_HINT[x]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" disabled={missing.length > 0 || running || tooMany} className="rounded bg-ink px-4 py-2 font-semibold text-parchment disabled:opacity-50">
            Simulate
          </button>
          {running && (
            <button type="button" onClick={() => abort.current?.abort()} className="rounded border border-ink/40 px-4 py-2 font-semibold">
              Cancel
            </button>
          )}
          {missing.length > 0 && <p className="text-sm text-ink/70">Load fleet {missing.join(' and fleet ')} to simulate.</p>}
        </div>
      </form>
      <div aria-live="polite" className="space-y-2">
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
        {status.kind === 'cancelled' && (
          <p role="status" className="rounded border border-ink/20 bg-white p-3" data-testid="cancelled">
            Cancelled after {status.done.toLocaleString('en')} of {status.of.toLocaleString('en')} games; no result was kept.
          </p>
        )}
        {status.kind === 'failed' && (
          <div role="alert" className="rounded border border-red-800/40 bg-red-50 p-3 text-red-900" data-testid="simulate-error">
            <p className="font-semibold">{refusalHeadline(status.refusal, ruleset)}</p>
            {status.refusal.other.length > 0 && (
              <ul className="list-disc pl-5 text-sm">
                {status.refusal.other.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {status.kind === 'idle' && missing.length === 0 && <p className="text-sm text-ink/70">Ready: press Simulate to play the games.</p>}
        {status.kind === 'done' && <Results result={status.result} names={status.names} rulesetName={status.rulesetName} economy={status.economy} holdless={holdlessOf(status.ran)} onRunWithHard={runWithHard} />}
        {status.kind === 'done' && <WatchGames request={status.request} result={status.result} names={status.names} />}
        {status.kind === 'done' && status.names.length === 2 && sources.a && sources.b && ruleset && TABLE_RULESETS.includes(ruleset) && (
          <a
            href={`/play?fleet=${encodeURIComponent(`${sources.a.kind}:${sources.a.value}`)}&opponent=${encodeURIComponent(`${sources.b.kind}:${sources.b.value}`)}${turnsN ? `&turns=${turnsN}` : ''}`}
            className="inline-block rounded bg-sea px-3 py-2 font-semibold text-white print:hidden"
            data-testid="play-matchup"
          >
            Play this matchup against the computer
          </a>
        )}
      </div>
    </div>
  );
}
