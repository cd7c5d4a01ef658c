/** Small statistics for the measuring scripts (scripts/perf/perf.ts, bench/steps.bench.ts). */

/**
 * The `p`-th percentile (0..100) of `values` by linear interpolation between the closest ranks (p50 of
 * [1, 2, 3, 4] is 2.5); NaN for no values. Does not change `values`.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** The median of `values` (the p50 of {@link percentile}). */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A plain-text table: a header row, a rule, then the rows, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
