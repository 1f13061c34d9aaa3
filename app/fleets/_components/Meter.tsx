/** A labelled used-of-limit bar; over the limit it turns red and says so in words, not only colour. */
export function Meter({ label, used, limit, unit, testId }: { label: string; used: number; limit: number; unit?: string; testId?: string }) {
  const over = used > limit;
  const share = limit > 0 ? Math.min(1, used / limit) : used > 0 ? 1 : 0;
  return (
    <div className="min-w-0 text-xs" data-testid={testId} data-over={over}>
      <div className="flex justify-between gap-2">
        <span className="text-ink/70">{label}</span>
        <span className={over ? 'font-bold text-red-800' : 'font-semibold'}>
          {used} / {limit}
          {unit ? ` ${unit}` : ''}
          {over && ' — over'}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        className="mt-0.5 h-1.5 overflow-hidden rounded bg-ink/10"
      >
        <div className={`h-full ${over ? 'bg-red-700' : 'bg-sea'}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
