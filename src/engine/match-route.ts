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

function matchOne(route: string, pathname: string): Record<string, string> | null {
  const want = segments(route);
  const got = pathname.split('/').filter(Boolean);
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
  const flow = expandFlow(written);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const ordered = [...flow.steps].sort((a, b) => Number(a.route.includes(':')) - Number(b.route.includes(':')));
  for (const step of ordered) {
    const params = matchOne(step.route, path);
    if (params) return { step, params };
  }
  return null;
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
