/** Undo/redo over immutable values; the builder keeps fleets in it. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * The kind of the last step when it may absorb the next one (typing into one field): keystrokes in the fleet's
   * name or total are one step to undo, not one per key. Any other step, undo or redo ends the run.
   */
  typing?: string;
}

/** Enough for any building session; older steps are dropped so a long session cannot grow without bound. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records a new present; a change equal to the present is not a step. Any redo branch is discarded. */
export function record<T>(h: History<T>, next: T, same: (a: T, b: T) => boolean = Object.is, typing?: string): History<T> {
  if (same(h.present, next)) return h;
  if (typing !== undefined && h.typing === typing && h.past.length > 0) return { past: h.past, present: next, future: [], typing };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], typing };
}

/** Ends a run of typing, so the next keystroke in the same field is a new step (the field lost focus). */
export function endTyping<T>(h: History<T>): History<T> {
  return h.typing === undefined ? h : { past: h.past, present: h.present, future: h.future };
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
