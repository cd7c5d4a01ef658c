import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../src/engine';
import { graphModel } from '../../../preview/graph/graph-model';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH, readingOrder, type GraphLayout } from '../../../preview/graph/layout-graph';

const flow = JSON.parse(readFileSync(join(import.meta.dirname, '../../../flows/booking.flow.json'), 'utf8')) as Flow;
const model = graphModel(flow);
const lr = layoutGraph(model);
const tb = layoutGraph(model, 'TB');

/** The zoom at which the whole drawing fits a pane of the preview's size. */
const fitZoom = (l: GraphLayout, width = 1280, height = 520) => Math.min(width / l.width, height / l.height);

describe('layoutGraph on the booking flow', () => {
  it('places every node at a finite, distinct place with the fixed size', () => {
    expect(lr.nodes).toHaveLength(model.nodes.length);
    const places = new Set<string>();
    for (const n of lr.nodes) {
      expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
      expect([n.width, n.height]).toEqual([NODE_WIDTH, NODE_HEIGHT]);
      places.add(`${n.x},${n.y}`);
    }
    expect(places.size).toBe(lr.nodes.length);
  });

  it('does not overlap nodes', () => {
    for (const a of lr.nodes) {
      for (const b of lr.nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  it('routes every edge with finite points and a labelled place for its rule ids', () => {
    expect(lr.edges).toHaveLength(model.edges.length);
    for (const e of lr.edges) {
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      for (const p of e.points) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
      expect(e.label.text).toBe(e.ruleIds.join(', '));
      expect(Number.isFinite(e.label.x) && Number.isFinite(e.label.y) && e.label.width > 0).toBe(true);
    }
  });

  it('reads better left to right: the drawing is wider than tall and fits a wide pane at a larger zoom', () => {
    expect(lr.direction).toBe('LR');
    expect(lr.width).toBeGreaterThan(lr.height);
    expect(fitZoom(lr)).toBeGreaterThan(fitZoom(tb));
  });

  it('is deterministic', () => {
    expect(layoutGraph(model)).toEqual(lr);
  });
});

describe('readingOrder', () => {
  it('orders the booking from its start to its goal', () => {
    const order = readingOrder(model);
    expect(order.size).toBe(model.nodes.length);
    const booking = ['home', 'begin', 'place', 'vehicle', 'services', 'schedule', 'finished'];
    for (let i = 1; i < booking.length; i += 1) expect(order.get(booking[i - 1]!)!, booking[i]).toBeLessThan(order.get(booking[i]!)!);
  });

  it('lays the booking out from the start onwards', () => {
    const x = (id: string) => lr.nodes.find((n) => n.id === id)!.x;
    expect(x('home')).toBeLessThan(x('begin'));
    expect(x('begin')).toBeLessThan(x('place'));
    expect(x('schedule')).toBeLessThan(x('finished'));
  });

  it('turns the routes of reversed edges back: each route starts at its source', () => {
    for (const e of lr.edges.filter((edge) => edge.source !== edge.target)) {
      const source = lr.nodes.find((n) => n.id === e.source)!;
      const target = lr.nodes.find((n) => n.id === e.target)!;
      const [first] = e.points;
      const last = e.points[e.points.length - 1]!;
      const distance = (p: { x: number; y: number }, n: typeof source) => Math.hypot(p.x - (n.x + n.width / 2), p.y - (n.y + n.height / 2));
      expect(distance(first!, source), e.id).toBeLessThanOrEqual(distance(first!, target));
      expect(distance(last, target), e.id).toBeLessThanOrEqual(distance(last, source));
    }
  });
});
