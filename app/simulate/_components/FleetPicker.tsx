'use client';

import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Fleet } from '@/lib/fleet/fleet';
import { decodeFleet, encodeFleet } from '@/lib/fleet/share-code';
import type { TextLineError, TextLineNote } from '@/lib/fleet/text';
import type { RulesetId } from '@/lib/ruleset-ids';
import { type Issue, rulesetOf, switchRuleset, validateFleet } from '@/lib/rules';
import { plural } from '@/app/_lib/plural';
import { MissingFromCollection } from '@/app/_components/MissingFromCollection';
import { useCardCache } from '@/app/fleets/_components/use-card-cache';
import { fleetCardIds } from '@/lib/fleet/edit';
import { readSavedList, type SavedEntry } from '@/app/fleets/_lib/saved-list';
import { codeOf, slugOf } from '../_lib/sources';
import type { FleetSource } from '../_lib/url';

export interface LoadedFleet {
  fleet: Fleet;
  source: FleetSource;
}

type Mode = 'saved' | 'code' | 'text';

const MODE_LABEL: Record<Mode, string> = { saved: 'Saved fleet', code: 'Share code', text: 'Text list' };

/** A text list with unreadable lines: what was read, kept so the player can choose to simulate it anyway. */
interface PartlyRead {
  fleet: Fleet;
  cardsRead: number;
}

/** A failed load: what to tell the player, line by line. */
class LoadError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join(' '));
  }
}

async function errorMessage(res: Response, fallback: string): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `${fallback} (the server answered ${res.status}).`;
}

/**
 * One side's fleet: loaded from a saved fleet, a share code or a pasted text list. Once loaded it shows the fleet's
 * ships and points, checked under the ruleset the games will use, and the server's reasons if it refused the fleet.
 * A failed load keeps what the player typed.
 */
export function FleetPicker({
  side,
  initial,
  ruleset,
  refused,
  onLoad,
  onNotes,
}: {
  /** The fleet's letter: A and B, and C to F in a free-for-all. */
  side: string;
  initial: FleetSource | null;
  /** The ruleset both fleets play under; null until the page knows it. */
  ruleset: RulesetId | null;
  /** The server's violations for this fleet from the last run it refused. */
  refused: Issue[];
  onLoad: (f: LoadedFleet | null) => void;
  /** The loaded fleet and the rules of the notes shown under it (`Issue.rule`), as they change; null once it is gone. */
  onNotes?: (fleet: Fleet | null, rules: string[]) => void;
}) {
  const initialMode: Mode = initial?.kind === 'slug' ? 'saved' : initial ? 'code' : 'saved';
  const [mode, setMode] = useState<Mode>(initialMode);
  const [inputs, setInputs] = useState<Record<Mode, string>>({ saved: '', code: '', text: '', [initialMode]: initial?.value ?? '' });
  const [loaded, setLoaded] = useState<LoadedFleet | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notes, setNotes] = useState<TextLineNote[]>([]);
  const [partlyRead, setPartlyRead] = useState<PartlyRead | null>(null);
  const [busy, setBusy] = useState(false);
  const cards = useCardCache();
  // The player's own saved fleets, one tap away (read after mount: local storage exists only in the browser).
  const [savedHere, setSavedHere] = useState<SavedEntry[]>([]);
  useEffect(() => setSavedHere(readSavedList(window.localStorage).slice(0, 8)), []);
  const { ensure } = cards;

  function accept(result: LoadedFleet) {
    setLoaded(result);
    onLoad(result);
    void ensure(fleetCardIds(result.fleet));
  }

  async function load(kind: Mode, value: string) {
    setErrors([]);
    setNotes([]);
    setPartlyRead(null);
    setBusy(true);
    try {
      if (kind === 'saved') {
        const slug = slugOf(value);
        const res = await fetch(`/api/fleets/${encodeURIComponent(slug)}`);
        if (!res.ok) throw new LoadError([await errorMessage(res, `The saved fleet "${slug}" could not be loaded`)]);
        const body = (await res.json()) as { fleet: Fleet };
        accept({ fleet: body.fleet, source: { kind: 'slug', value: slug } });
      } else if (kind === 'code') {
        const code = codeOf(value);
        const decoded = decodeFleet(code);
        if (!decoded.ok) throw new LoadError([decoded.error.message]);
        accept({ fleet: decoded.fleet, source: { kind: 'code', value: code } });
      } else {
        const res = await fetch('/api/fleets/text', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: value }) });
        if (!res.ok) throw new LoadError([await errorMessage(res, 'The list could not be read')]);
        const body = (await res.json()) as { fleet: Fleet; errors: TextLineError[]; notes: TextLineNote[]; cardsRead: number };
        setNotes(body.notes);
        if (body.errors.length) {
          if (body.cardsRead > 0) setPartlyRead({ fleet: body.fleet, cardsRead: body.cardsRead });
          throw new LoadError(body.errors.map((e) => `Line ${e.line} (“${e.text.trim()}”): ${e.message}`));
        }
        // A pasted list travels in the page's address as a share code, so the run can be reproduced without saving it.
        accept({ fleet: body.fleet, source: { kind: 'code', value: encodeFleet(body.fleet) } });
      }
    } catch (e) {
      setLoaded(null);
      onLoad(null);
      setErrors(e instanceof LoadError ? e.lines : ['The fleet could not be loaded: the server could not be reached.']);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (initial) void load(initialMode, initial.value);
    // Loads the fleet named in the address once, on arrival.
  }, []);

  const id = `fleet-${side}`;
  const input = inputs[mode];
  return (
    <fieldset className="min-w-0 space-y-2 rounded-lg border border-ink/20 bg-white p-3" data-testid={`picker-${side}`}>
      <legend className="px-1 font-display text-lg font-bold">Fleet {side}</legend>
      <div role="radiogroup" aria-label={`Where fleet ${side} comes from`} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {(['saved', 'code', 'text'] as const).map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} />
            {MODE_LABEL[m]}
          </label>
        ))}
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void load(mode, input);
        }}
      >
        <label htmlFor={id} className="sr-only">
          Fleet {side}: {mode === 'saved' ? 'saved fleet link or slug' : mode === 'code' ? 'share code or share link' : 'text list'}
        </label>
        {mode === 'text' ? (
          <textarea
            id={id}
            value={input}
            onChange={(e) => setInputs({ ...inputs, text: e.target.value })}
            rows={5}
            className="w-full rounded border border-ink/30 px-2 py-1 font-mono text-sm"
            placeholder={'Bonny Kate\n  Lucky the Parrot\nHMS Dover'}
          />
        ) : (
          <input
            id={id}
            value={input}
            onChange={(e) => setInputs({ ...inputs, [mode]: e.target.value })}
            className="w-full rounded border border-ink/30 px-2 py-1 font-mono text-sm"
            placeholder={mode === 'saved' ? 'https://…/fleets/abc123 or abc123' : '1.… or a share link'}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <button type="submit" disabled={busy || input.trim() === ''} className="rounded border border-ink/40 px-3 py-1 text-sm font-semibold disabled:opacity-50">
          {busy ? 'Loading…' : `Load fleet ${side}`}
        </button>
      </form>
      {mode === 'saved' && savedHere.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 text-sm" data-testid={`saved-here-${side}`}>
          <span className="text-ink/70">Saved in this browser:</span>
          {savedHere.map((e) => (
            <button
              key={e.slug}
              type="button"
              disabled={busy}
              onClick={() => {
                setInputs({ ...inputs, saved: e.slug });
                void load('saved', e.slug);
              }}
              className="rounded border border-ink/30 px-2 py-0.5 hover:bg-ink/5"
            >
              {e.name || e.slug}
            </button>
          ))}
        </div>
      )}
      {errors.length > 0 && (
        <div role="alert" className="space-y-1 text-sm text-red-800" data-testid={`load-error-${side}`}>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          {partlyRead && (
            <button
              type="button"
              onClick={() => {
                setErrors([]);
                setPartlyRead(null);
                accept({ fleet: partlyRead.fleet, source: { kind: 'code', value: encodeFleet(partlyRead.fleet) } });
              }}
              className="rounded border border-red-800/40 px-3 py-1 font-semibold"
            >
              Use the {plural(partlyRead.cardsRead, 'card')} that were read anyway
            </button>
          )}
        </div>
      )}
      {notes.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-ink/70">
          {notes.map((n) => (
            <li key={`${n.line}-${n.message}`}>
              Line {n.line}: {n.message}
            </li>
          ))}
        </ul>
      )}
      {loaded && <Summary side={side} fleet={loaded.fleet} ruleset={ruleset ?? loaded.fleet.ruleset} refused={refused} cards={cards} onNotes={onNotes} />}
    </fieldset>
  );
}

/** The loaded fleet in brief: name, points under the ruleset played, ships, what breaks its rules and what a player should know of them (a Daniel's fleet whose starting ship has no hold, say). */
function Summary({
  side,
  fleet,
  ruleset,
  refused,
  cards,
  onNotes,
}: {
  side: string;
  fleet: Fleet;
  ruleset: RulesetId;
  refused: Issue[];
  cards: ReturnType<typeof useCardCache>;
  onNotes?: (fleet: Fleet | null, rules: string[]) => void;
}) {
  const { lookup, settled, loadError } = cards;
  const ids = fleetCardIds(fleet);
  const ready = settled(ids);
  const played = useMemo(() => (fleet.ruleset === ruleset ? fleet : switchRuleset(fleet, ruleset)), [fleet, ruleset]);
  const check = useMemo(() => (ready ? validateFleet(played, lookup) : null), [ready, played, lookup]);
  // The server's word wins over the page's own check: it holds every card, and it is what refused the run.
  const violations = refused.length ? refused : (check?.violations ?? []);
  // Told when the check changes, not whenever the page hands in a new callback.
  const tell = useEffectEvent((shown: Fleet | null, rules: string[]) => onNotes?.(shown, rules));
  useEffect(() => {
    tell(fleet, (check?.warnings ?? []).map((w) => w.rule));
    return () => tell(null, []);
  }, [fleet, check]);
  const nameOf = (id: string) => lookup(id)?.name ?? id;
  return (
    <div className="space-y-1 border-t border-ink/10 pt-2 text-sm" data-testid={`loaded-${side}`}>
      <p>
        <strong>{fleet.name || `Unnamed fleet`}</strong>
        {' · '}
        {check ? `${check.points.used} of ${check.points.allowed} points` : `${fleet.buildTotal}-point build`}, {rulesetOf(ruleset).name}
        {check && (
          <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${violations.length ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}>
            {violations.length ? `Not legal: ${plural(violations.length, 'problem')}` : 'Legal'}
          </span>
        )}
      </p>
      {fleet.ruleset !== ruleset && (
        <p className="text-xs text-ink/70">
          Built for {rulesetOf(fleet.ruleset).name}; checked and played under {rulesetOf(ruleset).name} here.
        </p>
      )}
      {fleet.ships.length === 0 ? (
        <p className="text-ink/70">No ships.</p>
      ) : (
        <ul className="text-sm" aria-label={`Ships of fleet ${side}`}>
          {fleet.ships.map((s, i) => (
            <li key={`${s.cardId}-${i}`}>
              {nameOf(s.cardId)}
              {s.crew.length > 0 && <span className="text-ink/70"> with {s.crew.map(nameOf).join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
      {fleet.crew.length > 0 && <p className="text-ink/70">Unassigned crew: {fleet.crew.map(nameOf).join(', ')}</p>}
      {loadError && <p className="text-xs text-red-800">{loadError}</p>}
      {ready && <MissingFromCollection fleet={fleet} lookup={lookup} onlyIfKept />}
      {violations.length > 0 && (
        <div className="rounded border border-red-800/30 bg-red-50 p-2 text-red-900" data-testid={`violations-${side}`}>
          <p className="font-semibold">
            {refused.length ? 'The server refused this fleet' : 'This fleet breaks the rules'} under {rulesetOf(ruleset).name}:
          </p>
          <ul className="list-disc pl-5">
            {violations.map((v, i) => (
              <li key={`${v.rule}-${i}`}>{v.message}</li>
            ))}
          </ul>
        </div>
      )}
      {check && check.warnings.length > 0 && (
        <div className="rounded border-l-4 border-amber-500 bg-amber-50 p-2" data-testid={`notes-${side}`}>
          <p className="font-semibold">Worth knowing before you simulate:</p>
          <ul className="list-disc pl-5">
            {check.warnings.map((w, i) => (
              <li key={`${w.rule}-${i}`} data-rule={w.rule}>
                {w.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
