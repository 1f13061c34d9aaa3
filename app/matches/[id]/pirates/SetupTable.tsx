'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { rolledWords } from '@/lib/pirates/log';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import { useRef, useState } from 'react';
import { LEG_LENGTH } from '@/lib/cards/move';
import { ISLAND_RADIUS } from '@/lib/engine/core/pieces';
import { placeProblem } from '@/lib/pirates/setup-phase';
import type { PiratesAction } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';
import { useCoarsePointer } from '@/app/matches/_lib/use-coarse-pointer';


/**
 * The set-up on the table: islands placed so far, and for the seat whose step it is, an island that follows the
 * pointer, drawn green where it may stand and red where the ruleset forbids it, with the forbidden ring round every
 * island and (where the ruleset has one) the farthest an island may stand from its nearest neighbour. A tap places
 * it; home islands are chosen from the buttons beside.
 */
export function SetupTable({ view, busy, send }: { view: PiratesView; busy: boolean; send: (a: PiratesAction) => void }) {
  const placing = view.placing!;
  const step = placing.step;
  const mine = step !== null && view.you === PIRATES_SEATS[step.by];
  const placingNow = mine && step?.kind === 'place-island';
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const coarse = useCoarsePointer();
  const [message, setMessage] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const { width, height } = placing.area;
  const rule = placing.rule;
  const r = ISLAND_RADIUS;
  const toTable = (clientX: number, clientY: number) => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
  };
  const problem = hover && placingNow ? placeProblem(placing, hover) : null;
  const fmt = (d: number) => `${d.toFixed(1)} S (${(d / LEG_LENGTH.L).toFixed(1)} L)`;
  const who = (p: number) => PIRATES_SEATS[p];
  let stepText = 'The table is ready.';
  if (step?.kind === 'place-island') stepText = `${who(step.by)} places ${step.home !== null ? `${who(step.home)}'s home island` : 'the next island'} (${placing.islands.length + 1} of ${placing.count}).`;
  if (step?.kind === 'choose-home') stepText = `${who(step.by)} chooses ${who(step.for)}'s home island.`;

  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="setup">
      <svg
        ref={svg}
        viewBox={`-0.5 -0.5 ${width + 1} ${height + 1}`}
        className="block h-[60vh] min-h-[320px] w-full touch-none select-none rounded-lg border border-ink/20 bg-[#cfe8f3]"
        role="img"
        aria-label={`Set-up table, ${width} by ${height} S: ${placing.islands.length} islands placed`}
        data-testid="setup-table"
        onPointerMove={(e) => setHover(toTable(e.clientX, e.clientY))}
        onPointerLeave={() => setHover(null)}
        onPointerUp={(e) => {
          if (!placingNow || busy) return;
          const at = toTable(e.clientX, e.clientY);
          if (!at) return;
          const why = placeProblem(placing, at);
          setMessage(why ? why.message : null);
          if (!why) send({ type: 'place-island', x: at.x, y: at.y });
        }}
      >
        <rect x={0} y={0} width={width} height={height} fill="#a9d6e5" stroke="#14213d" strokeWidth={0.04} />
        {placingNow &&
          placing.islands.map((isl, i) => (
            <g key={`limit${i}`} pointerEvents="none">
              <circle cx={isl.x} cy={isl.y} r={2 * r + rule.minGap} fill="#9b2226" fillOpacity={0.12} />
              {rule.maxGap !== null && <circle cx={isl.x} cy={isl.y} r={2 * r + rule.maxGap} fill="none" stroke="#14213d" strokeOpacity={0.35} strokeDasharray="0.2 0.15" strokeWidth={0.04} />}
            </g>
          ))}
        {placing.islands.map((isl, i) => {
          const home = placing.homes.indexOf(i);
          const seed = rule.seed !== null && i === 0;
          return (
            <g key={i}>
              <circle cx={isl.x} cy={isl.y} r={r} fill={home >= 0 ? '#d4a373' : '#e9d8a6'} stroke={home >= 0 ? seatColour(home) : '#6b705c'} strokeWidth={home >= 0 ? 0.1 : 0.04} />
              <text x={isl.x} y={isl.y + 0.1} fontSize={0.32} textAnchor="middle" fill="#14213d" fontWeight="bold">
                {seed ? 'Seed' : home >= 0 ? `${who(home)} home` : `Island ${i + 1}`}
              </text>
            </g>
          );
        })}
        {placingNow && hover && (
          <circle cx={hover.x} cy={hover.y} r={r} fill={problem ? '#9b2226' : '#2d6a4f'} fillOpacity={0.45} stroke={problem ? '#9b2226' : '#2d6a4f'} strokeWidth={0.05} pointerEvents="none" data-testid="island-ghost" />
        )}
      </svg>
      <aside className="space-y-2 rounded-lg border border-ink/20 bg-white p-3 text-sm">
        <h2 className="font-display text-lg font-bold">Setting up</h2>
        <p>
          {rolledWords(placing, who)}
        </p>
        <p className="font-semibold" data-testid="setup-step">
          {stepText}
        </p>
        <p className="text-ink/70">
          {rule.seed
            ? `Homes ${fmt(rule.seed.homeMin)} to ${fmt(rule.seed.homeMax)} from the seed island; other islands more than ${fmt(rule.minGap)} from every island and no farther from the seed than either home.`
            : `Islands at least ${fmt(rule.minGap)} apart${rule.maxGap !== null ? `, and within ${fmt(rule.maxGap)} of the nearest` : ''}, edge to edge.`}
        </p>
        {placingNow &&
          (coarse ? (
            <p data-testid="place-hint">Tap the table where the island should stand: the red circles are too close to another island, and a tap there is refused with the reason.</p>
          ) : (
            <p data-testid="place-hint">Move over the table: the island shows green where it may stand. Click to place it.</p>
          ))}
        {problem && hover && <p className="text-red-800">{problem.message}</p>}
        {message && (
          <p role="alert" className="text-red-800">
            {message}
          </p>
        )}
        {mine && step?.kind === 'choose-home' && (
          <div className="flex flex-wrap gap-2" data-testid="choose-home">
            {view.legal.map((a) =>
              a.type === 'choose-home' ? (
                <button key={a.island} type="button" disabled={busy} onClick={() => send(a)} className="min-h-11 rounded border border-ink/40 px-3 py-1 font-semibold">
                  Island {a.island + 1}
                </button>
              ) : null,
            )}
          </div>
        )}
      </aside>
    </div>
  );
}
