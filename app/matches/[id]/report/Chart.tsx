/**
 * A line chart in plain SVG (no chart library): one line per seat over the samples after each turn, with the
 * values on a left axis and the turns along the bottom. Drawn in the seats' table colours, with a dashed line for B
 * so it reads in black and white when printed.
 */
export function LineChart({ title, labels, series, unit }: { title: string; labels: string[]; series: { name: string; values: number[]; colour: string; dashed?: boolean }[]; unit: string }) {
  // Small enough that the labels stay readable on a 375 px phone, where the chart is drawn about 340 px wide.
  const W = 400;
  const H = 180;
  const pad = { l: 30, r: 14, t: 10, b: 24 };
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  const step = labels.length > 1 ? (W - pad.l - pad.r) / (labels.length - 1) : 0;
  const x = (i: number) => pad.l + i * step;
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / top);
  const ticks = [0, Math.round(top / 2), top].filter((v, i, a) => a.indexOf(v) === i);
  // At most about eight turn labels, whatever the length of the game.
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <figure className="space-y-1 break-inside-avoid">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-md" role="img" aria-label={`${title}: ${series.map((s) => `${s.name} ends at ${s.values.at(-1) ?? 0} ${unit}`).join(', ')}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="#0b132b" strokeOpacity={0.12} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fontSize={12} fill="#0b132b">
              {v}
            </text>
          </g>
        ))}
        {labels.map((l, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            <text key={i} x={x(i)} y={H - 8} textAnchor="middle" fontSize={12} fill="#0b132b">
              {l}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <polyline key={s.name} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} fill="none" stroke={s.colour} strokeWidth={2.5} strokeDasharray={s.dashed ? '6 4' : undefined} />
        ))}
      </svg>
      <p className="flex gap-4 text-xs">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1">
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" x2="24" y1="4" y2="4" stroke={s.colour} strokeWidth={2.5} strokeDasharray={s.dashed ? '6 4' : undefined} />
            </svg>
            {s.name}
          </span>
        ))}
      </p>
    </figure>
  );
}
