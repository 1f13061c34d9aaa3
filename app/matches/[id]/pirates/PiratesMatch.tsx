'use client';

import { useNewestInView } from '@/app/matches/_lib/use-newest-in-view';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SHIP_SLOTS, SPOILS } from '@/lib/engine/state/choices';
import { headingTo } from '@/lib/engine/core/geometry';
import { previewMove } from '@/lib/engine/preview';
import { type Ship } from '@/lib/engine/state/state';
import type { PiratesEvent } from '@/lib/pirates/game';
import { describeEvent } from '@/lib/pirates/log';
import { crewName, mastPlace, numberWord, ordinalWord, treasureName } from '@/lib/pirates/describe';
import { segmentsThrough } from '@/lib/pirates/plan';
import { PIRATES_SEATS, type PiratesAction } from '@/lib/pirates/schema';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import { type PiratesView, tableAsState } from '@/lib/pirates/view';
import { getRuleset } from '@/lib/rules';
import { matchError } from '@/app/matches/_lib/api';
import { loadSeat, noteSeen, type StoredSeat } from '@/app/matches/_lib/seat-store';
import { useCoarsePointer } from '@/app/matches/_lib/use-coarse-pointer';
import { useMatchStream } from '@/app/matches/_lib/use-match-stream';
import { ActionBar, MovePlan, Shots } from './ActionBar';
import { actionLabel } from './labels';
import { distinctMoves, enemiesInReach, moveThenShoot, shipAfter } from './plan-view';
import { recentTurn, volleySoFar } from './recent';
import { RecentTurn } from './RecentTurn';
import { SetupTable } from './SetupTable';
import { ShipPanel } from './ShipPanel';
import { shipStatus, statusLine } from './ship-status';
import { cargoLine, partlyModelled } from './ship-text';
import { type Overlay, Table } from './Table';
import { Endings } from './Endings';
import { Seats } from './Seats';
import { GameOver } from './GameOver';
import { SeatOnAnotherDevice, Waiting } from './Waiting';
import { Market } from './Market';
import { goodsLine, tokensAboard } from './economy-view';

type Mode = 'select' | 'move' | 'measure';

/** A ship's attacks, shown in the action bar: her shots, and under Economy Edition her shots at and boardings of towns. */
const SHOTS = new Set<PiratesAction['type']>(['shoot', 'shoot-fort', 'shoot-town', 'board-town']);

/**
 * The Pirates table: the match as this browser's seat (or a spectator) sees it, live over the event stream. Every
 * button sends an action from the view's `legal` list, so the page never offers what the server would refuse; a
 * move is planned by tapping waypoints and previewed by the engine itself before it is sent.
 */
export function PiratesMatch({ matchId, spectate }: { matchId: string; spectate: boolean }) {
  const router = useRouter();
  const [seat, setSeat] = useState<StoredSeat | null>(null);
  const [seatLoaded, setSeatLoaded] = useState(false);
  const [view, setView] = useState<PiratesView | null>(null);
  const [seq, setSeq] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [events, setEvents] = useState<{ seq: number; event: PiratesEvent }[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('select');
  const [waypoints, setWaypoints] = useState<{ x: number; y: number }[]>([]);
  const [boardIfRam, setBoardIfRam] = useState(true);
  const [measure, setMeasure] = useState<{ x: number; y: number }[]>([]);
  const [hoverShot, setHoverShot] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<{ x: number; y: number; n: number } | null>(null);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [showRecent, setShowRecent] = useState(true);
  const coarse = useCoarsePointer();
  const token = spectate ? null : (seat?.token ?? null);
  const shownSeq = useRef(0);
  const tokenNow = useRef(token);
  tokenNow.current = token;

  useEffect(() => {
    setSeat(loadSeat(matchId));
    setSeatLoaded(true);
  }, [matchId]);

  const refresh = useCallback(async () => {
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/state`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
    if (!res.ok) {
      setError((await matchError(res)).message);
      return;
    }
    const body = (await res.json()) as { seq: number; view: PiratesView };
    // Refreshes overlap (an action's answer, the stream's events); an answer older than one already shown is dropped,
    // and so is one asked with the seat this page had before (a spectator's view arriving after the join's own).
    if (body.seq < shownSeq.current || tokenNow.current !== token) return;
    shownSeq.current = body.seq;
    if (token) noteSeen(matchId, body.seq);
    setError(null);
    setSeq(body.seq);
    setView(body.view);
  }, [matchId, token]);

  const burst = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (burst.current) clearTimeout(burst.current);
  }, []);
  useMatchStream(matchId, token, seatLoaded, refresh, (at, event) => {
    setEvents((l) => (l.some((x) => x.seq === at) ? l : [...l, { seq: at, event: event as PiratesEvent }]));
    // A burst of events (the computer's whole turn) is one refresh.
    if (burst.current) clearTimeout(burst.current);
    burst.current = setTimeout(() => void refresh(), 60);
  });

  const game = view?.game ?? null;
  // Described against the table as it is now, so every line names ships however early it arrived.
  // Each line in the colour of the seat whose turn it was.
  const log = useMemo(() => {
    let turnOf: number | null = null;
    return events.flatMap(({ seq: at, event }) => {
      if (event.type === 'turn-started') turnOf = event.player;
      const text = describeEvent(event, game);
      return text ? [{ seq: at, text, player: turnOf }] : [];
    });
  }, [events, game]);
  const state = useMemo(() => (game ? tableAsState(game) : null), [game]);
  const you = view?.you ? PIRATES_SEATS.indexOf(view.you) : null;
  const myTurn = view !== null && view.you !== null && view.toAct === view.you;
  const ship: Ship | null = state && selected !== null ? (state.ships[selected] ?? null) : null;
  const shipActions = useMemo(() => (view && selected !== null ? view.legal.filter((a) => 'ship' in a && a.ship === selected && a.type !== 'buy') : []), [view, selected]);
  const canMove = shipActions.some((a) => a.type === 'move');
  const segments = useMemo(() => (state && selected !== null && mode === 'move' ? segmentsThrough(state, selected, waypoints) : []), [state, selected, mode, waypoints]);
  const preview = useMemo(() => (state && selected !== null && segments.length ? previewMove(state, selected, segments) : null), [state, selected, segments]);
  const quickMoves = useMemo(
    () => (state && myTurn && !view?.pending ? distinctMoves(state, shipActions.filter((a): a is Extract<PiratesAction, { type: 'move' }> => a.type === 'move')) : []),
    [state, myTurn, view?.pending, shipActions],
  );
  // What the table shows of a move: the one being planned, or the quick move pointed at.
  const shown = mode === 'move' ? preview : previewed !== null ? (quickMoves[previewed]?.preview ?? null) : null;
  const after = useMemo(() => (ship ? shipAfter(ship, shown) : null), [ship, shown]);
  const reach = useMemo(() => (state && after ? enemiesInReach(state, after) : []), [state, after]);
  // The move being planned as it would be sent, and the same move ending in a shot, for a ship that may do both at once.
  const planned = useMemo(
    () => (preview && !preview.refusal && selected !== null ? { type: 'move' as const, ship: selected, segments, ...(preview.rams >= 0 && boardIfRam ? { board: preview.rams } : {}) } : null),
    [preview, selected, segments, boardIfRam],
  );
  const thenShoot = useMemo(() => (state && you !== null && planned && mode === 'move' ? moveThenShoot(state, you, planned, reach) : []), [state, you, planned, mode, reach]);
  const recent = useMemo(() => (game ? recentTurn(events, view?.pending?.shown ?? [], game, you) : null), [events, view?.pending?.shown, game, you]);

  // A new turn or a new table: what was being planned belonged to the old one.
  useEffect(() => {
    setWaypoints([]);
    setPicked([]);
    setPreviewed(null);
  }, [view?.turn, view?.toAct, view?.pending?.kind]);
  useEffect(() => setPreviewed(null), [selected, seq]);
  // Each new turn is shown again, even if the last one was hidden.
  useEffect(() => setShowRecent(true), [recent?.player, view?.turn]);

  // A decision owed is about one ship: she is the one shown selected on the table while it is made.
  const owedShip = (view?.pending?.choice as { ship?: number } | undefined)?.ship;
  useEffect(() => {
    if (owedShip !== undefined) setSelected(owedShip);
  }, [owedShip]);

  async function send(action: PiratesAction) {
    if (!token) return;
    setBusy(true);
    try {
      const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/actions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ seq, action }),
      });
      if (!res.ok) setError((await matchError(res)).message);
      else {
        setError(null);
        setWaypoints([]);
        setMode('select');
      }
      await refresh();
    } catch {
      setError('The server could not be reached; your action was not sent.');
    } finally {
      setBusy(false);
    }
  }

  function onPoint(x: number, y: number) {
    if (mode === 'measure') setMeasure((m) => (m.length >= 2 ? [{ x, y }] : [...m, { x, y }]));
    else if (view?.phase === 'deploy' && myTurn && ship && ship.owner === you && game) {
      // Placing ships: she goes round her home island on the side tapped, bow touching it.
      const home = game.islands.find((i) => i.home === you)!;
      void send({ type: 'deploy', ship: ship.id, bearing: Math.round(headingTo(home.x, home.y, x, y)) });
    }
    else if (mode === 'move') setWaypoints((w) => [...w, { x, y }]);
    else setSelected(null);
  }

  const tableArea = useRef<HTMLDivElement>(null);
  // On a phone the page is often scrolled down to the ship panel and its controls, and the table out of sight above.
  // Two moments need the table seen: a decision owed to this seat (what caused it is drawn there: see, then decide),
  // and a quick move tapped to preview (its ghost and rings are drawn there, and the bar at the foot sends it).
  const owed = view?.pending && view.pending.by === view.you ? seq : null;
  const tappedMove = coarse ? previewed : null;
  useEffect(() => {
    const el = tableArea.current;
    if ((owed === null && tappedMove === null) || !el) return;
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) el.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [owed, tappedMove]);

  if (!seatLoaded || (!view && !error)) return <p>Loading the match…</p>;
  if (!view) return <p role="alert" className="text-red-800">{error}</p>;

  const rulesetName = getRuleset(view.ruleset)?.name ?? view.ruleset;
  const overlay: Overlay = {
    measure,
    waypoints: mode === 'move' ? waypoints : undefined,
    path: shown && ship ? [{ x: ship.x, y: ship.y }, ...shown.path] : undefined,
    ghost: shown && ship && shown.path.length ? { ...shown.path[shown.path.length - 1], ship } : undefined,
    line: state && ship && hoverShot !== null ? { from: ship, to: state.ships[hoverShot] } : undefined,
    reach: after ? { from: after, to: reach.map((r) => r.target) } : undefined,
    wakes: recent && (showRecent || view.pending) ? recent.wakes : undefined,
    fire: recent && (showRecent || view.pending) ? recent.fire : undefined,
  };
  // An action waiting on a decision has moved ships the view's table still holds where they were: drawn where they stand.
  const drawn = game && recent && recent.at.size ? { ...game, ships: game.ships.map((s) => (recent.at.has(s.id) ? { ...s, ...recent.at.get(s.id)! } : s)) } : game;
  const mine = state ? state.ships.filter((s) => s.owner === you && s.inPlay && !s.sunk) : [];
  const playing = myTurn && !view.pending && view.phase === 'playing';
  const statusOf = (s: Ship) => (playing && s.owner === you ? shipStatus(s, view.legal, true).short : '');
  const shots = playing ? shipActions.filter((a) => SHOTS.has(a.type)) : [];
  const myDecision = view.pending && view.pending.by === view.you && view.pending.choice ? view.pending : null;
  const pendingLines = recent ? recent.lines.filter((l) => !Number.isInteger(l.seq)).map((l) => ({ ...l, player: recent.player })) : [];
  const quickPreviewText =
    previewed !== null && quickMoves[previewed]
      ? `${quickMoves[previewed].label}. ${reach.length === 0 ? 'From there no enemy is in reach.' : `From there in reach: ${reach.map((r) => `${r.target.name} (${Math.round(r.chance * 100)}% to hit)`).join(', ')}.`}`
      : null;

  return (
    <div className="space-y-3" data-testid="pirates-match" data-seq={seq}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold">Pirates match</h1>
        <p className="text-sm text-ink/70">
          {rulesetName} · {view.you ? `you are ${view.you}` : 'watching'}
          {view.turn > 0 && (game?.economy ? ` · round ${view.turn} of ${game.maxTurns}` : ` · turn ${view.turn}`)}
        </p>
      </header>
      <Status view={view} />
      <Seats view={view} />
      {error && (
        <p role="alert" className="rounded border border-red-800/40 bg-red-50 p-2 text-sm text-red-900" data-testid="match-error">
          {error}
        </p>
      )}
      {view.phase === 'waiting' && <Waiting view={view} matchId={matchId} seat={seat} spectate={spectate} onJoined={(s) => setSeat(s)} />}
      {!spectate && <SeatOnAnotherDevice matchId={matchId} seat={seat} onSeated={(s) => setSeat(s)} open={view.you === null && view.phase !== 'waiting'} />}
      {view.phase === 'setup' && <SetupTable view={view} busy={busy} send={(a) => void send(a)} />}
      {view.over && <GameOver matchId={matchId} view={view} seat={seat} onRematch={(id) => router.push(`/matches/${id}`)} />}
      <Endings view={view} busy={busy} send={send} />
      {game && drawn && state && (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-2" ref={tableArea}>
            <Table
              game={drawn}
              you={you}
              selected={selected}
              onSelect={(id) => (mode === 'measure' ? null : setSelected(id))}
              onPoint={onPoint}
              overlay={overlay}
              rangesOf={after ?? ship}
              focus={focus}
              planning={mode === 'move'}
              statusOf={statusOf}
            />
            <div className="flex flex-wrap gap-2 text-sm">
              <button type="button" onClick={() => setMode(mode === 'measure' ? 'select' : 'measure')} aria-pressed={mode === 'measure'} className="min-h-11 rounded border border-ink/30 px-3 py-1">
                {mode === 'measure' ? 'Stop measuring' : 'Measure'}
              </button>
              {mine.length > 0 && (
                <button
                  type="button"
                  onClick={() => {
                    const s = mine[0];
                    setSelected(s.id);
                    setFocus({ x: s.x, y: s.y, n: Date.now() });
                  }}
                  className="min-h-11 rounded border border-ink/30 px-3 py-1"
                >
                  My ships
                </button>
              )}
              {mode === 'measure' && <span className="self-center text-ink/70">{coarse ? 'Tap' : 'Click'} two points: the distance shows in S and L.</span>}
            </div>
          </div>
          <aside className="space-y-3" aria-label="Your actions">
            {recent && recent.lines.length > 0 && !view.pending && (
              <RecentTurn recent={recent} you={you} shownOnTable={showRecent} onToggle={() => setShowRecent(!showRecent)} />
            )}
            {myTurn && view.phase === 'deploy' && (
              <section className="space-y-2 rounded-lg border-2 border-brass bg-white p-3 text-sm" data-testid="deploy">
                <h2 className="font-display text-lg font-bold">Place your ships</h2>
                <p>Select a ship, then {coarse ? 'tap' : 'click'} the table on the side of your home island where she should lie: her bow touches the island there.</p>
                <ul className="space-y-1">
                  {mine.map((s) => (
                    <li key={s.id}>
                      <button type="button" onClick={() => setSelected(s.id)} className={`min-h-11 w-full rounded px-2 py-1 text-left ${selected === s.id ? 'bg-brass/20' : 'hover:bg-ink/5'}`}>
                        {s.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {playing && (
              <section className="space-y-2 rounded-lg border border-ink/20 bg-white p-3">
                <h2 className="font-display text-lg font-bold">Your fleet</h2>
                {mine.some(partlyModelled) && <p className="text-xs text-ink/70">* the engine applies this ship&apos;s or her crew&apos;s text only in part (select her to see what it leaves out).</p>}
                <ul className="space-y-1 text-sm">
                  {mine.map((s) => (
                    <li key={s.id}>
                      <button type="button" onClick={() => setSelected(s.id)} className={`min-h-11 w-full rounded px-2 py-1 text-left ${selected === s.id ? 'bg-brass/20' : 'hover:bg-ink/5'}`} data-testid={`my-ship-${s.id}`}>
                        <strong>{s.name}</strong> · {s.masts}/{s.cannons.length} masts ·{' '}
                        {/* Under Economy Edition the hold is resources and tokens; a coin aboard is rare and said only when there is one. */}
                        {game.economy
                          ? [s.treasure.length ? cargoLine(s.treasure.map((id) => view.game!.treasures[id])) : '', tokensAboard(s) ?? (s.treasure.length ? '' : 'hold empty')].filter(Boolean).join(' · ')
                          : cargoLine(s.treasure.map((id) => view.game!.treasures[id]))}
                        {partlyModelled(s) ? ' *' : ''}
                        <span className="block text-xs text-ink/70" data-testid={`my-ship-status-${s.id}`}>
                          {statusLine(shipStatus(s, view.legal, true))}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                {view.legal.some((a) => a.type === 'sell') && (
                  // On a phone the market is a long way down the page: the way to it from the fleet.
                  <a href="#market" className="flex min-h-11 items-center text-sm font-semibold text-sea underline" data-testid="to-market">
                    Resources at home to sell: {goodsLine(game.economy?.stock[you ?? 0] ?? [])}. Sell them at the market
                  </a>
                )}
                <OtherActions view={view} state={state} busy={busy} send={send} />
              </section>
            )}
            {ship && (
              <ShipPanel
                ship={ship}
                view={view}
                state={state}
                actions={playing ? shipActions.filter((a) => a.type !== 'move' && !SHOTS.has(a.type)) : []}
                quickMoves={playing ? quickMoves : []}
                status={ship.owner === you && playing ? shipStatus(ship, view.legal, true) : null}
                busy={busy}
                send={send}
                planning={mode === 'move'}
                canMove={canMove && playing}
                onPlan={() => {
                  setMode(mode === 'move' ? 'select' : 'move');
                  setWaypoints([]);
                  setPreviewed(null);
                }}
                coarse={coarse}
                previewed={previewed}
                onPreview={setPreviewed}
                previewText={coarse ? null : quickPreviewText}
              />
            )}
            {game.economy && <Market view={view} busy={busy} send={(a) => void send(a)} />}
            <Log lines={[...log, ...pendingLines]} />
          </aside>
        </div>
      )}
      {(myDecision || playing || (myTurn && view.phase === 'deploy')) && (
        <ActionBar>
          {myTurn && view.phase === 'deploy' ? (
            <button type="button" disabled={busy} onClick={() => void send({ type: 'ready' })} className="min-h-11 w-full rounded bg-sea px-3 py-2 font-semibold text-white disabled:opacity-50" data-testid="ready">
              My ships are placed
            </button>
          ) : myDecision ? (
            <Decision view={view} happened={pendingLines.map((l) => l.text)} picked={picked} setPicked={setPicked} busy={busy} onAnswer={(answer) => void send({ type: 'choose', answer })} />
          ) : mode === 'move' && ship && game ? (
            <MovePlan
              ship={ship}
              game={game}
              segments={segments}
              preview={preview}
              reach={reach}
              boardIfRam={boardIfRam}
              setBoardIfRam={setBoardIfRam}
              busy={busy}
              coarse={coarse}
              undo={() => setWaypoints((w) => w.slice(0, -1))}
              cancel={() => {
                setMode('select');
                setWaypoints([]);
              }}
              commit={() => {
                if (planned) void send(planned);
              }}
              thenShoot={thenShoot.map((t) => ({ label: t.label, send: () => void send(t.action) }))}
            />
          ) : (
            <>
              {/* With a finger the quick move tapped is described here, by Sail this way; a mouse gets it under the list, where it moves nothing it points at. */}
              {coarse && previewed !== null && quickMoves[previewed] && (
                <p className="text-sm" data-testid="quick-preview">
                  {quickPreviewText}
                </p>
              )}
              {coarse && previewed !== null && quickMoves[previewed] && (
                <button type="button" disabled={busy} onClick={() => void send(quickMoves[previewed].action)} className="min-h-11 w-full rounded border-2 border-sea bg-white px-3 py-2 font-semibold text-sea disabled:opacity-50" data-testid="quick-sail">
                  Sail this way
                </button>
              )}
              {state && <Shots shots={shots} state={state} busy={busy} send={send} setHoverShot={setHoverShot} />}
              <button type="button" disabled={busy} onClick={() => void send({ type: 'end-turn' })} className="min-h-11 w-full rounded bg-sea px-3 py-2 font-semibold text-white disabled:opacity-50" data-testid="end-turn">
                End turn
              </button>
            </>
          )}
        </ActionBar>
      )}
    </div>
  );
}

function Status({ view }: { view: PiratesView }) {
  let text: string;
  const waitingFor = Object.values(view.seats).filter((x) => !x.filled).length;
  if (view.phase === 'waiting') text = waitingFor > 1 ? `Waiting for ${waitingFor} more fleets.` : Object.keys(view.seats).length > 2 ? 'Waiting for the last fleet.' : 'Waiting for the second fleet.';
  else if (view.phase === 'setup') text = view.toAct === view.you ? 'Your turn to set up the table.' : `${view.toAct} is setting up the table.`;
  else if (view.phase === 'deploy') text = view.toAct === view.you ? 'Your turn to set up: place your ships round your home island.' : `${view.toAct} is placing ships.`;
  else if (view.over) text = view.winner ? (view.winner === view.you ? 'You won!' : `${view.winner} won.`) : 'The game ended in a draw.';
  else if (view.pending) text = view.pending.by === view.you ? `Your decision: ${view.pending.text}.` : `${view.pending.by} is deciding ${view.pending.text}.`;
  else if (view.toAct === view.you) text = 'Your turn: choose a ship, then an action. End the turn when you are done.';
  else text = `${view.toAct}'s turn${view.toAct && view.seats[view.toAct]?.computer ? ' (the computer)' : ''}.`;
  return (
    <p className="rounded bg-ink px-3 py-2 text-sm font-semibold text-parchment" role="status" data-testid="match-status">
      {text}
    </p>
  );
}

/**
 * A decision owed: what led to it first (`happened`: the sailing, the line of fire and the dice of the action that
 * asks it, also drawn on the table), then its choices, so no one answers blind.
 */
function Decision({ view, happened, picked, setPicked, busy, onAnswer }: { view: PiratesView; happened: string[]; picked: number[]; setPicked: (p: number[]) => void; busy: boolean; onAnswer: (a: number | number[]) => void }) {
  const pending = view.pending!;
  const choice = pending.choice as { kind: string; ship: number; options: number[]; max?: number };
  const game = view.game!;
  const s = game.ships[choice.ship];
  const several = choice.kind === 'loot' || choice.kind === 'explore' || choice.kind === 'sell-crew';
  const volley = choice.kind === 'mast' ? volleySoFar(pending.shown ?? [], choice.ship) : null;
  const label = (o: number): string => {
    if (choice.kind === 'mast') {
      const place = mastPlace(o, s.cannons.length);
      return `${place.charAt(0).toUpperCase()}${place.slice(1)} (${s.cannons[o].rank}${s.cannons[o].range} cannon)`;
    }
    if (choice.kind === 'crew') return crewName(s.crew[o]) ?? `crew ${o + 1}`;
    if (choice.kind === 'board-back') return o === 1 ? 'Board her' : 'Do not board';
    if (choice.kind === 'capture') return o === 1 ? 'Capture it' : 'Eliminate a crew instead';
    if (choice.kind === 'relics') return o === 1 ? 'Hand it over' : 'Take the loss';
    if (choice.kind === 'reveal-treasure') return o === 1 ? 'Turn it face up' : 'Keep it face down';
    if (choice.kind === 'swap') return o === 1 ? 'Swap' : 'Do not swap';
    if (choice.kind === 'crew-or-mast') return o === 1 ? 'A mast' : 'A crew';
    if (choice.kind === 'take-unique') return o === 1 ? 'Take it' : 'Leave it on the island';
    if (choice.kind === 'resource-reroll') return o === 1 ? 'Roll again (the new die counts)' : 'Keep it';
    if (choice.kind === 'repair-or-discard') return o === 1 ? 'Throw out the treasure' : 'Repair a mast';
    if (choice.kind === 'whirlpool') return o === -1 ? 'Stay out of it' : `Come out of the whirlpool at (${game.terrain[o].x.toFixed(1)}, ${game.terrain[o].y.toFixed(1)})`;
    if (choice.kind === 'whirlpool-loss') return ['A mast', 'A treasure', 'A crew'][o];
    if (choice.kind === 'spoils') {
      const p = SPOILS[o];
      const count = (n: number, what: string) => (n === 2 ? `two ${what}` : n === 1 ? `a ${what}` : '');
      return [count(p.treasure, 'treasure'), count(p.crew, 'crew'), p.mast && 'a mast'].filter(Boolean).join(' and ');
    }
    if (choice.kind === 'island-trade' && o === -1) return 'Do not trade';
    if (choice.kind === 'trade-from' || choice.kind === 'look-at' || choice.kind === 'dock-at' || choice.kind === 'crew-island') return `Island ${o + 1}`;
    if (choice.kind === 'sell-crew') {
      const t = game.ships[Math.floor(o / SHIP_SLOTS)];
      return `${crewName(t.crew[o % SHIP_SLOTS]) ?? 'a crew'} aboard ${t.name}`;
    }
    if (choice.kind === 'silence') {
      if (o === -1) return 'No one';
      const t = game.ships[Math.floor(o / SHIP_SLOTS)];
      const slot = o % SHIP_SLOTS;
      return slot === 0 ? `${t.name} herself` : `${crewName(t.crew[slot - 1]) ?? `crew ${slot}`} aboard ${t.name}`;
    }
    // A coin as this seat knows it; face-down ones told apart by their place in the list.
    const value = pending.values?.[o];
    const shown = game.treasures[o];
    const known = shown && !('hidden' in shown) ? shown : value !== undefined ? { value, unique: false } : shown;
    const named = treasureName(known);
    return named === 'a face-down coin' ? `Face-down coin ${choice.options.indexOf(o) + 1}` : named.charAt(0).toUpperCase() + named.slice(1);
  };
  return (
    <section className="space-y-2" data-testid="decision">
      {happened.length > 0 && (
        <ul className="space-y-0.5 rounded bg-white/80 p-2 text-sm" data-testid="decision-happened">
          {happened.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      )}
      <h2 className="font-display text-lg font-bold">Decide {pending.text}</h2>
      {choice.kind === 'mast' && (
        <p className="text-sm" data-testid="mast-hint">
          {volley && volley.hits > 1 && `The volley made ${numberWord(volley.hits)} hits: this is the ${ordinalWord(volley.lost)} mast she loses to it. `}
          Each cannon measures its range from its own mast, so the masts left standing decide where she can still reach.
        </p>
      )}
      {several ? (
        <>
          <p className="text-sm">
            {choice.kind === 'sell-crew' ? 'Pick any number, or none.' : `Take up to ${choice.max} (what her hold has room for).`}
            {choice.kind === 'explore' && ' Unique treasure on the island comes aboard without asking.'}
          </p>
          <ul className="space-y-1 text-sm">
            {choice.options.map((o) => (
              <li key={o}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={picked.includes(o)}
                    disabled={!picked.includes(o) && picked.length >= (choice.max ?? 0)}
                    onChange={(e) => setPicked(e.target.checked ? [...picked, o] : picked.filter((x) => x !== o))}
                  />
                  {label(o)}
                </label>
              </li>
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={() => onAnswer(picked)} className="min-h-11 rounded bg-sea px-3 py-1 font-semibold text-white disabled:opacity-50" data-testid="decide">
            {choice.kind === 'sell-crew' ? `Eliminate ${picked.length} crew` : `Take ${picked.length} coin${picked.length === 1 ? '' : 's'}`}
          </button>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          {choice.options.map((o) => (
            <button key={o} type="button" disabled={busy} onClick={() => onAnswer(o)} className="min-h-11 rounded border border-ink/40 bg-white px-3 py-1 text-sm font-semibold" data-testid={`option-${o}`}>
              {label(o)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The actions shown elsewhere: the bar's, the endings', set-up's, and selling at the market. */
const SHOWN_ELSEWHERE = new Set<PiratesAction['type']>(['end-turn', 'resign', 'offer-draw', 'accept-draw', 'choose', 'place-island', 'choose-home', 'deploy', 'ready', 'assign-crew', 'sell', 'buy', 'fort-shoot', 'port-shoot']);

/**
 * The turn's actions that belong to no ship: the shipyard, the forts' and military ports' shots, and any other the rules offer (a ship's
 * own actions are in her panel), so every action `legal` lists can be reached from the table.
 */
function OtherActions({ view, state, busy, send }: { view: PiratesView; state: ReturnType<typeof tableAsState>; busy: boolean; send: (a: PiratesAction) => void }) {
  const groups = [
    { title: 'Shipyard', actions: view.legal.filter((a) => a.type === 'buy') },
    { title: 'Forts', actions: view.legal.filter((a) => a.type === 'fort-shoot') },
    // 003: a military port "acts as a four flag fort", so its shots sit with the forts'.
    { title: 'Military ports', actions: view.legal.filter((a) => a.type === 'port-shoot') },
    { title: 'Other actions', actions: view.legal.filter((a) => !('ship' in a) && !SHOWN_ELSEWHERE.has(a.type)) },
  ].filter((g) => g.actions.length > 0);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((g) => (
        <div key={g.title} className="space-y-1">
          <h3 className="text-sm font-semibold">{g.title}</h3>
          {g.actions.map((a, i) => (
            <button key={i} type="button" disabled={busy} onClick={() => send(a)} className="block min-h-11 w-full rounded border border-ink/30 px-2 py-1 text-left text-sm" data-testid={`action-${a.type}`}>
              {actionLabel(state, a)}
            </button>
          ))}
        </div>
      ))}
    </>
  );
}

function Log({ lines }: { lines: { seq: number; text: string; player: number | null }[] }) {
  const list = useNewestInView(lines.length);
  return (
    <section className="rounded-lg border border-ink/20 bg-white p-3">
      <h2 className="font-display text-lg font-bold">Log</h2>
      <ol ref={list} className="mt-1 max-h-64 space-y-0.5 overflow-y-auto text-sm" data-testid="log" aria-live="polite">
        {lines.map((l) => (
          <li key={l.seq} className="border-l-4 pl-1.5" style={{ borderColor: l.player === null ? 'transparent' : seatColour(l.player) }}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
