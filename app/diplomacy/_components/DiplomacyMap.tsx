'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { arrowLine, mapGeometry, unitPath, type Kind, type Placed } from '../_lib/geometry';
import { placeLabels, type Box } from '../_lib/labels';
import { powerDisplayName as displayName } from '@/lib/diplomacy/map';
import { powerColour } from '../_lib/powers';
import { fitView, panView, wholeView, zoomView, zoomViewAt, type ViewBox } from '../_lib/viewport';

/** `label`: the name players read, where the map data misspells `name` (which stays the id). */
export type MapTerritory = Placed & { supplyCenter: boolean; treasure?: boolean; label?: string };
/**
 * `pending`: a unit ordered built this phase, not yet on the board. `dislodged`: a unit driven from `at`, waiting to
 * retreat, drawn beside the unit that took its place.
 */
export type MapUnit = { power: string; type: 'clipper' | 'frigate'; at: string; pending?: boolean; dislodged?: boolean };
export type MapArrow = { from: string; to: string; kind: 'move' | 'support' | 'retreat'; success?: boolean };

type Props = {
  territories: readonly MapTerritory[];
  /** The land under the map and each territory's kind; without it every territory is drawn as sea. */
  coast?: { land: string; kinds: Readonly<Record<string, Kind>> } | null;
  units: readonly MapUnit[];
  /** Supply centre owners by territory name; a centre missing here is neutral. */
  owners: Readonly<Record<string, string>>;
  hurricane?: string | null;
  arrows?: readonly MapArrow[];
  selected?: string | null;
  /** Territories the player may click next (legal destinations), drawn highlighted. */
  targets?: readonly string[];
  /** The viewer's own power: its units are outlined so they stand out among twelve others. */
  mine?: string | null;
  /** Places the player is asked to act on now (units to order, centres to build on), ringed. */
  actOn?: readonly string[];
  onTerritory?: (name: string) => void;
  /** Every power of the game, in the map data's order: the legend lists those on the board in this order. */
  powers?: readonly string[];
  /** Shown right under the map frame, never over it (it would hide places to click): the selected unit's choices. */
  panel?: ReactNode;
};

const key = (name: string) => name.toLowerCase();
/** Labels are never drawn smaller than this on screen (issue 15: names were about 7 px). */
const LABEL_PX = 11.5;
const LABEL_FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';
const UNIT_SIZE = 13;
/**
 * Zoomed in past this many screen pixels per map unit, symbols (units, centre markers, rings, arrows) stop growing
 * with the map, so a close view shows more sea between them instead of larger ships.
 */
const SYMBOL_SCALE_LIMIT = 1.4;
/** Below this frame width the map opens on the player's own units rather than the whole Caribbean. */
const PHONE_WIDTH = 640;
/** Room (map units) around the player's units when the view fits them: enough to clear the frame's buttons. */
const OWN_MARGIN = 85;
/** Pointer travel (px) that turns a press into a drag rather than a click. */
const DRAG_PX = 5;
/**
 * Half the smallest tap target on screen (px): a territory answers a tap this far from its point, a finger's width
 * (44 px across), wherever it is on the map, its edges included. Each target is cut to its own cell, so where points
 * are closer than that on screen the nearer one wins rather than whichever was drawn last.
 */
const TAP_RADIUS_PX = 22;

const SEA = '#cde2ef';
const LAND = '#efe6cc';

/**
 * The Diplomacy map as SVG: the real coastline under the game's territories (sea regions clipped to the water, land
 * regions to the land), supply and treasure centres, the hurricane, order arrows and units, and place names that
 * never overlap (see labels.ts). The frame pans by dragging and zooms with its buttons; on a phone it opens on the
 * player's own units.
 */
export function DiplomacyMap({ territories, coast, units, owners, hurricane, arrows = [], selected, targets = [], mine, actOn = [], onTerritory, powers = [], panel }: Props) {
  const geometry = useMemo(() => mapGeometry(territories, coast?.kinds ?? {}), [territories, coast]);
  const labelOf = useMemo(() => new Map(territories.map((t) => [key(t.name), t.label ?? t.name])), [territories]);
  const named = (name: string) => labelOf.get(key(name)) ?? name;
  const ownerOf = useMemo(() => new Map(Object.entries(owners).map(([t, p]) => [key(t), p])), [owners]);
  const targetSet = new Set(targets.map(key));
  const at = (name: string) => geometry.byName.get(key(name))?.at;
  const whole = geometry.viewBox;
  const ownPoints = useMemo(
    () => (mine ? units.filter((u) => key(u.power) === key(mine)).flatMap((u) => geometry.byName.get(key(u.at))?.at ?? []) : []),
    [units, mine, geometry],
  );

  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<ViewBox | null>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const aspect = size ? size.width / size.height : whole.width / whole.height;
  const phone = size !== null && size.width < PHONE_WIDTH;
  // The first view once the frame's size is known: a phone opens on the player's units, a wider screen on the whole map.
  const opened = useRef(false);
  useEffect(() => {
    if (!size || opened.current) return;
    opened.current = true;
    setView(phone && ownPoints.length ? fitView(ownPoints, whole, aspect, OWN_MARGIN) : wholeView(whole, aspect));
  }, [size, phone, ownPoints, whole, aspect]);
  const shown = view ?? wholeView(whole, aspect);
  const scale = size ? Math.min(size.width / shown.width, size.height / shown.height) : 1;
  const k = Math.min(1, SYMBOL_SCALE_LIMIT / scale);
  const unitSize = UNIT_SIZE * k;

  // Labels at LABEL_PX on screen, measured with the font they are drawn in; placed again only when the zoom changes.
  const fontSize = LABEL_PX / scale;
  const labels = useMemo(() => {
    const measure = textMeasure(fontSize);
    const occupied = new Set(units.map((u) => key(u.at)));
    const obstacles: Box[] = [
      ...units.flatMap((u) => {
        const p = geometry.byName.get(key(u.at))?.at;
        return p ? [{ x0: p.x - unitSize * 1.3, y0: p.y - unitSize, x1: p.x + unitSize * 1.3, y1: p.y + unitSize }] : [];
      }),
      ...territories.filter((t) => t.supplyCenter).map((t) => ({ x0: t.x + 8 * k, y0: t.y - 18 * k, x1: t.x + 20 * k, y1: t.y - 6 * k })),
    ];
    const spots = territories.map((t) => ({ name: t.name, text: t.label ?? t.name, x: t.x, y: t.y, priority: (occupied.has(key(t.name)) ? 2 : 0) + (t.supplyCenter ? 1 : 0) }));
    return placeLabels(spots, obstacles, fontSize, measure, unitSize + 2 * k);
  }, [territories, units, geometry, fontSize, unitSize, k]);

  // One finger or the mouse drags to pan; two fingers pinch to zoom about their midpoint; Ctrl and the wheel (a
  // trackpad's pinch) zoom about the cursor. A press that barely moved stays a click on a territory.
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: ViewBox; x: number; y: number; spread: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  /** The map point under a screen point, given the view box as it is drawn (centred, aspect kept). */
  const toMap = (clientX: number, clientY: number, v: ViewBox) => {
    const r = svg.current!.getBoundingClientRect();
    const s = Math.min(r.width / v.width, r.height / v.height);
    return { x: v.x + (clientX - r.left - (r.width - v.width * s) / 2) / s, y: v.y + (clientY - r.top - (r.height - v.height * s) / 2) / s };
  };
  const startGesture = () => {
    const ps = [...pointers.current.values()];
    if (ps.length === 0) {
      gesture.current = null;
      return;
    }
    const x = ps.reduce((sum, p) => sum + p.x, 0) / ps.length;
    const y = ps.reduce((sum, p) => sum + p.y, 0) / ps.length;
    gesture.current = { view: shown, x, y, spread: ps.length > 1 ? Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y) : 0, moved: false };
  };
  const onPointerDown = (e: React.PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) dragged.current = false;
    startGesture();
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const ps = [...pointers.current.values()];
    if (ps.length > 1) {
      const spread = Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y);
      if (g.spread > 0 && spread > 0) {
        dragged.current = true;
        setView(zoomViewAt(g.view, spread / g.spread, toMap(g.x, g.y, g.view), whole));
      }
      return;
    }
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    g.moved = true;
    dragged.current = true;
    setView(panView(g.view, -dx / scale, -dy / scale, whole));
  };
  const endPointer = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    // The finger left on the map after a pinch carries on as a drag from where it is.
    startGesture();
  };
  // The wheel listener is attached once; it reads the view as last drawn.
  const latest = useRef({ shown, whole });
  useEffect(() => {
    latest.current = { shown, whole };
  });
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const { shown: v, whole: w } = latest.current;
      setView(zoomViewAt(v, Math.exp(-e.deltaY / 200), toMap(e.clientX, e.clientY, v), w));
    };
    // Not React's onWheel: it listens passively, and the page must not zoom along with the map.
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);
  const choose = (name: string) => {
    if (dragged.current) return;
    onTerritory?.(name);
  };

  const cellFill = (name: string, supplyCenter: boolean) => {
    if (selected != null && key(selected) === key(name)) return '#f6d98c';
    if (targetSet.has(key(name))) return '#9fd8a4';
    const owner = ownerOf.get(key(name));
    return owner && supplyCenter ? `${powerColour(owner)}40` : 'transparent';
  };

  return (
    <div className="space-y-2">
      {/* Above the map, never over it: a button on the frame hid the units at its edge from a tap. */}
      <div className="flex flex-wrap items-center gap-1" role="group" aria-label="Map view">
        <MapButton label="Zoom in" onClick={() => setView(zoomView(shown, 1.5, whole))}>+</MapButton>
        <MapButton label="Zoom out" onClick={() => setView(zoomView(shown, 1 / 1.5, whole))}>−</MapButton>
        {ownPoints.length > 0 && (
          <MapButton label="My units" onClick={() => setView(fitView(ownPoints, whole, aspect, OWN_MARGIN))}>
            My units
          </MapButton>
        )}
        <MapButton label="Whole map" onClick={() => setView(wholeView(whole, aspect))}>
          Whole map
        </MapButton>
        <span className="text-xs text-ink/70">Drag to pan · pinch or + to zoom in for more names</span>
      </div>
      <div
        ref={frame}
        data-testid="map-frame"
        // A phone gets a tall frame (most of the screen); wider screens the map's own shape. The shape applies from
        // `sm` on only: with a fixed height, an aspect ratio would widen the frame past a phone's screen.
        className="relative h-[62vh] max-h-[34rem] overflow-hidden rounded border border-ink/20 sm:h-auto sm:max-h-none sm:[aspect-ratio:var(--map-shape)]"
        style={{ '--map-shape': `${whole.width} / ${whole.height}` } as React.CSSProperties}
      >
        <svg
          viewBox={`${shown.x} ${shown.y} ${shown.width} ${shown.height}`}
          className="absolute inset-0 h-full w-full touch-none select-none"
          style={{ background: SEA }}
          role="group"
          aria-label="Map of the Caribbean"
          ref={svg}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endPointer}
          onPointerLeave={endPointer}
          onPointerCancel={endPointer}
        >
          <defs>
            {(['move', 'support', 'retreat'] as const).map((kind) => (
              <marker key={kind} id={`arrow-${kind}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                <path d="M0,0L10,5L0,10Z" fill="context-stroke" />
              </marker>
            ))}
            {coast && (
              <>
                <clipPath id="dip-land">
                  <path d={coast.land} clipRule="evenodd" />
                </clipPath>
                <clipPath id="dip-sea">
                  <path d={`M${whole.x - 2000},${whole.y - 2000}h${whole.width + 4000}v${whole.height + 4000}h${-whole.width - 4000}Z${coast.land}`} clipRule="evenodd" />
                </clipPath>
              </>
            )}
          </defs>
          <rect x={whole.x - 2000} y={whole.y - 2000} width={whole.width + 4000} height={whole.height + 4000} fill={SEA} />
          {coast && <path d={coast.land} fill={LAND} fillRule="evenodd" />}
          {territories.map((t) => {
            const cell = geometry.byName.get(key(t.name))!;
            return (
              <path
                key={t.name}
                d={cell.path}
                data-cell={t.name}
                clipPath={coast ? `url(#dip-${cell.kind})` : undefined}
                fill={cellFill(t.name, t.supplyCenter)}
                stroke={cell.kind === 'land' ? '#b3a173' : '#86a9c2'}
                strokeWidth={1}
                strokeDasharray={cell.kind === 'land' ? '3 3' : undefined}
                vectorEffect="non-scaling-stroke"
                onClick={onTerritory ? () => choose(t.name) : undefined}
                className={onTerritory ? 'cursor-pointer' : undefined}
              />
            );
          })}
          {coast && <path d={coast.land} fill="none" stroke="#8a7a55" strokeWidth={1.2} vectorEffect="non-scaling-stroke" pointerEvents="none" />}
          {territories
            .filter((t) => t.supplyCenter)
            .map((t) => {
              const owner = ownerOf.get(key(t.name));
              return (
                <g key={`sc-${t.name}`} pointerEvents="none" data-centre={t.name}>
                  <circle cx={t.x + 14 * k} cy={t.y - 12 * k} r={6 * k} fill={powerColour(owner)} stroke="#14213d" strokeWidth={1.2 * k} />
                  {t.treasure && (
                    <path d={`M${t.x + 10.5 * k},${t.y - 15.5 * k}l${7 * k},${7 * k}m0,${-7 * k}l${-7 * k},${7 * k}`} stroke="#8b1e1e" strokeWidth={2.2 * k} strokeLinecap="round" />
                  )}
                  <title>{`${named(t.name)}: ${t.treasure ? 'treasure' : 'supply'} centre${owner ? ` of ${displayName(owner)}` : ', neutral'}`}</title>
                </g>
              );
            })}
          {hurricane && at(hurricane) && (
            <g pointerEvents="none" data-hurricane={hurricane}>
              <circle cx={at(hurricane)!.x} cy={at(hurricane)!.y} r={20 * k} fill="#5d6d7e22" stroke="#5d6d7e" strokeWidth={3 * k} strokeDasharray={`${8 * k} ${4 * k}`} />
              <HurricaneMark x={at(hurricane)!.x} y={at(hurricane)!.y} r={12 * k} />
              <title>{`Hurricane in ${named(hurricane)}`}</title>
            </g>
          )}
          {actOn.map((name) => {
            const p = at(name);
            return p ? (
              <circle key={`act-${name}`} cx={p.x} cy={p.y} r={21 * k} fill="none" stroke="#b8860b" strokeWidth={3 * k} strokeDasharray={`${5 * k} ${3 * k}`} pointerEvents="none" data-act-on={name} />
            ) : null;
          })}
          {arrows.map((a, i) => {
            const from = at(a.from);
            const to = at(a.to);
            const line = from && to ? arrowLine(from, to, 14 * k) : null;
            if (!line) return null;
            const colour = a.success === false ? '#b3261e' : a.kind === 'support' ? '#2f7d4a' : '#14213d';
            return (
              <line
                key={`arrow-${i}`}
                {...line}
                stroke={colour}
                strokeWidth={3 * k}
                strokeDasharray={a.kind === 'support' ? `${6 * k} ${4 * k}` : a.success === false ? `${2 * k} ${4 * k}` : undefined}
                markerEnd={`url(#arrow-${a.kind})`}
                pointerEvents="none"
                data-arrow={`${a.from}>${a.to}`}
              />
            );
          })}
          {units.map((u) => {
            const point = at(u.at);
            if (!point) return null;
            const p = u.dislodged ? { x: point.x + unitSize * 1.2, y: point.y + unitSize * 1.2 } : point;
            const own = mine != null && key(u.power) === key(mine);
            return (
              <g
                key={`unit-${u.dislodged ? 'dislodged-' : ''}${u.at}`}
                pointerEvents="none"
                data-unit={u.dislodged ? undefined : u.at}
                data-dislodged={u.dislodged ? u.at : undefined}
                data-type={u.type}
                data-own={own ? '' : undefined}
                opacity={u.pending ? 0.65 : 1}
              >
                {own && <path d={unitPath(u.type, p, unitSize)} fill="none" stroke="#ffd34d" strokeWidth={8 * k} strokeLinejoin="round" />}
                <path
                  d={unitPath(u.type, p, unitSize)}
                  fill={powerColour(u.power)}
                  stroke={u.dislodged ? '#b3261e' : '#14213d'}
                  strokeWidth={(own || u.dislodged ? 2.5 : 1.5) * k}
                  strokeDasharray={u.pending || u.dislodged ? `${4 * k} ${3 * k}` : undefined}
                  strokeLinejoin="round"
                />
                <title>{`${u.pending ? 'To be built: ' : u.dislodged ? 'Dislodged, must retreat or disband: ' : ''}${displayName(u.power)} ${u.type} in ${named(u.at)}`}</title>
              </g>
            );
          })}
          <g pointerEvents="none" fontFamily={LABEL_FONT} fontSize={fontSize} fill="#14213d">
            {labels.map((l) => (
              <text
                key={`label-${l.name}`}
                x={l.x}
                y={l.y}
                textAnchor={l.anchor}
                dominantBaseline="central"
                stroke="#f7f3ea"
                strokeWidth={fontSize * 0.28}
                strokeLinejoin="round"
                paintOrder="stroke"
                data-label={l.name}
              >
                {l.text}
              </text>
            ))}
          </g>
          {/* Tap targets on each territory's point, above everything drawn there, each cut to its own cell. */}
          <defs>
            {territories.map((t, i) => (
              <clipPath key={`hit-clip-${t.name}`} id={`hit-clip-${i}`}>
                <path d={geometry.byName.get(key(t.name))!.tap} />
              </clipPath>
            ))}
          </defs>
          {territories.map((t, i) => {
            const isTarget = targetSet.has(key(t.name));
            return (
              <circle
                key={`hit-${t.name}`}
                cx={t.x}
                cy={t.y}
                r={Math.max(12, TAP_RADIUS_PX / scale)}
                clipPath={`url(#hit-clip-${i})`}
                fill="transparent"
                data-territory={t.name}
                data-target={isTarget ? '' : undefined}
                role={onTerritory ? 'button' : undefined}
                aria-label={named(t.name)}
                tabIndex={onTerritory && (isTarget || units.some((u) => key(u.at) === key(t.name)) || actOn.some((a) => key(a) === key(t.name))) ? 0 : undefined}
                onClick={onTerritory ? () => choose(t.name) : undefined}
                onKeyDown={onTerritory ? (e) => (e.key === 'Enter' || e.key === ' ') && onTerritory(t.name) : undefined}
                className={onTerritory ? 'cursor-pointer' : undefined}
              >
                <title>{named(t.name)}</title>
              </circle>
            );
          })}
        </svg>
      </div>
      {panel}
      <MapLegend powers={powers} units={units} owners={owners} mine={mine} />
    </div>
  );
}

function MapButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="min-h-11 min-w-11 rounded border border-ink/30 bg-white px-3 text-sm font-semibold shadow-sm hover:border-brass"
    >
      {children}
    </button>
  );
}

/** A hurricane: a dot with two curled arms, the weather map's sign. */
function HurricaneMark({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g stroke="#4a5866" strokeWidth={r * 0.28} fill="none" strokeLinecap="round">
      <circle cx={x} cy={y} r={r * 0.3} fill="#4a5866" />
      <path d={`M${x},${y - r * 0.3}C${x - r * 0.2},${y - r},${x + r * 0.7},${y - r},${x + r},${y - r * 0.6}`} />
      <path d={`M${x},${y + r * 0.3}C${x + r * 0.2},${y + r},${x - r * 0.7},${y + r},${x - r},${y + r * 0.6}`} />
    </g>
  );
}

/** What the colours and shapes mean: powers in play, unit types, centres, the hurricane, the player's own units. */
function MapLegend({ powers: all, units, owners, mine }: { powers: readonly string[]; units: readonly MapUnit[]; owners: Readonly<Record<string, string>>; mine?: string | null }) {
  const present = new Set([...units.map((u) => u.power), ...Object.values(owners)].map(key));
  const powers = all.filter((p) => present.has(key(p)));
  const swatch = (children: ReactNode) => (
    <svg viewBox="-16 -16 32 32" className="inline-block h-5 w-5 shrink-0 align-middle" aria-hidden="true">
      {children}
    </svg>
  );
  return (
    <details open className="rounded border border-ink/15 bg-white/60 px-3 py-2 text-sm" data-testid="map-legend">
      <summary className="cursor-pointer font-semibold">Legend</summary>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <li className="flex items-center gap-1">
          {swatch(<path d={unitPath('clipper', { x: 0, y: 0 }, 11)} fill="#fff" stroke="#14213d" strokeWidth={1.5} />)} Clipper: moves up to two places
        </li>
        <li className="flex items-center gap-1">
          {swatch(<path d={unitPath('frigate', { x: 0, y: 0 }, 9)} fill="#fff" stroke="#14213d" strokeWidth={1.5} />)} Frigate: one place, attacks at 1.5
        </li>
        {mine && (
          <li className="flex items-center gap-1">
            {swatch(<path d={unitPath('clipper', { x: 0, y: 0 }, 9)} fill={powerColour(mine)} stroke="#ffd34d" strokeWidth={4} paintOrder="stroke" />)} Your units (gold outline)
          </li>
        )}
        <li className="flex items-center gap-1">
          {swatch(<path d={unitPath('clipper', { x: 0, y: 0 }, 10)} fill="#fff" stroke="#b3261e" strokeWidth={2.5} strokeDasharray="4 3" />)} Dislodged: retreats or disbands
        </li>
        <li className="flex items-center gap-1">
          {swatch(<circle r={7} fill="#e8e1cf" stroke="#14213d" strokeWidth={1.5} />)} Supply centre, in its owner&apos;s colour (pale: neutral)
        </li>
        <li className="flex items-center gap-1">
          {swatch(
            <>
              <circle r={7} fill="#e8e1cf" stroke="#14213d" strokeWidth={1.5} />
              <path d="M-4,-4l8,8m0,-8l-8,8" stroke="#8b1e1e" strokeWidth={2.5} strokeLinecap="round" />
            </>,
          )}{' '}
          Treasure centre: a unit there may change type in winter
        </li>
        <li className="flex items-center gap-1">
          {swatch(<HurricaneMark x={0} y={0} r={11} />)} Hurricane: in autumn it sinks the units where it goes
        </li>
        <li className="flex items-center gap-1">
          {swatch(<circle r={11} fill="none" stroke="#b8860b" strokeWidth={3} strokeDasharray="5 3" />)} Yours to order now
        </li>
      </ul>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1" aria-label="Powers">
        {powers.map((p) => (
          <li key={p} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm border border-ink/40" style={{ background: powerColour(p) }} />
            {displayName(p)}
            {mine && key(p) === key(mine) ? ' (you)' : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Text width in map units at `size`, measured by the browser in the labels' font; an estimate before it can. */
function textMeasure(size: number): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * size * 0.62;
  // Measured at a large size and scaled, so rounding at small sizes does not under-measure.
  context.font = `100px ${LABEL_FONT}`;
  return (text) => (context.measureText(text).width / 100) * size * 1.04;
}
