/**
 * Where a Lighthouse run's simulated LCP went (issue 28, `npm run perf -- --why`): Lighthouse's simulated throttling
 * (Lantern) replays the run's requests and main-thread tasks on a slow 4G network and a 4× slower CPU; LCP is the
 * mean of an optimistic and a pessimistic simulation. For each, this follows the critical path back from the node
 * that ended last: at every step the dependency that ended last.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

type Node = Lantern.Graph.Node;

/** A node as one line: a request's path, or a task's longest events (with its observed, unthrottled duration). */
function describe(node: Node): string {
  if (node.type === 'network') return `request ${node.request.url.replace(/^[a-z]+:\/\/[^/]+/, '')}`;
  const events = node.childEvents
    .filter((e) => (e.dur ?? 0) > 1000)
    .slice(0, 3)
    .map((e) => {
      const data = (e.args as { data?: { url?: string; functionName?: string } } | undefined)?.data;
      return `${e.name}${data?.url ? `(${data.url.replace(/^.*\//, '')})` : ''}${data?.functionName ? `[${data.functionName}]` : ''}`;
    });
  return `task ${events.join(', ') || '(short events)'} — ${(node.duration / 1000).toFixed(1)} ms observed`;
}

/**
 * The critical paths of the last Lighthouse run's LCP simulations, one block per simulation (optimistic,
 * pessimistic), each line `start–end ms` in simulated time. Call right after the run: the next one replaces them.
 */
export function lcpCriticalPaths(): string[] {
  const lines: string[] = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint$/.test(label)) continue;
    let last: Node | undefined;
    for (const [node, t] of timings) if (!last || t.endTime > timings.get(last)!.endTime) last = node;
    const path: string[] = [];
    for (let node = last; node; ) {
      const t = timings.get(node)!;
      path.unshift(`    ${t.startTime.toFixed(0).padStart(5)}–${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node)}`);
      node = node
        .getDependencies()
        .filter((d) => timings.has(d))
        .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
    }
    lines.push(`  ${label} (${timings.size} nodes):`, ...path);
  }
  return lines;
}

/**
 * The main-thread tasks of the last run's pessimistic TBT simulation that block (over 50 ms at the simulated 4×
 * CPU), in simulated time: what `--why` prints under TBT. Lighthouse's own injected scripts show as
 * `_lighthouse-eval.js`.
 */
export function blockingTasks(): string[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticTotalBlockingTime');
  if (!timings) return [];
  const lines = ['  pessimisticTotalBlockingTime, tasks over 50 ms:'];
  for (const [node, t] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === 'network' || t.endTime - t.startTime <= 50) continue;
    lines.push(`    ${t.startTime.toFixed(0).padStart(5)}–${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node)}`);
  }
  return lines;
}
