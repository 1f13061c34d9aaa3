'use client';

/** On screen only: print, or go back to the fleet. */
export function PrintControls({ back }: { back: string }) {
  return (
    <div className="tap-targets mx-auto mb-3 flex max-w-3xl items-center gap-3 print:hidden">
      <button type="button" onClick={() => window.print()} className="rounded bg-sea px-4 py-2 font-semibold text-white">
        Print
      </button>
      <a href={back} className="tap text-sea underline">
        Back to the fleet
      </a>
    </div>
  );
}
