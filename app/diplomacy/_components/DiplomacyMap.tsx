'use client';

import { useMemo } from 'react';
import { arrowLine, mapGeometry, unitPath, type Placed } from '../_lib/geometry';
import { powerColour } from '../_lib/powers';

export type MapTerritory = Placed & { supplyCenter: boolean };
/** `pending`: a unit ordered built this phase, not yet on the board. */
export type MapUnit = { power: string; type: 'clipper' | 'frigate'; at: string; pending?: boolean };
export type MapArrow = { from: string; to: string; kind: 'move' | 'support' | 'retreat'; success?: boolean };

type Props = {
  territories: readonly MapTerritory[];
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
};

const key = (name: string) => name.toLowerCase();

/** The Diplomacy map as SVG: one Voronoi region per territory, centres in their owner's colour, units and orders. */
export function DiplomacyMap({ territories, units, owners, hurricane, arrows = [], selected, targets = [], mine, actOn = [], onTerritory }: Props) {
  const geometry = useMemo(() => mapGeometry(territories), [territories]);
  const ownerOf = useMemo(() => new Map(Object.entries(owners).map(([t, p]) => [key(t), p])), [owners]);
  const targetSet = new Set(targets.map(key));
  const { x, y, width, height } = geometry.viewBox;
  const at = (name: string) => geometry.byName.get(key(name))?.at;

  return (
    // On a phone the whole Caribbean is too small to tap, so the map keeps a readable width and scrolls sideways.
    <div className="overflow-x-auto rounded border border-ink/20" data-testid="map-scroller">
    <svg
      viewBox={`${x} ${y} ${width} ${height}`}
      className="h-auto w-full min-w-[56rem] select-none bg-[#cfe3ef] lg:min-w-0"
      role="group"
      aria-label="Map of the Caribbean"
    >
      <defs>
        {(['move', 'support', 'retreat'] as const).map((kind) => (
          <marker key={kind} id={`arrow-${kind}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0,0L10,5L0,10Z" fill="context-stroke" />
          </marker>
        ))}
      </defs>
      {territories.map((t) => {
        const cell = geometry.byName.get(key(t.name))!;
        const isTarget = targetSet.has(key(t.name));
        const isSelected = selected != null && key(selected) === key(t.name);
        return (
          <path
            key={t.name}
            d={cell.path}
            data-territory={t.name}
            data-target={isTarget ? '' : undefined}
            role={onTerritory ? 'button' : undefined}
            aria-label={t.name}
            tabIndex={onTerritory && (isTarget || units.some((u) => key(u.at) === key(t.name))) ? 0 : undefined}
            onClick={onTerritory ? () => onTerritory(t.name) : undefined}
            onKeyDown={onTerritory ? (e) => (e.key === 'Enter' || e.key === ' ') && onTerritory(t.name) : undefined}
            fill={isSelected ? '#f6e3b4' : isTarget ? '#bfe3c1' : ownerOf.has(key(t.name)) && t.supplyCenter ? `${powerColour(ownerOf.get(key(t.name)))}33` : '#d9e9f2'}
            stroke="#6d8ca3"
            strokeWidth={isTarget || isSelected ? 2.5 : 1}
            className={onTerritory ? 'cursor-pointer hover:brightness-95' : undefined}
          />
        );
      })}
      {territories.map((t) => (
        <text key={`label-${t.name}`} x={t.x} y={t.y + 24} textAnchor="middle" fontSize="10" fill="#14213d" pointerEvents="none">
          {t.name}
        </text>
      ))}
      {territories
        .filter((t) => t.supplyCenter)
        .map((t) => (
          <circle
            key={`sc-${t.name}`}
            cx={t.x + 14}
            cy={t.y - 12}
            r={7}
            fill={powerColour(ownerOf.get(key(t.name)))}
            stroke="#14213d"
            strokeWidth={1.2}
            pointerEvents="none"
          >
            <title>{`${t.name}: supply centre${ownerOf.get(key(t.name)) ? ` of ${ownerOf.get(key(t.name))}` : ', neutral'}`}</title>
          </circle>
        ))}
      {arrows.map((a, i) => {
        const from = at(a.from);
        const to = at(a.to);
        const line = from && to ? arrowLine(from, to) : null;
        if (!line) return null;
        const colour = a.success === false ? '#b3261e' : a.kind === 'support' ? '#2f7d4a' : '#14213d';
        return (
          <line
            key={`arrow-${i}`}
            {...line}
            stroke={colour}
            strokeWidth={3}
            strokeDasharray={a.kind === 'support' ? '6 4' : a.success === false ? '2 4' : undefined}
            markerEnd={`url(#arrow-${a.kind})`}
            pointerEvents="none"
            data-arrow={`${a.from}>${a.to}`}
          />
        );
      })}
      {actOn.map((name) => {
        const p = at(name);
        return p ? <circle key={`act-${name}`} cx={p.x} cy={p.y} r={22} fill="none" stroke="#b8860b" strokeWidth={3} strokeDasharray="5 3" pointerEvents="none" data-act-on={name} /> : null;
      })}
      {units.map((u) => {
        const p = at(u.at);
        if (!p) return null;
        const own = mine != null && key(u.power) === key(mine);
        return (
          <g key={`unit-${u.at}`} pointerEvents="none" data-unit={u.at} data-own={own ? '' : undefined} opacity={u.pending ? 0.6 : 1}>
            {own && <path d={unitPath(u.type, p, 14)} fill="none" stroke="#fff4c2" strokeWidth={7} strokeLinejoin="round" />}
            <path
              d={unitPath(u.type, p, 14)}
              fill={powerColour(u.power)}
              stroke="#14213d"
              strokeWidth={own ? 2.5 : 1.5}
              strokeDasharray={u.pending ? '4 3' : undefined}
              strokeLinejoin="round"
            />
            <title>{`${u.pending ? 'To be built: ' : ''}${u.power} ${u.type} in ${u.at}`}</title>
          </g>
        );
      })}
      {hurricane && at(hurricane) && (
        <g pointerEvents="none" data-hurricane={hurricane}>
          <circle cx={at(hurricane)!.x} cy={at(hurricane)!.y} r={16} fill="none" stroke="#5d6d7e" strokeWidth={3} strokeDasharray="8 4" />
          <text x={at(hurricane)!.x} y={at(hurricane)!.y + 5} textAnchor="middle" fontSize="16" fill="#5d6d7e">
            ꩜
          </text>
          <title>{`Hurricane in ${hurricane}`}</title>
        </g>
      )}
    </svg>
    </div>
  );
}
