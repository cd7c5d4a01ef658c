import type { Flow } from '../../src/engine';
import type { ConfigRecord } from './analysis-types';

/** Answers kept per flow object; beyond this many configurations per flow, the oldest is dropped. */
const LIMIT = 64;

/** A stable text of a configuration (keys sorted at every level), so equal configurations share a cache entry. */
function configKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(configKey).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${configKey((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Memoises `fn(flow, config, provider)` per flow object, configuration value and provider name, keeping the last {@link LIMIT}
 * configurations per flow. The answer is shared: callers must not change it.
 */
export function memoPerConfig<R>(fn: (flow: Flow, config: ConfigRecord, provider: string) => R): (flow: Flow, config: ConfigRecord, provider?: string) => R {
  const caches = new WeakMap<Flow, Map<string, R>>();
  return (flow, config, provider = '') => {
    let cache = caches.get(flow);
    if (!cache) caches.set(flow, (cache = new Map()));
    const key = `${provider}|${configKey(config)}`;
    if (cache.has(key)) return cache.get(key)!;
    const result = fn(flow, config, provider);
    cache.set(key, result);
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value as string);
    return result;
  };
}
