/**
 * Counts React commits and the components each commit rendered, through the hook React DOM reports
 * to (the one React DevTools installs). Import this module before anything that loads react-dom
 * (first import of the test file): React DOM looks for the hook once, when it loads.
 *
 * A component counts as rendered in a commit when its fiber was reconciled in that render and did
 * work (`PerformedWork`); subtrees React skipped (their parent's child list is the previous one) are
 * not walked, so a component that bailed out or was never visited does not count.
 */

/** The fiber fields read here (React's internal shape, stable since React 16). */
interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

interface FiberRoot {
  current: Fiber;
}

/** One commit: the components it rendered, by name, in tree order. */
interface CommitRecord {
  rendered: string[];
}

const PERFORMED_WORK = 1;
/** Function, class, forwardRef and simple memo components (a MemoComponent's inner function is its child). */
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string } } | null;
  if (!type) return 'Anonymous';
  return type.displayName || type.name || type.render?.displayName || type.render?.name || 'Anonymous';
}

/** The components rendered by the commit whose new tree starts at `root`. */
function renderedComponents(root: Fiber): string[] {
  const out: string[] = [];
  const visit = (fiber: Fiber) => {
    // `fiber` was reconciled in this render (its parent's children were).
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK) out.push(nameOf(fiber));
    const previous = fiber.alternate;
    // Same child list as before: React did not go into this subtree.
    if (previous !== null && fiber.child === previous.child) return;
    for (let c = fiber.child; c !== null; c = c.sibling) visit(c);
  };
  visit(root);
  return out;
}

const commits: CommitRecord[] = [];
let injected = false;

const hook = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map<number, unknown>(),
  inject(internals: unknown): number {
    injected = true;
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, internals);
    return id;
  },
  checkDCE(): void {},
  onScheduleFiberRoot(): void {},
  onCommitFiberRoot(_id: number, root: FiberRoot): void {
    commits.push({ rendered: renderedComponents(root.current) });
  },
  onPostCommitFiberRoot(): void {},
  onCommitFiberUnmount(): void {},
  setStrictMode(): void {},
};

const g = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (g.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) g.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

/** What happened between `start()` and `stop()`. */
export interface RenderCount {
  commits: number;
  /** Components rendered, summed over the commits. */
  rendered: number;
  /** How often each component rendered. */
  byName: Record<string, number>;
  perCommit: CommitRecord[];
}

/** Starts a window of counting; `stop()` returns what was committed since. Throws when React DOM loaded before this module. */
export function startCounting(): { stop: () => RenderCount } {
  if (!injected) throw new Error('render-counter: React DOM loaded before the hook was installed; import render-counter first.');
  const from = commits.length;
  return {
    stop: () => {
      const perCommit = commits.slice(from);
      const byName: Record<string, number> = {};
      for (const c of perCommit) for (const n of c.rendered) byName[n] = (byName[n] ?? 0) + 1;
      return { commits: perCommit.length, rendered: perCommit.reduce((s, c) => s + c.rendered.length, 0), byName, perCommit };
    },
  };
}
