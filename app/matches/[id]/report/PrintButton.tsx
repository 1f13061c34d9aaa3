'use client';

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded border border-ink/30 bg-white px-3 py-1 text-sm print:hidden" data-testid="print-report">
      Print
    </button>
  );
}
