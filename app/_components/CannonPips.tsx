import type { Cannon } from '@/lib/cards/card';

/**
 * Cannons as printed: one pip per mast showing the rank (the roll needed to hit) and range.
 * Short-range pips are filled, long-range pips outlined and wider, so a ship's reach reads at a glance;
 * screen readers get the same facts as a sentence. Printers drop background colours, so on paper a short pip is a
 * single ring and a long one a double ring, black on white, with the rank and range written in both.
 */
export function CannonPips({ cannons }: { cannons: Cannon[] }) {
  if (cannons.length === 0) return null;
  const label = cannons.map((c, i) => `mast ${i + 1}: rank ${c.rank} ${c.range === 'S' ? 'short' : 'long'} range`).join(', ');
  return (
    <div>
      <span className="sr-only">Cannons: {label}</span>
      <ol aria-hidden="true" className="flex flex-wrap gap-1">
        {cannons.map((c, i) => (
          <li
            key={i}
            className={
              c.range === 'S'
                ? 'flex h-6 min-w-6 items-center justify-center rounded-full bg-ink px-1 text-xs font-bold text-white print:border-2 print:border-black print:bg-white print:text-black'
                : 'flex h-6 min-w-9 items-center justify-center rounded-full border-2 border-ink bg-white px-1 text-xs font-bold text-ink print:border-4 print:border-double print:border-black print:text-black'
            }
          >
            {c.rank}
            {c.range}
          </li>
        ))}
      </ol>
    </div>
  );
}
