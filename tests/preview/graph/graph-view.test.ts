import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../src/engine';
import { graphModel } from '../../../preview/graph/graph-model';
import { focusViewport, matchSteps, MIN_READABLE_ZOOM, stepAndNext } from '../../../preview/graph/graph-view';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from '../../../preview/graph/layout-graph';

const flow = JSON.parse(readFileSync(join(import.meta.dirname, '../../../flows/booking.flow.json'), 'utf8')) as Flow;
const model = graphModel(flow);
const layout = layoutGraph(model);
/** The graph's pane at the tool's width of 1280 px (the app's frame beside it). */
const PANE = { width: 850, height: 520 };

/** Where a node is drawn on screen under a viewport. */
function onScreen(id: string, view: { x: number; y: number; zoom: number }) {
  const n = layout.nodes.find((node) => node.id === id)!;
  return { left: n.x * view.zoom + view.x, top: n.y * view.zoom + view.y, right: (n.x + n.width) * view.zoom + view.x, bottom: (n.y + n.height) * view.zoom + view.y };
}
const inPane = (box: ReturnType<typeof onScreen>) => box.left >= 0 && box.top >= 0 && box.right <= PANE.width && box.bottom <= PANE.height;

const node = (id: string, x: number, y: number) => ({ id, x, y, width: NODE_WIDTH, height: NODE_HEIGHT });

describe('focusViewport (the graph’s readable view)', () => {
  it('shows the place step and the next steps nearest to it, never below the readable zoom (labels ≥ 10 px)', () => {
    const view = focusViewport(layout.nodes, stepAndNext(model, 'place'), PANE, 'place')!;
    expect(view.zoom).toBeGreaterThanOrEqual(MIN_READABLE_ZOOM);
    // 12 px labels, line box 1.3: drawn at least 10 px high.
    expect(12 * 1.3 * view.zoom).toBeGreaterThanOrEqual(10);
    expect(inPane(onScreen('place', view))).toBe(true);
    const shown = stepAndNext(model, 'place').filter((id) => inPane(onScreen(id, view)));
    expect(shown.length).toBeGreaterThanOrEqual(2);
  });

  it('zooms no further in than 1 for a single step, and centres it', () => {
    const view = focusViewport([node('a', 100, 200)], ['a'], PANE)!;
    expect(view.zoom).toBe(1);
    const box = { left: 100 + view.x, top: 200 + view.y };
    expect(box.left + NODE_WIDTH / 2).toBeCloseTo(PANE.width / 2);
    expect(box.top + NODE_HEIGHT / 2).toBeCloseTo(PANE.height / 2);
  });

  it('keeps the primary step in view and leaves out focus steps too far away to fit at the readable zoom', () => {
    const nodes = [node('far', 5000, 0), node('primary', 0, 0), node('near', 400, 0)];
    const view = focusViewport(nodes, ['far', 'primary', 'near'], PANE, 'primary')!;
    expect(view.zoom).toBeGreaterThanOrEqual(MIN_READABLE_ZOOM);
    const at = (id: string) => {
      const n = nodes.find((x) => x.id === id)!;
      return { left: n.x * view.zoom + view.x, top: view.y, right: (n.x + n.width) * view.zoom + view.x, bottom: NODE_HEIGHT * view.zoom + view.y };
    };
    expect(inPane(at('primary'))).toBe(true);
    expect(inPane(at('near'))).toBe(true);
    expect(inPane(at('far'))).toBe(false);
  });

  it('gives no view before the pane has a size or for unknown steps', () => {
    expect(focusViewport(layout.nodes, ['place'], { width: 0, height: 0 })).toBeNull();
    expect(focusViewport(layout.nodes, ['no-such-step'], PANE)).toBeNull();
  });
});

describe('stepAndNext', () => {
  it('lists a step, then the steps its event rules lead to, once each and without guard redirects', () => {
    const ids = stepAndNext(model, 'home');
    expect(ids[0]).toBe('home');
    expect(ids).toContain('begin');
    expect(new Set(ids).size).toBe(ids.length);
    const guardOnly = model.edges.filter((e) => e.source === 'simple' && e.guard).map((e) => e.target);
    const eventTargets = new Set(model.edges.filter((e) => e.source === 'simple' && !e.guard).map((e) => e.target));
    for (const target of guardOnly.filter((t) => !eventTargets.has(t))) expect(stepAndNext(model, 'simple')).not.toContain(target);
  });
});

describe('matchSteps (Find a step)', () => {
  const nodes = [
    { id: 'schedule', route: '/pricing/schedule' },
    { id: 'reschedule-link', route: '/reschedule/:customerId/:swId/:newDate?' },
    { id: 'finished', route: '/pricing/finished' },
  ];
  it('matches ids and routes case-insensitively, every word, the exact id first', () => {
    expect(matchSteps(nodes, 'SCHEDULE')).toEqual(['schedule', 'reschedule-link']);
    expect(matchSteps(nodes, 'pricing fin')).toEqual(['finished']);
    expect(matchSteps(nodes, '/reschedule/')).toEqual(['reschedule-link']);
  });
  it('matches nothing for a blank query or an unknown word', () => {
    expect(matchSteps(nodes, '  ')).toEqual([]);
    expect(matchSteps(nodes, 'nope')).toEqual([]);
  });
});
