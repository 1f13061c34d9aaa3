'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEG_LENGTH } from '@/lib/cards/move';
import { headingX, headingY } from '@/lib/engine/core/geometry';
import { mastX, mastY } from '@/lib/engine/combat/shoot';
import type { Ship } from '@/lib/engine/state/state';
import type { Fire, Wake } from './recent';
import { plural } from '@/app/_lib/plural';
import { labelWidth, spreadLabels } from './label-layout';
import { hitsText } from '@/lib/pirates/describe';
import type { TableGame } from './types';
import { islandEconomy } from './economy-view';

/**
 * The table drawn to scale in S (DESIGN.md "Lengths and positions"): one SVG unit is one S, so rulers, ranges and
 * hulls are all measured as the engine measures them. Ships are capsules from bow to stern with a bow mark and a dot
 * per mast (filled while it stands); islands and terrain are circles of their real size. Zoom with the buttons, the
 * wheel or two fingers; drag to pan; a tap without a drag goes to `onPoint` (planning a move, measuring).
 */
export interface Overlay {
  /** Where a planned move goes: the path and the hull where she would end. */
  path?: { x: number; y: number }[];
  ghost?: { x: number; y: number; heading: number; ship: Ship };
  /** A shot being considered: from the shooter to the target. */
  line?: { from: Ship; to: Ship };
  /** Points of the measuring tool. */
  measure?: { x: number; y: number }[];
  /** Waypoints of a planned move. */
  waypoints?: { x: number; y: number }[];
  /** The enemies a planned move brings within reach: a line of fire from where she would stand to each. */
  reach?: { from: Ship; to: Ship[] };
  /** The turn shown (./recent.ts): each ship's sailing, replayed, and each shot's line of fire with its dice. */
  wakes?: Wake[];
  fire?: Fire[];
}

/** Labels are drawn at least this many screen pixels high, however far the table is zoomed out (a phone's 375 px). */
const MIN_LABEL_PX = 11;

const TERRAIN_FILL: Record<string, string> = { 'fog-bank': '#cbd5e1', reef: '#f4a261', 'sargasso-sea': '#84a98c', whirlpool: '#90e0ef', iceberg: '#e0fbfc', 'trade-current': '#a8dadc' };

function Hull({ s, fill, selected, mine, faded }: { s: Ship; fill: string; selected?: boolean; mine?: boolean; faded?: boolean }) {
  const ux = headingX(s.heading);
  const uy = headingY(s.heading);
  if (s.seaCreature) {
    return <circle cx={s.x} cy={s.y} r={s.radius} fill={fill} fillOpacity={faded ? 0.35 : 0.85} stroke={selected ? '#b07d2b' : '#0b132b'} strokeWidth={selected ? 0.08 : 0.03} />;
  }
  const r = s.radius;
  const bx = s.x - ux * r;
  const by = s.y - uy * r;
  const sx = s.x - ux * (s.length - r);
  const sy = s.y - uy * (s.length - r);
  return (
    <g opacity={faded ? 0.45 : 1}>
      {selected && <line x1={bx} y1={by} x2={sx} y2={sy} stroke="#b07d2b" strokeWidth={2 * r + 0.14} strokeLinecap="round" />}
      <line x1={bx} y1={by} x2={sx} y2={sy} stroke={fill} strokeWidth={2 * r} strokeLinecap="round" />
      {/* The bow: a pale wedge at the front so her heading reads at a glance. */}
      <polygon
        points={`${s.x},${s.y} ${bx - uy * r * 0.8},${by + ux * r * 0.8} ${bx + uy * r * 0.8},${by - ux * r * 0.8}`}
        fill="#f7f3ea"
        opacity={0.9}
      />
      {s.cannons.map((_, i) => (
        <circle key={i} cx={mastX(s, i)} cy={mastY(s, i)} r={0.075} fill={s.up[i] ? '#f7f3ea' : 'none'} stroke="#f7f3ea" strokeWidth={0.03} />
      ))}
      {mine && <circle cx={s.x} cy={s.y} r={0.05} fill="#b07d2b" />}
    </g>
  );
}

export function Table({
  game,
  you,
  selected,
  onSelect,
  onPoint,
  overlay,
  rangesOf,
  focus,
  planning = false,
  statusOf,
}: {
  game: TableGame;
  you: number | null;
  selected: number | null;
  onSelect: (ship: number) => void;
  onPoint: (x: number, y: number) => void;
  overlay: Overlay;
  rangesOf: Ship | null;
  /** A point to bring into view (the player's ships), changed to ask for it. */
  focus: { x: number; y: number; n: number } | null;
  /** A move is being planned: a tap on a ship is a waypoint like any other, never a change of the ship selected. */
  planning?: boolean;
  /** A short line under each ship: what she may still do this turn. */
  statusOf?: (s: Ship) => string;
}) {
  const { width, height } = game.area;
  const pad = 0.5;
  const full = { x: -pad, y: -pad, w: width + 2 * pad, h: height + 2 * pad };
  const [box, setBox] = useState(full);
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef<{ x: number; y: number; box: typeof full; moved: boolean; pinch?: number } | null>(null);
  const [px, setPx] = useState({ w: 0, h: 0 });
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => setPx({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  // One screen pixel in S, as the viewBox is fitted into the element (the smaller of the two scales).
  const pxInS = px.w && px.h ? Math.max(box.w / px.w, box.h / px.h) : 0;
  const fs = (base: number) => Math.max(base, MIN_LABEL_PX * pxInS);
  // Ships' names, then their statuses, spread so that none is drawn over another or over an island's name.
  const afloat = game.ships.filter((s) => !s.sunk && s.inPlay);
  const statusText = (s: Ship) => (statusOf ? statusOf(s) : '');
  // Under Economy Edition a wild island says what it produces where other rules count its coins.
  const islandLine = (isl: TableGame['islands'][number], i: number) => (game.economy ? islandEconomy(game, i)!.produces : plural(isl.treasure.length, 'coin'));
  const islandLabels = game.islands.flatMap((isl, i) => [
    { x: isl.x, y: isl.y - 0.15, w: labelWidth(islandTitle(isl, i), fs(0.3)), h: fs(0.3) },
    ...(isl.home === -1 && (isl.fort < 0 || game.economy) ? [{ x: isl.x, y: isl.y - 0.15 + fs(0.3), w: labelWidth(islandLine(isl, i), fs(0.26)), h: fs(0.26) }] : []),
    // A town's box (`EconomyMarks`), so no ship's name is written over it.
    ...(game.economy?.towns[i] ? [{ x: isl.x, y: isl.y + fs(0.26) * 2.65, w: fs(0.26) * 1.8, h: fs(0.26) * 1.3 }] : []),
  ]);
  const spread = spreadLabels(
    [
      ...afloat.map((s) => ({ x: s.x, y: s.y - s.radius - 0.12, w: labelWidth(s.name, fs(0.24)), h: fs(0.24) })),
      ...afloat.map((s) => ({ x: s.x, y: s.y + s.radius + 0.1 + fs(0.2), w: statusText(s) ? labelWidth(statusText(s), fs(0.2)) : 0, h: statusText(s) ? fs(0.2) : 0 })),
    ],
    islandLabels,
  );
  const labelY = new Map(afloat.map((s, k) => [s.id, { name: spread[k], status: spread[afloat.length + k] }]));

  const zoom = useCallback(
    (factor: number, cx?: number, cy?: number) =>
      setBox((b) => {
        const w = Math.min(full.w * 1.5, Math.max(2, b.w * factor));
        const h = (w / b.w) * b.h;
        const px = cx ?? b.x + b.w / 2;
        const py = cy ?? b.y + b.h / 2;
        return { x: px - ((px - b.x) * w) / b.w, y: py - ((py - b.y) * h) / b.h, w, h };
      }),
    [full.w],
  );

  useEffect(() => {
    if (!focus) return;
    setBox((b) => {
      const w = Math.min(b.w, 8);
      const h = (w / b.w) * b.h;
      return { x: focus.x - w / 2, y: focus.y - h / 2, w, h };
    });
  }, [focus]);

  const toTable = (clientX: number, clientY: number) => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };

  return (
    <div className="relative -mx-4 sm:mx-0">
      <svg
        ref={svg}
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        className="block h-[60vh] min-h-[320px] w-full touch-none select-none border-y border-ink/20 bg-[#cfe8f3] sm:rounded-lg sm:border"
        role="img"
        aria-label={`The table, ${width} by ${height} S`}
        data-testid="table"
        onWheel={(e) => {
          const p = toTable(e.clientX, e.clientY);
          zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
        }}
        onPointerDown={(e) => {
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          (e.target as Element).setPointerCapture?.(e.pointerId);
          const pts = [...pointers.current.values()];
          drag.current = { x: e.clientX, y: e.clientY, box, moved: false, pinch: pts.length === 2 ? Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y) : undefined };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || !pointers.current.has(e.pointerId)) return;
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          const pts = [...pointers.current.values()];
          if (pts.length === 2 && d.pinch) {
            const now = Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y);
            const w = Math.min(full.w * 1.5, Math.max(2, (d.box.w * d.pinch) / now));
            setBox({ ...d.box, w, h: (w / d.box.w) * d.box.h });
            d.moved = true;
            return;
          }
          const rect = svg.current!.getBoundingClientRect();
          const dx = ((e.clientX - d.x) / rect.width) * d.box.w;
          const dy = ((e.clientY - d.y) / rect.height) * d.box.h;
          if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 6) d.moved = true;
          if (d.moved) setBox({ ...d.box, x: d.box.x - dx, y: d.box.y - dy });
        }}
        onPointerUp={(e) => {
          pointers.current.delete(e.pointerId);
          const d = drag.current;
          if (pointers.current.size === 0) drag.current = null;
          if (!d || d.moved) return;
          const target = e.target as Element;
          const hit = target.closest('[data-ship], [data-label-of]');
          const shipId = hit?.getAttribute('data-ship') ?? hit?.getAttribute('data-label-of');
          if (shipId !== null && shipId !== undefined && !planning) onSelect(Number(shipId));
          else {
            const p = toTable(e.clientX, e.clientY);
            onPoint(p.x, p.y);
          }
        }}
        onPointerCancel={(e) => {
          pointers.current.delete(e.pointerId);
          drag.current = null;
        }}
      >
        <rect x={0} y={0} width={width} height={height} fill="#a9d6e5" stroke="#14213d" strokeWidth={0.04} />
        {/* A grid of 1 S squares: distances read off the table as on a real one with a ruler. */}
        {Array.from({ length: Math.floor(width) + 1 }, (_, i) => (
          <line key={`gx${i}`} x1={i} y1={0} x2={i} y2={height} stroke="#14213d" strokeOpacity={0.07} strokeWidth={0.02} />
        ))}
        {Array.from({ length: Math.floor(height) + 1 }, (_, i) => (
          <line key={`gy${i}`} x1={0} y1={i} x2={width} y2={i} stroke="#14213d" strokeOpacity={0.07} strokeWidth={0.02} />
        ))}
        {game.terrain.map((t, i) => (
          <g key={`t${i}`}>
            <circle cx={t.x} cy={t.y} r={t.r} fill={TERRAIN_FILL[t.type] ?? '#ccc'} fillOpacity={0.8} stroke="#14213d" strokeDasharray="0.1 0.08" strokeWidth={0.03} />
            <text x={t.x} y={t.y} fontSize={fs(0.28)} textAnchor="middle" dominantBaseline="middle" fill="#14213d">
              {t.type.replace('-', ' ')}
              {t.placedBy !== undefined && ` (${PIRATES_SEATS[t.placedBy]})`}
            </text>
          </g>
        ))}
        {game.islands.map((isl, i) => (
          <g key={`i${i}`} data-testid={`island-${i}`}>
            <circle cx={isl.x} cy={isl.y} r={isl.r} fill={isl.home === -1 ? '#e9d8a6' : '#d4a373'} stroke={isl.home === -1 ? '#6b705c' : seatColour(isl.home)} strokeWidth={isl.home === -1 ? 0.04 : 0.1} />
            {isl.fort >= 0 && <FortMark fort={game.forts[isl.fort]} x={isl.x} y={isl.y} />}
            <text x={isl.x} y={isl.y - 0.15} fontSize={fs(0.3)} textAnchor="middle" fill="#14213d" fontWeight="bold" paintOrder="stroke" stroke="#f7f3ea" strokeWidth={fs(0.3) / 5}>
              {islandTitle(isl, i)}
            </text>
            {isl.home === -1 && (isl.fort < 0 || game.economy) && (
              <text x={isl.x} y={isl.y - 0.15 + fs(0.3)} fontSize={fs(0.26)} textAnchor="middle" fill="#14213d" paintOrder="stroke" stroke="#f7f3ea" strokeWidth={fs(0.26) / 5} data-testid={`produces-${i}`}>
                {islandLine(isl, i)}
              </text>
            )}
            {game.economy && isl.home === -1 && <EconomyMarks game={game} island={i} size={fs(0.26)} />}
            {isl.crew?.length > 0 && (
              <text x={isl.x} y={isl.y - 0.15 + 2 * fs(0.3)} fontSize={fs(0.24)} textAnchor="middle" fill="#14213d" data-testid={`island-crew-${i}`}>
                {isl.crew.length} crew ashore
              </text>
            )}
          </g>
        ))}

        {rangesOf &&
          !rangesOf.sunk &&
          rangesOf.cannons.map((c, i) =>
            rangesOf.up[i] ? (
              <circle key={`r${i}`} data-testid="range-ring" cx={mastX(rangesOf, i)} cy={mastY(rangesOf, i)} r={LEG_LENGTH[c.range]} fill="none" stroke={c.range === 'S' ? '#9b2226' : '#bb3e03'} strokeOpacity={0.5} strokeDasharray="0.12 0.1" strokeWidth={0.03} />
            ) : null,
          )}
        {game.ships.map((s) =>
          s.sunk || !s.inPlay ? null : (
            <g key={s.id} data-ship={s.id} data-testid={`ship-${s.id}`} data-x={s.x} data-y={s.y} className="cursor-pointer">
              <title>{s.name}</title>
              <Hull s={s} fill={seatColour(s.owner)} selected={selected === s.id} mine={you === s.owner} faded={s.lost} />
            </g>
          ),
        )}
        {/* The labels above every hull, so a ship lying beside another never hides its name; a tap on one is a tap on her. */}
        {afloat.map((s) => (
          <g key={`label${s.id}`} data-label-of={s.id} className="cursor-pointer">
            <text x={s.x} y={labelY.get(s.id)!.name} fontSize={fs(0.24)} textAnchor="middle" fill="#14213d" paintOrder="stroke" stroke="#f7f3ea" strokeWidth={fs(0.24) / 4}>
              {s.name}
            </text>
            {statusText(s) && (
              <text x={s.x} y={labelY.get(s.id)!.status} fontSize={fs(0.2)} textAnchor="middle" fill="#14213d" fontStyle="italic" paintOrder="stroke" stroke="#f7f3ea" strokeWidth={fs(0.2) / 4} data-testid={`ship-status-${s.id}`}>
                {statusText(s)}
              </text>
            )}
          </g>
        ))}
        {overlay.path && overlay.path.length > 1 && (
          <polyline points={overlay.path.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#b07d2b" strokeWidth={0.05} strokeDasharray="0.15 0.1" />
        )}
        {overlay.ghost && (
          <g opacity={0.55} pointerEvents="none" data-testid="ghost" data-x={overlay.ghost.x} data-y={overlay.ghost.y}>
            <Hull s={{ ...overlay.ghost.ship, x: overlay.ghost.x, y: overlay.ghost.y, heading: overlay.ghost.heading }} fill="#b07d2b" />
          </g>
        )}
        {overlay.wakes?.map((w) => <WakeMark key={`wake${w.ship}-${w.seq}`} wake={w} fill={seatColour(game.ships[w.ship]?.owner ?? 0)} />)}
        {overlay.fire?.map((f) => <FireMark key={`fire${f.seq}`} fire={f} size={fs(0.26)} />)}
        {overlay.reach?.to.map((t) => (
          <g key={`reach${t.id}`} pointerEvents="none" data-testid="reach-line">
            <line x1={overlay.reach!.from.x} y1={overlay.reach!.from.y} x2={t.x} y2={t.y} stroke="#9b2226" strokeWidth={0.04} strokeDasharray="0.08 0.08" />
            <circle cx={t.x} cy={t.y} r={t.radius + 0.15} fill="none" stroke="#9b2226" strokeWidth={0.05} />
          </g>
        ))}
        {overlay.waypoints?.map((p, i) => <circle key={`w${i}`} cx={p.x} cy={p.y} r={0.08} fill="#b07d2b" />)}
        {overlay.line && (
          <line x1={overlay.line.from.x} y1={overlay.line.from.y} x2={overlay.line.to.x} y2={overlay.line.to.y} stroke="#9b2226" strokeWidth={0.05} strokeDasharray="0.2 0.1" />
        )}
        {overlay.measure && overlay.measure.length > 0 && (
          <g pointerEvents="none">
            {overlay.measure.map((p, i) => (
              <circle key={`m${i}`} cx={p.x} cy={p.y} r={0.07} fill="#14213d" />
            ))}
            {overlay.measure.length === 2 && (
              <>
                <line x1={overlay.measure[0].x} y1={overlay.measure[0].y} x2={overlay.measure[1].x} y2={overlay.measure[1].y} stroke="#14213d" strokeWidth={0.04} />
                <text
                  x={(overlay.measure[0].x + overlay.measure[1].x) / 2}
                  y={(overlay.measure[0].y + overlay.measure[1].y) / 2 - 0.15}
                  fontSize={fs(0.3)}
                  textAnchor="middle"
                  paintOrder="stroke"
                  stroke="#f7f3ea"
                  strokeWidth={0.08}
                  fill="#14213d"
                  data-testid="measure-label"
                >
                  {measureText(overlay.measure[0], overlay.measure[1])}
                </text>
              </>
            )}
          </g>
        )}
      </svg>
      <div className="absolute right-2 top-2 flex flex-col gap-1">
        <button type="button" aria-label="Zoom in" onClick={() => zoom(1 / 1.4)} className="h-11 w-11 rounded bg-white/90 text-lg font-bold shadow">
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => zoom(1.4)} className="h-11 w-11 rounded bg-white/90 text-lg font-bold shadow">
          −
        </button>
        <button type="button" aria-label="Show the whole table" onClick={() => setBox(full)} className="h-11 w-11 rounded bg-white/90 text-xs font-bold shadow">
          All
        </button>
      </div>
    </div>
  );
}

/** An island's name on the table, the same from set-up to the end: "Island 3", "A home". */
const islandTitle = (isl: { home: number }, i: number) => (isl.home === -1 ? `Island ${i + 1}` : `${PIRATES_SEATS[isl.home]} home`);

/**
 * A sailing of the turn shown: her wake, and a mark that sails it once from where she was to where she stopped
 * (restarted for each new sailing), so a move made while the player looked away is seen, not only its result.
 */
function WakeMark({ wake, fill }: { wake: Wake; fill: string }) {
  const motion = useRef<SVGAnimateMotionElement>(null);
  useEffect(() => {
    // Added after the document's timeline began, a SMIL animation would count as already played: start it now.
    motion.current?.beginElement?.();
  }, []);
  const d = `M ${wake.points.map((p) => `${p.x} ${p.y}`).join(' L ')}`;
  return (
    <g pointerEvents="none" data-testid={`wake-${wake.ship}`}>
      <path d={d} fill="none" stroke={fill} strokeOpacity={0.7} strokeWidth={0.06} strokeDasharray="0.12 0.08" />
      <circle cx={0} cy={0} r={0.14} fill={fill} stroke="#f7f3ea" strokeWidth={0.03}>
        <animateMotion ref={motion} dur="1.2s" begin="indefinite" fill="freeze" path={d} />
      </circle>
      <circle cx={wake.points[0].x} cy={wake.points[0].y} r={0.07} fill="none" stroke={fill} strokeWidth={0.03} />
    </g>
  );
}

/**
 * A shot of the turn shown: the line of fire, and each die rolled beside the target with the hits it made. Played out
 * once as it appears (globals.css `fire-*`): the line drawn from the shooter, then the dice one by one, then the hits,
 * so a volley is seen rolled rather than found already rolled; still for those who ask for reduced motion.
 */
function FireMark({ fire, size }: { fire: Fire; size: number }) {
  const die = size * 1.3;
  const x0 = fire.to.x - (fire.rolls.length * (die + size * 0.2)) / 2;
  const y0 = fire.to.y + size * 1.2;
  return (
    <g pointerEvents="none" data-testid="fire-line">
      <line x1={fire.from.x} y1={fire.from.y} x2={fire.to.x} y2={fire.to.y} stroke="#9b2226" strokeWidth={0.06} pathLength={1} className="fire-line" />
      <circle cx={fire.to.x} cy={fire.to.y} r={0.12} fill="#9b2226" className="fire-after" style={{ animationDelay: '0.4s' }} />
      <g data-testid="fire-dice">
        {fire.rolls.map((r, i) => (
          <g key={i} className="fire-die" style={{ animationDelay: `${0.45 + i * 0.18}s` }}>
            <rect x={x0 + i * (die + size * 0.2)} y={y0} width={die} height={die} rx={die / 5} fill="#f7f3ea" stroke="#9b2226" strokeWidth={die / 12} />
            <text x={x0 + i * (die + size * 0.2) + die / 2} y={y0 + die / 2} fontSize={size} textAnchor="middle" dominantBaseline="central" fill="#14213d" fontWeight="bold">
              {r}
            </text>
          </g>
        ))}
        <text x={fire.to.x} y={y0 + die + size * 1.1} fontSize={size} textAnchor="middle" fill="#9b2226" fontWeight="bold" paintOrder="stroke" stroke="#f7f3ea" strokeWidth={size / 4} className="fire-after" style={{ animationDelay: `${0.5 + fire.rolls.length * 0.18}s` }}>
          {hitsText(fire.hits)}
        </text>
      </g>
    </g>
  );
}

/**
 * Economy Edition's marks on a wild island (003 "Technology Upgrades"): a dot in each seat's colour that has explored
 * it (its encampment), along its rim above; and its town, a house in its owner's colour with S (settlement), T
 * (trading port) or M (military port), drawn faint until it stands, with its hits beside it.
 */
function EconomyMarks({ game, island, size }: { game: TableGame; island: number; size: number }) {
  const isl = game.islands[island];
  const eco = islandEconomy(game, island)!;
  const camps = isl.explored.flatMap((e, p) => (e ? [p] : []));
  const town = eco.town;
  const dot = Math.max(0.09, size * 0.3);
  return (
    <g pointerEvents="none">
      {camps.map((p, k) => {
        const a = (-90 + (k - (camps.length - 1) / 2) * 28) * (Math.PI / 180);
        return <circle key={p} cx={isl.x + Math.cos(a) * isl.r} cy={isl.y + Math.sin(a) * isl.r} r={dot} fill={seatColour(p)} stroke="#f7f3ea" strokeWidth={dot / 3} data-testid={`camp-${island}-${p}`} />;
      })}
      {town && (
        <g data-testid={`town-${island}`} opacity={town.ready ? 1 : 0.55}>
          <title>{`${PIRATES_SEATS[town.owner]}'s ${town.kind}${town.ready ? '' : ' (stands from its owner’s next turn)'}${town.hits ? `, ${town.hits} hit${town.hits === 1 ? '' : 's'}` : ''}`}</title>
          <rect x={isl.x - size * 0.9} y={isl.y + size * 1.35} width={size * 1.8} height={size * 1.3} rx={size * 0.15} fill={seatColour(town.owner)} stroke="#14213d" strokeWidth={size / 12} strokeDasharray={town.ready ? undefined : `${size / 5} ${size / 8}`} />
          <text x={isl.x} y={isl.y + size * 2.3} fontSize={size} textAnchor="middle" fill="#f7f3ea" fontWeight="bold">
            {town.letter}
            {town.hits > 0 ? `·${town.hits}` : ''}
          </text>
        </g>
      )}
    </g>
  );
}

/** A distance as players say it: in S, and in L where it is at least one. */
export function measureText(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const d = Math.hypot(a.x - b.x, a.y - b.y);
  return `${d.toFixed(2)} S${d >= LEG_LENGTH.L ? ` · ${(d / LEG_LENGTH.L).toFixed(2)} L` : ''}`;
}

/** A fort on its island, below the island's name: its player's colour, faded once abandoned, and its flags standing. */
function FortMark({ fort, x, y }: { fort: TableGame['forts'][number]; x: number; y: number }) {
  return (
    <g data-testid={`fort-${fort.id}`}>
      <title>{`${fort.name}: ${fort.flags} of ${fort.cannons.length} flags standing${fort.flags === 0 ? ' (abandoned)' : ''}, ${fort.treasure.length} coins inside`}</title>
      <rect x={x - 0.28} y={y + 0.02} width={0.56} height={0.46} rx={0.04} fill={seatColour(fort.owner)} fillOpacity={fort.flags === 0 ? 0.3 : 0.85} stroke="#14213d" strokeWidth={0.03} />
      <text x={x} y={y + 0.33} fontSize={0.24} textAnchor="middle" fill="#f7f3ea" fontWeight="bold">
        {`${fort.flags}⚑`}
      </text>
    </g>
  );
}
