'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DiplomacyMap } from '@/app/diplomacy/_components/DiplomacyMap';
import { guidance, selectionPrompt } from '@/app/diplomacy/_lib/guidance';
import { historyBoard, orderCounts } from '@/app/diplomacy/_lib/history';
import { click, describeOrder, destinations, menuGroups, orderArrows, withOrder, type Order } from '@/app/diplomacy/_lib/order-entry';
import { matchError } from '@/app/matches/_lib/api';
import { loadSeat, saveSeat, type StoredSeat } from '@/app/matches/_lib/seat-store';
import { useMatchStream } from '@/app/matches/_lib/use-match-stream';
import type { DiplomacyPageView } from '@/app/diplomacy/_lib/view';
import Link from 'next/link';
import { powerDisplayName, VICTORY_CENTRES } from '@/lib/diplomacy/map';
import { relabeller } from '@/lib/diplomacy/place-names';
import { fetchDiplomacyState, useDiplomacyMap } from '@/app/diplomacy/_lib/diplomacy-match';
import { PhaseOrders } from '@/app/diplomacy/_components/PhaseOrders';

type Props = { matchId: string; invitedPower: string | null; invite: string | null; spectate: boolean };

/** The Diplomacy game page: the map, order entry for a seated power, who has submitted, history, live updates. */
export function MatchClient({ matchId, invitedPower, invite, spectate }: Props) {
  const [seat, setSeat] = useState<StoredSeat | null>(null);
  const [seatLoaded, setSeatLoaded] = useState(false);
  const { map, coast, error: mapError } = useDiplomacyMap();
  const [view, setView] = useState<DiplomacyPageView | null>(null);
  const [seq, setSeq] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<Order[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [historyIndex, setHistoryIndex] = useState<number | null>(null);
  /** Set while the player is asked whether to submit (or resolve) with some of their own orders missing. */
  const [confirming, setConfirming] = useState<'submit' | 'advance' | null>(null);
  const token = spectate ? null : (seat?.token ?? null);
  const lastPhase = useRef<string | null>(null);

  useEffect(() => {
    setSeat(loadSeat(matchId));
    setSeatLoaded(true);
  }, [matchId]);

  // The map's error, if any, is the page's until something newer replaces it.
  useEffect(() => {
    if (mapError) setError(mapError);
  }, [mapError]);

  const refresh = useCallback(async () => {
    const state = await fetchDiplomacyState(matchId, token);
    if (!state.ok) {
      setError(state.message);
      return;
    }
    setError(null);
    setSeq(state.seq);
    setView(state.view);
    if (lastPhase.current !== state.view.phase) {
      // A new phase: what was drafted belonged to the old one.
      lastPhase.current = state.view.phase;
      setDraft(state.view.orders ?? []);
      setSelected(null);
      setConfirming(null);
    }
  }, [matchId, token]);

  const live = useMatchStream(matchId, token, seatLoaded, refresh, () => void refresh());

  const legal = useMemo(() => view?.legalOrders ?? [], [view]);
  const territories = map?.territories ?? [];
  // Places as players should read them; the map data's names stay the ids (data/place-names.json).
  const show = useMemo(() => relabeller(map?.territories ?? []), [map]);

  async function act(action: unknown): Promise<boolean> {
    if (!token) return false;
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ seq, action }),
    });
    if (res.ok) {
      setNotice(null);
      await refresh();
      return true;
    }
    const message = show((await matchError(res)).message);
    setNotice(res.status === 409 ? 'The game moved on while you were ordering; the board is updated, please check your orders.' : message);
    if (res.status === 409) await refresh();
    return false;
  }

  async function join(power: string) {
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ power, invite }),
    });
    if (!res.ok) {
      setNotice((await matchError(res)).message);
      return;
    }
    const body = (await res.json()) as { seat: string; token: string };
    const stored = { seat: body.seat, token: body.token };
    saveSeat(matchId, stored);
    setSeat(stored);
  }

  function onTerritory(name: string) {
    const step = click(legal, selected, name);
    setSelected(step.selected);
    if (step.order) setDraft((d) => withOrder(d, step.order!));
  }

  if (error && !view) return <p role="alert" className="py-6 text-red-800">{error}</p>;
  if (!view || !map) return <p className="py-6">Loading the match…</p>;

  const history = view.history;
  const shown = historyIndex == null ? null : history[historyIndex];
  const board = historyIndex == null ? null : historyBoard(view, historyIndex);
  const arrows = shown ? orderArrows(shown.orders, shown.results) : orderArrows(draft);
  const guide = token && !shown ? guidance(view.phase, legal, draft, view.adjustment) : null;
  const dislodged = (board ? board.dislodged : view.dislodged).map((d) => ({ power: d.power, type: d.type, at: d.from, dislodged: true }));
  // The draft drawn on the board: a type chosen in the opening build shows at once, a winter build as a pending unit.
  const drawnUnits = board
    ? [...board.units, ...dislodged]
    : [
        ...dislodged,
        ...view.units.map((u) => {
          const chosen = draft.find((o) => o.type === 'build' && o.unit.toLowerCase() === u.at.toLowerCase());
          return chosen?.as ? { ...u, type: chosen.as } : u;
        }),
        ...(view.phase.includes('adjustments') && seat
          ? draft.filter((o) => o.type === 'build' && o.as).map((o) => ({ power: seat.seat, type: o.as!, at: o.unit, pending: true }))
          : []),
      ];
  const powers = map.powers.map((p) => p.name);
  const centres = (power: string) => Object.values(board ? board.owners : view.owners).filter((p) => p === power).length;
  const isCreator = !!seat?.creator && !spectate;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const ownPlaces = seat ? view.units.filter((u) => u.power === seat.seat).map((u) => u.at) : [];
  const menuButton = (o: Order, i: number) => (
    <button
      key={i}
      type="button"
      onClick={() => {
        setDraft((d) => withOrder(d, o));
        setSelected(null);
      }}
      className="block w-full rounded border border-ink/20 bg-white px-2 py-1 text-left text-sm hover:border-brass"
    >
      {show(describeOrder(o))}
    </button>
  );
  const groups = selected && !shown ? menuGroups(legal, selected, ownPlaces) : null;
  const selectionMenu = groups ? (
    <div className="space-y-1 rounded border border-brass/60 bg-white p-2" data-testid="unit-menu">
      <p className="text-sm font-semibold">{show(selectionPrompt(view.phase, legal, selected!))}</p>
      <div className="grid gap-1 sm:grid-cols-2">{[...groups.direct, ...groups.ownSupports].map(menuButton)}</div>
      {groups.otherSupports.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm">Support another power&apos;s unit ({groups.otherSupports.length})</summary>
          <div className="mt-1 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">{groups.otherSupports.map(menuButton)}</div>
        </details>
      )}
      <button type="button" onClick={() => setSelected(null)} className="text-xs underline">
        Cancel
      </button>
    </div>
  ) : null;

  return (
    <div className="space-y-4 py-4">
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="font-display text-2xl font-bold">Pirates! Diplomacy</h1>
        <span data-testid="phase" className="text-lg">
          <span className="capitalize">{shown ? shown.phase : view.phase}</span>
          {shown ? ' (a past phase)' : ''}
        </span>
        {view.deadline != null && <span>Deadline: {new Date(view.deadline).toLocaleString()}</span>}
        <span className="text-sm text-ink/70" aria-live="polite">{live ? 'Live' : 'Reconnecting…'}</span>
        <span className="text-sm">{token && seat ? `You play ${powerDisplayName(seat.seat)}` : 'Watching as a spectator'}</span>
      </header>
      {view.winner && <p className="rounded bg-brass/20 p-2 font-semibold">{powerDisplayName(view.winner)} has won the game.</p>}
      {guide && (
        <p data-testid="guidance" className="rounded border-l-4 border-brass bg-brass/10 p-2">
          {show(guide.text)}
        </p>
      )}
      {shown && (
        <p className="flex flex-wrap items-center gap-2 rounded bg-ink/5 p-2 text-sm">
          You are looking at {shown.phase}: its board, every power&apos;s orders and their results.
          <button type="button" onClick={() => setHistoryIndex(null)} className="rounded border border-ink/30 bg-white px-2 py-0.5 font-semibold">
            Back to {view.phase}
          </button>
        </p>
      )}
      {invitedPower && !token && !spectate && (
        <p>
          <button type="button" onClick={() => void join(invitedPower)} className="rounded bg-sea px-4 py-2 font-semibold text-white">
            Take the seat of {powerDisplayName(invitedPower)}
          </button>
        </p>
      )}
      {notice && <p role="alert" className="rounded bg-red-50 p-2 text-red-800">{notice}</p>}
      <div className="space-y-4">
        <div className="min-w-0">
          {history.length > 0 && (
            <label className="mb-2 flex items-center gap-2 text-sm">
              Show
              <select
                value={historyIndex ?? ''}
                onChange={(e) => setHistoryIndex(e.target.value === '' ? null : Number(e.target.value))}
                className="rounded border border-ink/30 bg-white px-2 py-1"
              >
                <option value="">the current phase</option>
                {history.map((h, i) => (
                  <option key={i} value={i}>
                    {h.phase} (orders and results)
                  </option>
                ))}
              </select>
            </label>
          )}
          <DiplomacyMap
            territories={territories}
            coast={coast}
            panel={selectionMenu}
            powers={powers}
            units={drawnUnits}
            owners={board ? board.owners : view.owners}
            hurricane={board ? board.hurricane : view.hurricane}
            arrows={arrows}
            mine={token && seat ? seat.seat : null}
            actOn={guide ? guide.actOn : []}
            selected={selected}
            targets={selected && !shown ? destinations(legal, selected) : []}
            onTerritory={token && !shown ? onTerritory : undefined}
          />
        </div>
        <aside className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown ? (
            <section>
              <h2 className="font-display text-lg font-semibold">Who ordered in {shown.phase}</h2>
              <p className="text-xs text-ink/70">✓ gave orders, – gave none (its units held or kept their type)</p>
              <ul data-testid="submitted" className="text-sm">
                {[...orderCounts(shown, powers)].map(([p, n]) => (
                  <li key={p} className={n === 0 ? 'text-ink/50' : undefined}>
                    {n > 0 ? '✓' : '–'} {powerDisplayName(p)}
                    {view.bots?.includes(p) ? ' (bot)' : ''}
                    <span className="text-ink/60">
                      {' '}
                      · {n} {n === 1 ? 'order' : 'orders'} · {centres(p)} {centres(p) === 1 ? 'centre' : 'centres'}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <section>
              <h2 className="font-display text-lg font-semibold">Submitted this phase</h2>
              <p className="text-xs text-ink/70">✓ submitted, · still to order, – nothing to order</p>
              <ul data-testid="submitted" className="text-sm">
                {powers.map((p) => (
                  <li key={p} className={view.ordering && !view.ordering.includes(p) ? 'text-ink/50' : undefined}>
                    {view.submitted.includes(p) ? '✓' : view.ordering && !view.ordering.includes(p) ? '–' : '·'} {powerDisplayName(p)}
                    {view.bots?.includes(p) ? ' (bot)' : ''}
                    <span className="text-ink/60"> · {centres(p)} {centres(p) === 1 ? 'centre' : 'centres'}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-ink/70">
                A power wins with {VICTORY_CENTRES} of the 54 supply centres, more than half.{' '}
                <Link href="/diplomacy/rules" className="underline">
                  The rules
                </Link>
              </p>
            </section>
          )}
          {token && !shown && (
            <section>
              <h2 className="font-display text-lg font-semibold">Your orders</h2>
              {selectionMenu && <p className="text-sm">{show(selected!)} is selected: its choices are under the map.</p>}
              <ul data-testid="draft-orders" className="text-sm">
                {draft.map((o) => (
                  <li key={o.unit}>{show(describeOrder(o))}</li>
                ))}
              </ul>
              {guide && guide.missing > 0 && (
                <p data-testid="missing" className="mt-2 text-sm font-semibold">
                  {guide.missing} {guide.missing === 1 ? 'order' : 'orders'} still missing: {guide.missingText}.
                </p>
              )}
              {guide && guide.missing === 0 && legal.length > 0 && <p className="mt-2 text-sm">All set: submit when you are ready.</p>}
              {confirming === 'submit' && guide ? (
                <ConfirmMissing
                  name="submit"
                  question={`Submit with ${guide.missing} ${guide.missing === 1 ? 'order' : 'orders'} missing? ${guide.missingText}.`}
                  note="The phase resolves as soon as every player has submitted, so there may be no time to add them afterwards."
                  go="Submit anyway"
                  onGo={() => {
                    setConfirming(null);
                    void act({ type: 'orders', orders: draft });
                  }}
                  onKeep={() => setConfirming(null)}
                />
              ) : (
                <button
                  type="button"
                  disabled={legal.length === 0}
                  onClick={() => (guide && guide.missing > 0 ? setConfirming('submit') : void act({ type: 'orders', orders: draft }))}
                  className="mt-2 min-h-11 rounded bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50"
                >
                  Submit orders
                </button>
              )}
              <p className="mt-1 text-xs text-ink/70">
                {view.submitted.includes(seat?.seat ?? '') ? 'Submitted. ' : ''}You can change your orders until the phase resolves: as soon as every
                player has submitted{view.deadline != null ? ', or at the deadline' : ''}.
              </p>
            </section>
          )}
          {shown && (
            <section data-testid="past-orders">
              <h2 className="font-display text-lg font-semibold">Orders of {shown.phase}</h2>
              {shown.orders.length === 0 && <p className="text-sm">No orders were given: every unit held.</p>}
              <PhaseOrders record={shown} powers={powers} show={show} bots={view.bots ?? []} />
            </section>
          )}
          {isCreator && (
            <section className="space-y-2">
              {confirming === 'advance' && guide ? (
                <ConfirmMissing
                  name="advance"
                  question={`Resolve the phase with ${guide.missing} ${guide.missing === 1 ? 'order' : 'orders'} of yours missing? ${guide.missingText}.`}
                  go="Resolve anyway"
                  onGo={() => {
                    setConfirming(null);
                    void act({ type: 'advance' });
                  }}
                  onKeep={() => setConfirming(null)}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => (guide && guide.missing > 0 ? setConfirming('advance') : void act({ type: 'advance' }))}
                  className="min-h-11 rounded border border-ink/30 bg-white px-3 py-1 font-semibold"
                >
                  Resolve the phase now
                </button>
              )}
              <h2 className="font-display text-lg font-semibold">Invite links</h2>
              <ul className="space-y-1 text-xs break-all">
                {(seat?.invites ?? []).map(({ seat: p, inviteUrl }) => (
                  <li key={p}>
                    {powerDisplayName(p)}:{' '}
                    <a className="underline" href={inviteUrl} data-testid={`invite-${p}`}>
                      {inviteUrl}
                    </a>
                  </li>
                ))}
                <li>
                  Spectators: <a className="underline" href={`/matches/${matchId}?spectate=1`}>{seat?.spectateUrl ?? `${origin}/matches/${matchId}?spectate=1`}</a>
                </li>
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

/** Asks before the phase may resolve without orders of the player's own (issue 41): go ahead, or keep ordering. */
function ConfirmMissing({ name, question, note, go, onGo, onKeep }: { name: string; question: string; note?: string; go: string; onGo: () => void; onKeep: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby={`confirm-${name}`} data-testid={`confirm-${name}`} className="mt-2 space-y-2 rounded border-2 border-brass bg-brass/10 p-2 text-sm">
      <p id={`confirm-${name}`} className="font-semibold">
        {question}
      </p>
      {note && <p>{note}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onGo} className="min-h-11 rounded bg-sea px-4 py-2 font-semibold text-white">
          {go}
        </button>
        <button type="button" onClick={onKeep} className="min-h-11 rounded border border-ink/30 bg-white px-4 py-2 font-semibold">
          Keep ordering
        </button>
      </div>
    </div>
  );
}
