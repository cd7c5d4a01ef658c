/**
 * Per-route gzip sizes of the production customer app, and where the third-party SDK code sits.
 *
 *   npx tsx scripts/route-sizes.ts [--no-build] [--json] [--out DIR]
 *
 * Builds the production app (NODE_ENV=production, Vite manifest on) into a scratch directory (default
 * /tmp/route-sizes-dist, so other builds in dist/ are left alone), then for every route of
 * flows/booking.flow.json adds up what a first visit of that route loads: the entry (index.html's
 * script and its static imports) plus the lazy chunks of the step's widgets (src/widgets/registry/registry.ts)
 * and their static imports, plus the step's messages chunk (scripts/vite/step-messages.ts), for a visitor: widgets the flow shows only to signed-in customers (a `when`
 * that requires `{ "session": "signedIn" }`) are listed beside the route with the on-demand chunks.
 * Chunks a widget loads only on demand (e.g. the card-form adapters) are listed beside the route, not counted. Fails when Stripe, Square or Google Maps code is in the entry,
 * or Stripe/Square code is loaded up front by any route (it must sit in on-demand payment chunks only).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expandFlow, type Condition, type Flow } from '../src/engine';

const root = join(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Strings only each SDK's code contains (its script host). */
const SDK_MARKERS = { stripe: 'js.stripe.com', square: 'squarecdn.com', maps: 'maps.googleapis.com' } as const;
type Sdk = keyof typeof SDK_MARKERS;

export interface RouteSize {
  route: string;
  step: string;
  widgets: string[];
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
  /** Chunks the route's widgets import on demand, with their own gzip size (not counted above). */
  onDemand: { file: string; gzipKb: number }[];
  /** SDKs whose code this route loads up front. */
  sdksUpFront: Sdk[];
}

export interface RouteSizeReport {
  entryJsGzipKb: number;
  routes: RouteSize[];
  /** Every chunk that holds an SDK's code. */
  sdkChunks: Record<Sdk, string[]>;
  problems: string[];
}

/** A `when` that can only hold for a signed-in customer: `{ session: signedIn }`, alone or inside an `all`. */
function signedInOnly(when: Condition | undefined): boolean {
  if (!when || typeof when !== 'object') return false;
  const c = when as { session?: unknown; all?: Condition[] };
  return c.session === 'signedIn' || (Array.isArray(c.all) && c.all.some(signedInOnly));
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Widget name → source module, read from the registry's `name: lazy(() => import('../dir/file'))` (or `lazyWidget(…)`) lines. */
function lazyWidgetSources(registryText: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of registryText.matchAll(/(\w+):\s*lazy(?:Widget)?\(\(\)\s*=>\s*import\('\.\.\/([^']+)'\)\)/g)) out[m[1]!] = `src/widgets/${m[2]}.tsx`;
  return out;
}

export function routeSizes(outDir: string): RouteSizeReport {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // Expanded: a step's widgets include those of its template.
  const flow = expandFlow(JSON.parse(readFileSync(join(root, 'flows', 'booking.flow.json'), 'utf8')) as Flow);
  const widgets = lazyWidgetSources(readFileSync(join(root, 'src', 'widgets', 'registry', 'registry.ts'), 'utf8'));

  const gz = new Map<string, number>();
  const text = new Map<string, string>();
  const read = (file: string) => {
    if (!text.has(file)) {
      const buf = readFileSync(join(outDir, file));
      text.set(file, buf.toString('utf8'));
      gz.set(file, gzipSync(buf, { level: 9 }).length);
    }
    return text.get(file)!;
  };
  const sdksIn = (file: string) => (Object.keys(SDK_MARKERS) as Sdk[]).filter((s) => read(file).includes(SDK_MARKERS[s]));

  /** The files a manifest key loads statically (itself, its static imports, their CSS). */
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imp of chunk.imports ?? []) closure(imp, into);
    return into;
  };
  /** What the widgets' own chunks import on demand (the entry's lazy widget map is not theirs). */
  const dynamicOf = (keys: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    for (const key of keys) for (const file of closure(key)) {
      if (skip.has(file)) continue;
      const k = Object.keys(manifest).find((x) => manifest[x]!.file === file);
      for (const d of (k && manifest[k]!.dynamicImports) || []) seen.add(d);
    }
    return [...seen];
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('The manifest has no index.html entry.');
  const entryFiles = closure(entryKey);
  const sum = (files: Iterable<string>, ext: string) => [...files].filter((f) => f.endsWith(ext)).reduce((s, f) => (read(f), s + gz.get(f)!), 0);

  const problems: string[] = [];
  for (const file of entryFiles) if (file.endsWith('.js')) for (const sdk of sdksIn(file)) problems.push(`${sdk} code is in the entry (${file})`);

  const routes: RouteSize[] = flow.steps.map((step) => {
    const names = [...new Set((step.widgets ?? []).map((w) => w.widget))];
    const forVisitor = new Set((step.widgets ?? []).filter((w) => !signedInOnly(w.when)).map((w) => w.widget));
    const keyOf = (n: string) => (widgets[n] && manifest[widgets[n]] ? widgets[n] : null);
    const keys = names.filter((n) => forVisitor.has(n)).map(keyOf).filter((k): k is string => k !== null);
    const signedInKeys = names.filter((n) => !forVisitor.has(n)).map(keyOf).filter((k): k is string => k !== null);
    const files = new Set(entryFiles);
    for (const key of keys) closure(key, files);
    // The step's own messages, when the build moved them into a chunk of their own (scripts/vite/step-messages.ts).
    closure(`virtual:step-messages/${step.id}`, files);
    const loaded = new Set(files);
    const onDemand = [...signedInKeys, ...dynamicOf(keys, entryFiles)]
      .map((k) => manifest[k]?.file)
      .filter((f): f is string => !!f && !loaded.has(f))
      .map((file) => (read(file), { file, gzipKb: kb(gz.get(file)!) }));
    const sdksUpFront = [...new Set([...files].filter((f) => f.endsWith('.js')).flatMap(sdksIn))];
    for (const sdk of sdksUpFront) if (sdk !== 'maps') problems.push(`${step.route} loads ${sdk} code up front`);
    return { route: step.route, step: step.id, widgets: names, jsGzipKb: kb(sum(files, '.js')), cssGzipKb: kb(sum(files, '.css')), files: [...files], onDemand, sdksUpFront };
  });

  const sdkChunks = { stripe: [], square: [], maps: [] } as Record<Sdk, string[]>;
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.js')) for (const sdk of sdksIn(chunk.file)) sdkChunks[sdk].push(chunk.file);
  return { entryJsGzipKb: kb(sum(entryFiles, '.js')), routes, sdkChunks, problems };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1]! : '/tmp/route-sizes-dist';
  if (!args.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const r = routeSizes(outDir);
  if (args.includes('--json')) console.log(JSON.stringify(r, null, 2));
  else {
    console.log(`entry (every route): ${r.entryJsGzipKb} KB gzip JS`);
    console.log('route                                                JS gzip KB  CSS KB  on demand');
    for (const x of r.routes) {
      const extra = x.onDemand.map((d) => `${d.file.replace(/^assets\//, '')} ${d.gzipKb}`).join(', ');
      console.log(`${x.route.padEnd(52)} ${String(x.jsGzipKb).padStart(10)}  ${String(x.cssGzipKb).padStart(6)}  ${extra}`);
    }
    for (const [sdk, files] of Object.entries(r.sdkChunks)) console.log(`${sdk} code in: ${files.length ? files.join(', ') : '(none)'}`);
    console.log(r.problems.length ? `PROBLEMS:\n  ${r.problems.join('\n  ')}` : 'SDK code only in the chunks that need it');
  }
  if (r.problems.length) process.exit(1);
}
