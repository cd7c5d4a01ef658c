import type { TransitionSample } from '../../bench/steps.bench';

/** The long tasks of some samples by kind, most frequent first: `click event ×3 ≤ 83 ms, rendering ×1 ≤ 62 ms`. */
export function longTasksByKind(samples: readonly TransitionSample[]): string {
  const kinds = new Map<string, { count: number; longest: number }>();
  for (const s of samples) {
    s.longTasks.forEach((duration, i) => {
      const kind = s.longTaskKinds?.[i] ?? 'unnamed';
      const k = kinds.get(kind) ?? { count: 0, longest: 0 };
      kinds.set(kind, { count: k.count + 1, longest: Math.max(k.longest, duration) });
    });
  }
  const sorted = [...kinds].sort((a, b) => b[1].count - a[1].count || b[1].longest - a[1].longest);
  return sorted.map(([kind, k]) => `${kind} ×${k.count} ≤ ${Math.round(k.longest)} ms`).join(', ') || '—';
}
