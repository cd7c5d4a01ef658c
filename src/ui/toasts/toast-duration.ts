export type ToastKind = 'success' | 'error' | 'info';

/**
 * How long a toast stays (decisions.md OPEN-51): a duration stated for the message wins; otherwise
 * errors 5 s, successes 10 s, others 15 s.
 */
export function toastDuration(kind: ToastKind, statedMs?: number): number {
  if (statedMs !== undefined && statedMs > 0) return statedMs;
  return kind === 'error' ? 5_000 : kind === 'success' ? 10_000 : 15_000;
}
