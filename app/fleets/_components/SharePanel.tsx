'use client';

import { useEffect, useState } from 'react';
import type { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';
import { SimulationNote } from './SimulationNote';
import { formatFleetText, type ParsedFleetText } from '@/lib/fleet/text';
import { plural } from '@/app/_lib/plural';
import type { CardLookup } from '@/lib/cards/lookup';
import type { ValidationResult } from '@/lib/rules';
import { editKeyFor, rememberSaved } from '../_lib/saved-list';
import { savedNote } from '../_lib/save-note';

/** The saved fleet the builder is editing: `editable` when this browser holds its edit key. */
export interface SavedTarget {
  slug: string;
  editable: boolean;
}

/** What a save did: `asNew` when it made a new fleet (a new slug and key), else the same slug now holds `fleet`. */
export interface SaveDone {
  slug: string;
  fleet: Fleet;
  asNew: boolean;
}

interface Props {
  fleet: Fleet;
  lookup: CardLookup;
  /** The saved fleet being edited, or null for a new one. */
  saved: SavedTarget | null;
  /** Whether the fleet on screen differs from the saved one. */
  dirty: boolean;
  /** Whether the fleet is legal under its ruleset, so it can be played. */
  legal: boolean;
  onImport: (fleet: Fleet) => void;
  onSaved: (done: SaveDone) => void;
}

type ImportState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'read'; parsed: ParsedFleetText; applied: boolean }
  | { status: 'failed'; message: string };

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; url: string; slug: string; validation: ValidationResult; asNew: boolean }
  | { status: 'error'; message: string };

export function SharePanel({ fleet, lookup, saved, dirty, legal, onImport, onSaved }: Props) {
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [origin, setOrigin] = useState('');
  const [importText, setImportText] = useState('');
  const [imported, setImported] = useState<ImportState>({ status: 'idle' });
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => setSave((s) => (s.status === 'saved' || s.status === 'error' ? { status: 'idle' } : s)), [fleet]);

  const savedSlug = saved && !dirty ? saved.slug : null;
  const shareUrl = `${origin}/fleets/new?code=${encodeURIComponent(encodeFleet(fleet))}`;
  const text = formatFleetText(fleet, lookup);

  /** `asNew` posts a new fleet; otherwise the saved fleet is replaced in place with this browser's edit key. */
  async function onSave(asNew: boolean) {
    const editKey = !asNew && saved ? editKeyFor(window.localStorage, saved.slug) : null;
    if (!asNew && !editKey) return;
    setSave({ status: 'saving' });
    try {
      const res = editKey && saved
        ? await fetch(`/api/fleets/${encodeURIComponent(saved.slug)}`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${editKey}` },
            body: JSON.stringify(fleet),
          })
        : await fetch('/api/fleets', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fleet) });
      const body = await res.json();
      if (!res.ok) {
        setSave({ status: 'error', message: body?.error?.message ?? `Saving failed (${res.status}).` });
        return;
      }
      const validation: ValidationResult = body.validation;
      rememberSaved(window.localStorage, {
        slug: body.slug,
        name: fleet.name,
        ruleset: fleet.ruleset,
        pointsUsed: validation.points.used,
        pointsAllowed: validation.points.allowed,
        legal: validation.legal,
        savedAt: body.updatedAt ?? new Date().toISOString(),
        ...(typeof body.editKey === 'string' && { editKey: body.editKey }),
      });
      onSaved({ slug: body.slug, fleet, asNew: !editKey });
      setSave({ status: 'saved', url: body.url, slug: body.slug, validation, asNew: !editKey });
    } catch {
      setSave({ status: 'error', message: 'Saving failed: the server could not be reached. Your draft is still kept in this browser.' });
    }
  }

  async function copy(value: string, what: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  }

  async function onImportText() {
    setImported({ status: 'reading' });
    try {
      const res = await fetch('/api/fleets/text', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: importText }) });
      const body = await res.json();
      if (!res.ok) {
        setImported({ status: 'failed', message: body?.error?.message ?? `The list could not be read (${res.status}).` });
        return;
      }
      const parsed = body as ParsedFleetText;
      // A list with problems never replaces the fleet on its own: the player sees what was read and decides.
      if (parsed.errors.length === 0) onImport(parsed.fleet);
      setImported({ status: 'read', parsed, applied: parsed.errors.length === 0 });
    } catch {
      setImported({ status: 'failed', message: 'The list could not be read: the server could not be reached. Your fleet is unchanged.' });
    }
  }

  return (
    <section aria-labelledby="share-heading" className="space-y-4 rounded-lg border border-ink/20 bg-white p-3 print:hidden">
      <h2 id="share-heading" className="font-display text-xl font-bold">
        Save and share
      </h2>

      <div className="flex flex-wrap items-center gap-2">
        {saved?.editable ? (
          <>
            <button
              type="button"
              onClick={() => onSave(false)}
              disabled={save.status === 'saving' || !dirty}
              className="rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink disabled:opacity-60"
              data-testid="save"
            >
              {save.status === 'saving' ? 'Saving…' : dirty ? 'Save changes' : 'Saved'}
            </button>
            <button type="button" onClick={() => onSave(true)} disabled={save.status === 'saving'} className="rounded border border-sea px-3 py-2 font-semibold text-sea hover:bg-sea/5 disabled:opacity-60" data-testid="save-as-new">
              Save as new
            </button>
          </>
        ) : saved ? (
          <button type="button" onClick={() => onSave(true)} disabled={save.status === 'saving'} className="rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink disabled:opacity-60" data-testid="save-as-new">
            {save.status === 'saving' ? 'Saving…' : 'Save as new'}
          </button>
        ) : (
          <button type="button" onClick={() => onSave(true)} disabled={save.status === 'saving'} className="rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink disabled:opacity-60" data-testid="save">
            {save.status === 'saving' ? 'Saving…' : 'Save fleet'}
          </button>
        )}
        <a
          href={savedSlug ? `/fleets/${savedSlug}/print` : `/fleets/print?code=${encodeURIComponent(encodeFleet(fleet))}`}
          className="tap inline-flex items-center rounded border border-ink/30 px-3 py-2 text-sm"
          data-testid="print-link"
        >
          Print sheet
        </a>
      </div>
      {saved && !saved.editable && (
        <p className="text-sm text-ink/70" data-testid="read-only">
          This fleet was saved in another browser, so its link stays as it is: Save as new keeps your changes under a link of your own.
        </p>
      )}
      <SimulationNote fleet={fleet} lookup={lookup} savedSlug={savedSlug} legal={legal} />
      <div aria-live="polite">
        {save.status === 'saved' && (
          <div className="space-y-1 rounded bg-green-50 px-3 py-2 text-sm" data-testid="saved">
            <p>
              {savedNote(save.validation, save.asNew)} Link:{' '}
              <a href={`/fleets/${save.slug}`} className="break-all font-semibold text-sea underline" data-testid="saved-link">
                {save.url}
              </a>
            </p>
            <button type="button" onClick={() => copy(save.url, 'saved')} className="rounded border border-ink/30 px-2 py-0.5 text-xs">
              {copied === 'saved' ? 'Copied' : 'Copy link'}
            </button>
          </div>
        )}
        {save.status === 'error' && (
          <p role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
            {save.message}
          </p>
        )}
      </div>

      <div className="space-y-1">
        <label htmlFor="share-url" className="block text-sm font-semibold">
          Share link (no saving needed)
        </label>
        <div className="flex gap-2">
          <input id="share-url" readOnly value={shareUrl} onFocus={(e) => e.target.select()} className="min-w-0 flex-1 rounded border border-ink/30 bg-parchment px-2 py-1 font-mono text-xs" data-testid="share-url" />
          <button type="button" onClick={() => copy(shareUrl, 'share')} className="shrink-0 rounded border border-ink/30 px-2 py-1 text-xs">
            {copied === 'share' ? 'Copied' : 'Copy'}
          </button>
        </div>
      </div>

      <details>
        <summary className="cursor-pointer text-sm font-semibold">Plain text: export</summary>
        <label htmlFor="fleet-text-export" className="sr-only">
          Fleet as text
        </label>
        <textarea id="fleet-text-export" readOnly value={text} rows={Math.min(20, text.split('\n').length + 1)} className="mt-1 w-full rounded border border-ink/30 bg-parchment p-2 font-mono text-xs" data-testid="text-export" />
        <button type="button" onClick={() => copy(text, 'text')} className="rounded border border-ink/30 px-2 py-0.5 text-xs">
          {copied === 'text' ? 'Copied' : 'Copy text'}
        </button>
      </details>

      <details>
        <summary className="cursor-pointer text-sm font-semibold">Plain text: import</summary>
        <p className="mt-1 text-xs text-ink/70">
          One card per line, by name or id; crew indented under their ship; <code>2x Helmsman</code> repeats a card. Importing replaces the fleet
          (Undo brings it back).
        </p>
        <label htmlFor="fleet-text-import" className="sr-only">
          Fleet text to import
        </label>
        <textarea
          id="fleet-text-import"
          value={importText}
          onChange={(e) => setImportText(e.target.value)}
          rows={8}
          placeholder={'Ruleset: official\nBuild total: 40\n\nShips:\nShip name\n  Crew name\n  CC-103 (an id works too)'}
          className="mt-1 w-full rounded border border-ink/30 bg-white p-2 font-mono text-xs"
          data-testid="text-import"
        />
        <button type="button" onClick={onImportText} disabled={importText.trim() === ''} className="rounded bg-sea px-3 py-1 text-sm font-semibold text-white disabled:opacity-50">
          Import
        </button>
        <div aria-live="polite" className="mt-2 space-y-1 text-xs">
          {imported.status === 'reading' && <p>Reading the list…</p>}
          {imported.status === 'failed' && (
            <p role="alert" className="text-red-900" data-testid="import-failed">
              {imported.message}
            </p>
          )}
          {imported.status === 'read' && (
            <>
              {imported.applied ? (
                <p className="text-green-900" data-testid="import-done">
                  Imported every line ({plural(imported.parsed.cardsRead, 'card')}). Undo brings the previous fleet back.
                </p>
              ) : (
                <div role="alert" className="space-y-1 text-red-900" data-testid="import-errors">
                  <p className="font-semibold">
                    {plural(imported.parsed.errors.length, 'line')} could not be read; your fleet is unchanged.
                  </p>
                  <ul className="space-y-1">
                    {imported.parsed.errors.map((e) => (
                      <li key={`${e.line}-${e.code}`}>
                        Line {e.line}: {e.message}
                      </li>
                    ))}
                  </ul>
                  {imported.parsed.cardsRead > 0 && (
                    <button
                      type="button"
                      onClick={() => {
                        onImport(imported.parsed.fleet);
                        setImported({ ...imported, applied: true });
                      }}
                      className="rounded border border-red-800 px-2 py-0.5 font-semibold"
                    >
                      Import the {plural(imported.parsed.cardsRead, 'card')} that were read anyway
                    </button>
                  )}
                </div>
              )}
              {imported.parsed.notes.length > 0 && (
                <ul className="space-y-1 text-ink/80" data-testid="import-notes">
                  {imported.parsed.notes.map((n) => (
                    <li key={n.line}>
                      Line {n.line}: {n.message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </details>
    </section>
  );
}
