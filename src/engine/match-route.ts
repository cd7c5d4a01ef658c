import { expandFlow } from './expand-flow';
import type { Flow, Step } from './types';

interface Segment {
  literal?: string;
  param?: string;
  optional?: boolean;
}

function segments(route: string): Segment[] {
  return route
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? { param: s.replace(/^:|\?$/g, ''), optional: s.endsWith('?') } : { literal: s }));
}

function matchOne(want: readonly Segment[], got: readonly string[]): Record<string, string> | null {
  if (got.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i];
    if (g === undefined) {
      if (w.param && w.optional) continue;
      return null;
    }
    if (w.literal !== undefined) {
      if (w.literal !== g) return null;
    } else if (w.param) {
      try {
        params[w.param] = decodeURIComponent(g);
      } catch {
        return null;
      }
    }
  }
  return params;
}

/**
 * Finds the step whose route matches a pathname (trailing slash ignored; literal routes win over
 * parameterised ones, then declaration order). Returns null when none matches.
 */
export function matchRoute(written: Flow, pathname: string): { step: Step; params: Record<string, string> } | null {
  const got = pathname.split('/').filter(Boolean);
  const { literal, parameterised } = routesOf(expandFlow(written));
  // A literal route matches only its own path: one look-up, whatever the flow's size.
  const step = literal.get(got.join('/'));
  if (step) return { step, params: {} };
  for (const { step, want } of parameterised) {
    const params = matchOne(want, got);
    if (params) return { step, params };
  }
  return null;
}

interface RouteTable {
  /** Steps of literal routes by their segments joined with "/" (the first declared wins). */
  literal: ReadonlyMap<string, Step>;
  /** Routes with parameters, parsed, in declaration order. */
  parameterised: readonly { step: Step; want: readonly Segment[] }[];
}

/** Each expanded flow's routes, parsed once (a flow is never changed once expanded). */
const routeTables = new WeakMap<Flow, RouteTable>();

function routesOf(flow: Flow): RouteTable {
  let table = routeTables.get(flow);
  if (!table) {
    const literal = new Map<string, Step>();
    const parameterised: { step: Step; want: readonly Segment[] }[] = [];
    for (const step of flow.steps) {
      const want = segments(step.route);
      if (want.some((w) => w.param !== undefined)) parameterised.push({ step, want });
      else {
        const key = want.map((w) => w.literal).join('/');
        if (!literal.has(key)) literal.set(key, step);
      }
    }
    table = { literal, parameterised };
    routeTables.set(flow, table);
  }
  return table;
}

/** Builds a concrete path from a route and params (missing optional params are dropped), plus a query string. */
export function buildPath(route: string, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const parts: string[] = [];
  for (const seg of segments(route)) {
    if (seg.literal !== undefined) parts.push(seg.literal);
    else if (seg.param) {
      const v = params[seg.param];
      if (v === undefined || v === '') {
        if (seg.optional) continue;
        throw new Error(`Route ${route} needs the parameter "${seg.param}".`);
      }
      parts.push(encodeURIComponent(v));
    }
  }
  const search = new URLSearchParams(query).toString();
  return '/' + parts.join('/') + (search ? `?${search}` : '');
}
