/**
 * The part of the map the frame shows (an SVG view box), as pure steps: fit it to some points (the player's own
 * units, so a phone opens on them rather than on the Gulf of Mexico), zoom about its centre, pan by a drag. The view
 * always keeps the frame's aspect ratio, never gets narrower than `MIN_WIDTH` map units nor wider than the whole map,
 * and never drifts off the map.
 */

export type ViewBox = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

/** Narrowest view: a handful of neighbouring territories. */
export const MIN_WIDTH = 160;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** `view` moved (not resized) so that it stays within `whole` where it can, centred on it where it is larger. */
function keepOn(view: ViewBox, whole: ViewBox): ViewBox {
  const x = view.width >= whole.width ? whole.x + (whole.width - view.width) / 2 : clamp(view.x, whole.x, whole.x + whole.width - view.width);
  const y = view.height >= whole.height ? whole.y + (whole.height - view.height) / 2 : clamp(view.y, whole.y, whole.y + whole.height - view.height);
  return { ...view, x, y };
}

/** `width` within the limits: no narrower than MIN_WIDTH, no wider than the whole map in the frame's shape. */
const limitWidth = (width: number, aspect: number, whole: ViewBox) => clamp(width, MIN_WIDTH, Math.max(whole.width, whole.height * aspect));

/** A view of `width` centred on `centre`, with the frame's aspect ratio (width / height), kept on the map. */
function centred(centre: Point, width: number, aspect: number, whole: ViewBox): ViewBox {
  const w = limitWidth(width, aspect, whole);
  const h = w / aspect;
  return keepOn({ x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h }, whole);
}

/** The whole map, letterboxed to the frame's aspect ratio. */
export function wholeView(whole: ViewBox, aspect: number): ViewBox {
  const width = Math.max(whole.width, whole.height * aspect);
  return centred({ x: whole.x + whole.width / 2, y: whole.y + whole.height / 2 }, width, aspect, whole);
}

/** The smallest view showing every point with `margin` around, or the whole map when there are no points. */
export function fitView(points: readonly Point[], whole: ViewBox, aspect: number, margin = 60): ViewBox {
  if (points.length === 0) return wholeView(whole, aspect);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs) - margin, Math.max(...xs) + margin, Math.min(...ys) - margin, Math.max(...ys) + margin];
  const width = Math.max(x1 - x0, (y1 - y0) * aspect);
  return centred({ x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, width, aspect, whole);
}

/** Zoomed in by `factor` (above 1) or out (below 1) about the view's centre. */
export function zoomView(view: ViewBox, factor: number, whole: ViewBox): ViewBox {
  return centred({ x: view.x + view.width / 2, y: view.y + view.height / 2 }, view.width / factor, view.width / view.height, whole);
}

/** Zoomed by `factor` about `at`, a map point that stays where it is on screen (under the fingers of a pinch). */
export function zoomViewAt(view: ViewBox, factor: number, at: Point, whole: ViewBox): ViewBox {
  const aspect = view.width / view.height;
  const width = limitWidth(view.width / factor, aspect, whole);
  const ratio = width / view.width;
  return keepOn({ x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio, width, height: width / aspect }, whole);
}

/** Moved by (dx, dy) map units, as a drag moves it. */
export function panView(view: ViewBox, dx: number, dy: number, whole: ViewBox): ViewBox {
  return keepOn({ ...view, x: view.x + dx, y: view.y + dy }, whole);
}
