import type { GraphModel } from './graph-model';
import type { PlacedNode } from './layout-graph';

/**
 * The smallest zoom the graph is ever shown at by the tool itself: its 12 px labels (line box 15.6 px) are then
 * drawn at least 11.7 px high, readable (a person may still zoom out with the controls).
 */
export const MIN_READABLE_ZOOM = 0.75;

/** The zoom a focus is shown at when it fits more loosely (a single step is not blown up). */
const MAX_FOCUS_ZOOM = 1;

/** Room kept around a focus, in screen pixels. */
const PADDING = 32;

/** React Flow's viewport: the drawing is translated by `x`, `y` (screen pixels) and scaled by `zoom`. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

type Box = Pick<PlacedNode, 'x' | 'y' | 'width' | 'height'>;

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boundsOf = (b: Box): Bounds => ({ left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height });
const union = (a: Bounds, b: Bounds): Bounds => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/**
 * The viewport that shows `focus` (node ids of `nodes`) in a pane of `pane` pixels, never below
 * MIN_READABLE_ZOOM: `primary` (else the focus's first known node) always, then the other focus nodes nearest
 * to it first, each as long as all taken still fit the pane at the readable zoom (the layout is wide: a step's
 * next steps may lie thousands of pixels apart). The nodes taken are centred at the zoom that fits them, at
 * most 1. Null when no focus node is known or the pane has no size yet. Pure.
 */
export function focusViewport(
  nodes: readonly (Box & { id: string })[],
  focus: readonly string[],
  pane: { width: number; height: number },
  primary?: string,
): Viewport | null {
  if (pane.width <= 0 || pane.height <= 0) return null;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const boxes = focus.flatMap((id) => byId.get(id) ?? []);
  const first = (primary ? byId.get(primary) : undefined) ?? boxes[0];
  if (!first) return null;
  const room = { width: (pane.width - 2 * PADDING) / MIN_READABLE_ZOOM, height: (pane.height - 2 * PADDING) / MIN_READABLE_ZOOM };
  const from = centre(first);
  const distance = (b: Box) => Math.hypot(centre(b).x - from.x, centre(b).y - from.y);
  let shown = boundsOf(first);
  for (const box of [...boxes].sort((a, b) => distance(a) - distance(b))) {
    const wider = union(shown, boundsOf(box));
    if (wider.right - wider.left <= room.width && wider.bottom - wider.top <= room.height) shown = wider;
  }
  const fit = Math.min((pane.width - 2 * PADDING) / (shown.right - shown.left), (pane.height - 2 * PADDING) / (shown.bottom - shown.top));
  const zoom = Math.min(MAX_FOCUS_ZOOM, Math.max(MIN_READABLE_ZOOM, fit));
  const cx = (shown.left + shown.right) / 2;
  const cy = (shown.top + shown.bottom) / 2;
  return { x: pane.width / 2 - cx * zoom, y: pane.height / 2 - cy * zoom, zoom };
}

/** A step and the steps its event rules lead to (its next steps): what the graph shows around the current step. */
export function stepAndNext(model: Pick<GraphModel, 'edges'>, stepId: string): string[] {
  const next = model.edges.filter((e) => e.source === stepId && !e.guard && e.target !== stepId).map((e) => e.target);
  return [stepId, ...new Set(next)];
}

/**
 * The steps a search names: those whose id or route contains every word of `query` (case-insensitive), an
 * exact id first, then in the model's order. Empty for a blank query.
 */
export function matchSteps(nodes: readonly { id: string; route: string }[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = nodes.filter((n) => words.every((w) => `${n.id} ${n.route}`.toLowerCase().includes(w))).map((n) => n.id);
  const exact = query.trim().toLowerCase();
  return [...hits.filter((id) => id.toLowerCase() === exact), ...hits.filter((id) => id.toLowerCase() !== exact)];
}
