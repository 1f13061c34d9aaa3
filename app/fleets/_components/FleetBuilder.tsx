'use client';

import { replaceAddress } from '@/app/_lib/address';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { NATIONS } from '@/lib/cards/nations';
import { carriedAboard } from '@/lib/fleet/composition';
import { addCard, crewBerth, fleetCardIds, withoutIds } from '@/lib/fleet/edit';
import type { Fleet } from '@/lib/fleet/fleet';
import { RulesetId } from '@/lib/ruleset-ids';
import { decodeFleet } from '@/lib/fleet/share-code';
import { BUILDING_RULESETS, rulesetOf, shipSummaries, switchRuleset, validateFleet, type Ruleset, type ValidationResult } from '@/lib/rules';
import { draftKey, EMPTY_FLEET, forgetDraft, readDraft, writeDraft } from '../_lib/draft';
import { editKeyFor } from '../_lib/saved-list';
import { endTyping, record, redo, startHistory, undo, type History } from '../_lib/history';
import { CardSearchPanel } from './CardSearchPanel';
import { FleetView, type Severity } from './FleetView';
import { IssuesPanel } from './IssuesPanel';
import { SharePanel, type SaveDone } from './SharePanel';
import { useCardCache } from './use-card-cache';
import { plural } from '@/app/_lib/plural';
import { buildAmount } from '@/app/_components/card-labels';
import { MissingFromCollection } from '@/app/_components/MissingFromCollection';

const sameFleet = (a: Fleet, b: Fleet) => JSON.stringify(a) === JSON.stringify(b);

/** Why the fleet on screen is not exactly what the link held. */
interface Recovery {
  message: string;
  recovered: Fleet | null;
}

interface Props {
  /** The saved fleet being edited, or null for a new fleet. */
  saved: { slug: string; fleet: Fleet } | null;
  /** A share code from the URL (`/fleets/new?code=`). */
  code: string | null;
  /** Cards of the saved fleet, rendered on the server so the fleet shows without waiting. */
  initialCards: Card[];
}

function describeFleet(fleet: Fleet): string {
  const crew = fleet.ships.reduce((n, s) => n + s.crew.length, 0) + fleet.crew.length;
  const ruleset = rulesetOf(fleet.ruleset);
  const parts = [`${ruleset.name}, ${buildAmount(fleet.buildTotal, ruleset.buildUnit)}`, plural(fleet.ships.length, 'ship'), `${crew} crew`];
  if (fleet.forts.length) parts.push(plural(fleet.forts.length, 'fort'));
  if (fleet.treasure.length) parts.push(`${fleet.treasure.length} treasure`);
  return parts.join(', ');
}

function isTextInput(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function FleetBuilder({ saved, code, initialCards }: Props) {
  const [history, setHistory] = useState<History<Fleet> | null>(null);
  const [recovery, setRecovery] = useState<Recovery | null>(null);
  const [selectedShip, setSelectedShip] = useState<number | null>(null);
  const [focused, setFocused] = useState<ReadonlySet<string>>(new Set());
  const [banner, setBanner] = useState<string | null>(null);
  /** The draft a share link was opened over: one Undo away, and named so the player knows it is not lost. */
  const [replacedDraft, setReplacedDraft] = useState<Fleet | null>(null);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const [searchSwitch, setSearchSwitch] = useState<{ type: string; seq: number } | null>(null);
  const cache = useCardCache(initialCards);
  /** The saved fleet being edited: the page's at first, then whatever the last save made (a new fleet or the same slug changed). */
  const [current, setCurrent] = useState(saved);
  /** Whether this browser holds the current fleet's edit key (read after mount, like the draft). */
  const [editable, setEditable] = useState(false);
  const key = draftKey(current?.slug ?? null);
  const openedKey = draftKey(saved?.slug ?? null);

  useEffect(() => {
    setEditable(current !== null && editKeyFor(window.localStorage, current.slug) !== null);
  }, [current]);

  // Local storage exists only in the browser, so the starting fleet is chosen after mount.
  useEffect(() => {
    const draft = readDraft(window.localStorage, openedKey);
    const start = draft ?? saved?.fleet ?? EMPTY_FLEET;
    if (code === null) {
      setHistory(startHistory(start));
      return;
    }
    const decoded = decodeFleet(code);
    const shared = decoded.ok ? decoded.fleet : (decoded.recovered ?? null);
    if (!decoded.ok) setRecovery({ message: decoded.error.message, recovered: decoded.recovered ?? null });
    // A shared fleet never silently replaces work in progress: the draft stays one Undo away, and the notice says so.
    const hasDraft = draft !== null && fleetCardIds(draft).length > 0;
    if (shared && hasDraft && !sameFleet(draft, shared)) {
      setReplacedDraft(draft);
      setHistory(record(startHistory(draft), shared, sameFleet));
    } else {
      setHistory(startHistory(shared ?? start));
    }
    // The link has been read into the draft; a reload should keep the player's edits, not re-read the link.
    replaceAddress(window.location.pathname);
  }, [code, openedKey, saved]);

  const fleet = history?.present ?? null;

  useEffect(() => {
    if (fleet) writeDraft(window.localStorage, key, fleet);
  }, [fleet, key]);

  const ids = useMemo(() => (fleet ? fleetCardIds(fleet) : []), [fleet]);
  const allPieces = useMemo(() => (fleet ? [...fleet.ships.flatMap((s) => [s.cardId, ...s.crew]), ...fleet.crew, ...fleet.forts, ...fleet.treasure] : []), [fleet]);
  const { ensure, settled, lookup } = cache;
  useEffect(() => {
    void ensure(ids);
  }, [ids, ensure]);
  const ready = fleet !== null && settled(ids);

  const result: ValidationResult | null = useMemo(() => (ready && fleet ? validateFleet(fleet, lookup) : null), [ready, fleet, lookup]);
  const summaries = useMemo(() => (ready && fleet ? shipSummaries(fleet, lookup) : []), [ready, fleet, lookup]);
  const shipyard = useMemo(() => (ready && fleet ? (rulesetOf(fleet.ruleset).shipyard?.(fleet, lookup) ?? null) : null), [ready, fleet, lookup]);

  const flagged = useMemo(() => {
    const map = new Map<string, Severity>();
    for (const w of result?.warnings ?? []) for (const id of w.cardIds) map.set(id, 'warning');
    for (const v of result?.violations ?? []) for (const id of v.cardIds) map.set(id, 'violation');
    return map;
  }, [result]);

  useEffect(() => {
    if (result?.legal) setBanner(null);
  }, [result]);

  /** `typing` names a text field whose keystrokes make one undo step together. */
  const edit = useCallback((change: (f: Fleet) => Fleet, typing?: string) => {
    setHistory((h) => (h ? record(h, change(h.present), sameFleet, typing) : h));
  }, []);
  const stopTyping = useCallback(() => setHistory((h) => (h ? endTyping(h) : h)), []);
  const doUndo = useCallback(() => setHistory((h) => (h ? undo(h) : h)), []);
  const doRedo = useCallback(() => setHistory((h) => (h ? redo(h) : h)), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextInput(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) doUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') doRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  if (!history || !fleet) {
    return (
      <p aria-live="polite" className="text-sm text-ink/70">
        Opening the fleet…
      </p>
    );
  }

  function changeRuleset(next: RulesetId) {
    if (!fleet) return;
    const changed = switchRuleset(fleet, next);
    if (ready && result?.legal) {
      const after = validateFleet(changed, lookup);
      if (!after.legal) {
        setBanner(`Under ${rulesetOf(next).name} this fleet is not legal: ${after.violations.map((v) => v.message).join(' ')}`);
      }
    }
    edit(() => changed);
  }

  // Sea creatures cannot be assigned crew, so Add passes over them (lib/fleet/edit.ts).
  const berth = crewBerth(fleet, selectedShip, (id) => lookup(id)?.seaCreature !== true);
  const berthName = berth === null ? null : (lookup(fleet.ships[berth].cardId)?.name.trim() ?? fleet.ships[berth].cardId);
  const noShipTakesCrew = selectedShip !== null && berth === null && fleet.ships.length > 0;
  const crewHint =
    berth !== null
      ? `Add puts it aboard ship ${berth + 1}, ${berthName} (pick another ship in the fleet).`
      : noShipTakesCrew
        ? 'No ship in this fleet can take crew (sea creatures carry none): Add keeps it unassigned.'
        : 'Add keeps it unassigned; drag it onto a ship, or pick a ship first.';

  function onAdd(card: Card) {
    const carried = carriedAboard(card.type);
    const where = !carried ? '' : berthName ? ` aboard ${berthName}` : noShipTakesCrew ? ', unassigned: no ship in the fleet can take crew' : '';
    setLastAdded(`Added ${card.name.trim()}${where}`);
    edit((f) => addCard(f, card, carried ? berth : null));
    // A new ship becomes where crew go next; a sea creature cannot carry any, so the selection stays.
    if (card.type === 'ship' && !card.seaCreature && fleet) setSelectedShip(fleet.ships.length);
  }

  const ruleset = rulesetOf(fleet.ruleset);
  const unknownIds = ready ? ids.filter((id) => cache.unknown(id)) : [];
  const dirty = current !== null && !sameFleet(fleet, current.fleet);

  /**
   * A save made a new fleet or changed this one. A new fleet takes over the address and the draft, so the next save
   * updates it in place; the draft it was made from is dropped (the new fleet's link now holds that work), and a
   * fresh "Build a fleet" starts empty.
   */
  function onSaved(done: SaveDone) {
    if (done.asNew) {
      forgetDraft(window.localStorage, key);
      replaceAddress(`/fleets/${done.slug}`);
    }
    setCurrent({ slug: done.slug, fleet: done.fleet });
    setEditable(true);
  }

  return (
    <div className="space-y-4">
      {recovery && <RecoveryNotice recovery={recovery} onDismiss={() => setRecovery(null)} />}
      {replacedDraft && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded border border-sea/40 bg-sea/5 px-3 py-2 text-sm" data-testid="draft-kept">
          <p className="flex-1">
            You opened a shared fleet. Your unsaved draft ({describeFleet(replacedDraft)}) is kept: Undo brings it back.
          </p>
          {history.past.length > 0 && sameFleet(history.past[history.past.length - 1], replacedDraft) && (
            <button
              type="button"
              onClick={() => {
                doUndo();
                setReplacedDraft(null);
              }}
              className="rounded bg-sea px-3 py-1 font-semibold text-white"
            >
              Back to my draft
            </button>
          )}
          <button type="button" onClick={() => setReplacedDraft(null)} className="rounded px-2 font-semibold" aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      {unknownIds.length > 0 && (
        <div role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="unknown-cards">
          <p className="font-semibold">
            {unknownIds.length === 1 ? 'This card does not exist' : 'These cards do not exist'}: {unknownIds.join(', ')}.
          </p>
          <p>The rest of the fleet is shown. A mistyped link or a card id from another site can cause this.</p>
          <button type="button" onClick={() => edit((f) => withoutIds(f, new Set(unknownIds)))} className="mt-1 rounded bg-red-800 px-3 py-1 font-semibold text-white">
            Remove the unknown cards
          </button>
        </div>
      )}
      {cache.loadError && (
        <p role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
          {cache.loadError}
        </p>
      )}
      {banner && (
        <div role="alert" className="flex items-start gap-2 rounded border border-amber-600/50 bg-amber-50 px-3 py-2 text-sm" data-testid="ruleset-banner">
          <p className="flex-1">{banner}</p>
          <button type="button" onClick={() => setBanner(null)} className="rounded px-2 font-semibold hover:bg-amber-100" aria-label="Dismiss">
            ×
          </button>
        </div>
      )}

      <fieldset className="grid gap-3 rounded-lg border border-ink/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4 print:hidden">
        <legend className="px-1 text-sm font-semibold">Fleet</legend>
        <label className="text-sm">
          <span className="block font-semibold">Ruleset</span>
          <select
            value={fleet.ruleset}
            onChange={(e) => changeRuleset(RulesetId.parse(e.target.value))}
            className="mt-1 w-full rounded border border-ink/30 bg-white px-2 py-1"
            data-testid="ruleset"
          >
            {BUILDING_RULESETS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-semibold">Build total</span>
          <BuildTotalInput value={fleet.buildTotal} onCommit={(n) => edit((f) => ({ ...f, buildTotal: n }), 'build-total')} onDone={stopTyping} />
        </label>
        {ruleset.flag !== 'none' && (
          <label className="text-sm">
            <span className="block font-semibold">
              Nationality{ruleset.flag === 'required' && <span className="text-red-800"> (required)</span>}
            </span>
            <select
              value={fleet.nationality ?? ''}
              required={ruleset.flag === 'required'}
              onChange={(e) => edit((f) => ({ ...f, nationality: e.target.value || undefined }))}
              className="mt-1 w-full rounded border border-ink/30 bg-white px-2 py-1"
              data-testid="nationality"
            >
              <option value="">{ruleset.flag === 'required' ? 'Choose a flag…' : 'None'}</option>
              {NATIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-sm">
          <span className="block font-semibold">Name</span>
          <input
            value={fleet.name ?? ''}
            maxLength={120}
            onChange={(e) => edit((f) => ({ ...f, name: e.target.value || undefined }), 'name')}
            onBlur={stopTyping}
            placeholder="Optional"
            className="mt-1 w-full rounded border border-ink/30 bg-white px-2 py-1"
          />
        </label>
        {ruleset && <p className="text-xs text-ink/70 sm:col-span-2 lg:col-span-4">{ruleset.description}</p>}
      </fieldset>

      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <button type="button" onClick={doUndo} disabled={history.past.length === 0} className="rounded border border-ink/30 bg-white px-3 py-1 text-sm disabled:opacity-40" title="Undo (Ctrl/Cmd+Z)">
          Undo
        </button>
        <button type="button" onClick={doRedo} disabled={history.future.length === 0} className="rounded border border-ink/30 bg-white px-3 py-1 text-sm disabled:opacity-40" title="Redo (Shift+Ctrl/Cmd+Z)">
          Redo
        </button>
        {dirty && current && (
          <button type="button" onClick={() => edit(() => current.fleet)} className="rounded border border-ink/30 bg-white px-3 py-1 text-sm">
            Revert to saved
          </button>
        )}
        <span className="text-xs text-ink/60">{dirty ? 'Unsaved changes (kept in this browser).' : 'Your draft is kept in this browser.'}</span>
      </div>

      <StatusBar result={result} empty={ids.length === 0} unit={ruleset.buildUnit} lastAdded={lastAdded} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <CardSearchPanel onFound={cache.remember} onAdd={onAdd} crewHint={crewHint} switchTo={searchSwitch} fleetIds={allPieces} />
        <div className="min-w-0 space-y-4">
          <h2 id="your-fleet" className="scroll-mt-16 font-display text-xl font-bold">
            {fleet.name || 'Your fleet'}
          </h2>
          {shipyard && (
            <p className="rounded bg-brass/10 px-2 py-1 text-xs">
              Daniel&apos;s house rules: only the cheapest ship starts at the home island; other ships and all crew start in the shipyard.
            </p>
          )}
          <IssuesPanel result={result} empty={ids.length === 0} unit={ruleset.buildUnit} onFocusIssue={(cardIds) => setFocused(new Set(cardIds ?? []))} />
          <MissingFromCollection fleet={fleet} lookup={lookup} />
          <FleetView
            fleet={fleet}
            lookup={lookup}
            unknown={cache.unknown}
            summaries={summaries}
            flagged={flagged}
            focused={focused}
            shipyard={shipyard}
            selectedShip={selectedShip !== null && selectedShip < fleet.ships.length ? selectedShip : null}
            onSelectShip={(i) => {
              setSelectedShip(i);
              if (i !== null) setSearchSwitch((prev) => ({ type: 'crew', seq: (prev?.seq ?? 0) + 1 }));
            }}
            onEdit={edit}
          />
          <SharePanel
            fleet={fleet}
            lookup={lookup}
            saved={current && { slug: current.slug, editable }}
            dirty={dirty}
            legal={result?.legal ?? false}
            onImport={(imported) => edit(() => imported)}
            onSaved={onSaved}
          />
        </div>
      </div>
    </div>
  );
}

function RecoveryNotice({ recovery, onDismiss }: { recovery: Recovery; onDismiss: () => void }) {
  return (
    <div role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="recovery">
      <p className="font-semibold">This share link could not be read completely.</p>
      <p>{recovery.message}</p>
      {recovery.recovered ? (
        <p className="mt-1">
          Recovered and shown below: {describeFleet(recovery.recovered)}. Anything the link held after the damaged part is lost; ask for the link
          again if cards are missing.
        </p>
      ) : (
        <p className="mt-1">Nothing could be recovered from it. You can build a fleet below, or ask for the link again.</p>
      )}
      <button type="button" onClick={onDismiss} className="mt-1 rounded border border-red-800/40 px-2 py-0.5 text-xs">
        Dismiss
      </button>
    </div>
  );
}

/**
 * The build total as the player types it: the box holds their text, so it can be emptied and retyped ("30" after
 * clearing "40" is 30, not 430), and only a whole number above 0 reaches the fleet. Leaving the box with something
 * else in it shows the fleet's total again.
 */
function BuildTotalInput({ value, onCommit, onDone }: { value: number; onCommit: (n: number) => void; onDone: () => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value ? current : String(value)));
  }, [value]);
  const valid = /^\d+$/.test(text) && Number(text) > 0;
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      value={text}
      aria-invalid={!valid}
      onChange={(e) => {
        const raw = e.target.value.replace(/\s+/g, '');
        setText(raw);
        if (/^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw))) onCommit(Number(raw));
      }}
      onBlur={() => {
        if (!valid) setText(String(value));
        onDone();
      }}
      className="mt-1 w-full rounded border border-ink/30 bg-white px-2 py-1 aria-[invalid=true]:border-red-700"
      data-testid="build-total"
    />
  );
}

/**
 * On a phone the search comes first and the fleet a long scroll below it, so a compact bar stays at the top with the
 * points, whether the fleet is legal and what the last Add did, and jumps to the fleet. Wide screens show the fleet
 * beside the search and need no bar.
 */
function StatusBar({ result, empty, unit, lastAdded }: { result: ValidationResult | null; empty: boolean; unit: Ruleset['buildUnit']; lastAdded: string | null }) {
  return (
    <div className="sticky top-0 z-30 -mx-4 flex items-center gap-3 border-b border-ink/20 bg-parchment/95 px-4 py-2 text-sm shadow-sm backdrop-blur lg:hidden print:hidden" data-testid="status-bar">
      <span className="font-bold whitespace-nowrap">
        {result ? `${result.points.used} / ${result.points.allowed} ${unit === 'gold' ? 'gold' : 'pts'}` : '…'}
      </span>
      {result && !empty && (
        <span className={`whitespace-nowrap font-semibold ${result.legal ? 'text-green-800' : 'text-red-800'}`} data-testid="status-bar-legal">
          {result.legal ? 'Legal' : 'Not legal'}
        </span>
      )}
      <span aria-live="polite" className="min-w-0 flex-1 truncate text-ink/80" data-testid="status-bar-added">
        {lastAdded}
      </span>
      <a href="#your-fleet" className="tap shrink-0 rounded bg-sea px-2 py-1 text-xs font-semibold text-white">
        Fleet
      </a>
    </div>
  );
}
