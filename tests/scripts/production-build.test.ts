import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, INITIAL_JS_BUDGET_KB, routeBudgetKb, routeBudgetRows, type BundleReport } from '../../scripts/bundle-report';
import { routeSizes } from '../../scripts/route-sizes';
import { contentSecurityPolicy } from '../../scripts/vite/csp-policy';
import { sourcemapDirFor } from '../../scripts/vite/hidden-sourcemaps';
import { COMPILE_HINT } from '../../scripts/vite/compile-hints';
import { SourceMapConsumer } from 'source-map-js';

/**
 * Code that evaluates a string: a call of `eval`/`Function` (with or without `new`, not `isFunction(` or
 * `x.eval(`), the indirect forms `(0, eval)` and `globalThis.eval`/`window.Function`, `eval`/`Function` kept in
 * a variable (`let F = Function;` then `new F(…)`), and `.constructor("…")` on a function.
 */
const EVAL_PATTERNS: readonly RegExp[] = [
  /(^|[^\w$.])(new\s+Function|Function|eval)\s*\(/g,
  /\(\s*0\s*,\s*(eval|Function)\s*\)/g,
  /\b(globalThis|window|self|global|top|parent)\s*(\.\s*|\[\s*['"`])(eval|Function)\b/g,
  /(^|[^=!<>])=\s*(eval|Function)\s*[,;)]/g,
  /\.constructor\s*\(\s*['"`]/g,
];

/** Each place in `text` that matches {@link EVAL_PATTERNS}, with 60 characters around it. */
function evalSites(text: string): string[] {
  const found: string[] = [];
  for (const pattern of EVAL_PATTERNS) {
    for (const m of text.matchAll(pattern)) found.push(text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60));
  }
  return found;
}

/** A policy's directives by name. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let report: BundleReport;

describe('the production build of the customer app', () => {
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error'], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: 'pipe',
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    report = bundleReport();
  }, 120_000);

  it('contains no mock code (no MSW worker, no handlers, no demo world)', () => {
    expect(report.mockHits).toEqual([]);
  });

  it('contains no development placeholders or preview-only code (planned widgets\' "Send" buttons, the repro banner)', () => {
    expect(report.devHits).toEqual([]);
  });

  it('lists as runtime dependencies only packages the customer app imports (the rest are devDependencies)', () => {
    const root = join(import.meta.dirname, '../..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => readFileSync(join(root, 'src', f), 'utf8'))
      .join('\n');
    const unused = Object.keys(pkg.dependencies).filter((dep) => !new RegExp(`(from |import\\()['"]${dep.replace('/', '\\/')}(/[^'"]*)?['"]`).test(sources));
    expect(unused).toEqual([]);
  });

  it(`keeps the entry page's initial JavaScript within the first step's budget (${routeBudgetKb('/pricing/place')} KB gzip)`, () => {
    expect(report.initialJs.length).toBeGreaterThan(0);
    expect(report.initialGzipKb).toBeLessThanOrEqual(routeBudgetKb('/pricing/place'));
  });

  it(`loads at most ${routeBudgetKb('/pricing/place')} KB gzip of JavaScript up front for /pricing/place, heavier widgets on demand (issue 14)`, () => {
    const place = routeSizes(join(import.meta.dirname, '../../dist')).routes.find((r) => r.route === '/pricing/place');
    expect(place).toBeDefined();
    expect(place!.jsGzipKb).toBeLessThanOrEqual(routeBudgetKb('/pricing/place'));
    expect(place!.sdksUpFront).toEqual([]);
  });

  it(`loads at most ${INITIAL_JS_BUDGET_KB} KB gzip of JavaScript up front on every route of the flow (issue 14)`, () => {
    const rows = routeBudgetRows(routeSizes(join(import.meta.dirname, '../../dist')).routes);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => !r.ok).map((r) => `${r.route}: ${r.jsGzipKb} KB > ${r.budgetKb} KB`)).toEqual([]);
    expect(rows.find((r) => r.route === '/pricing/account')!.budgetKb).toBe(INITIAL_JS_BUDGET_KB);
  });

  it('ships zod/mini, not full zod, and not the parts of rjsf the forms never use (markdown, $ref URIs, allOf)', () => {
    const maps = sourcemapDirFor(join(import.meta.dirname, '../../dist'));
    const sources = (readdirSync(maps, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.map'))
      .flatMap((f) => (JSON.parse(readFileSync(join(maps, f), 'utf8')) as { sources: string[] }).sources);
    expect(sources.some((src) => /node_modules\/zod\/v4\/mini\//.test(src))).toBe(true);
    const leftOut = /node_modules\/(zod\/v4\/classic|markdown-to-jsx|fast-uri|@x0k\/json-schema-merge)\/|@rjsf\/core\/lib\/components\/(fields\/(ArrayField|MultiSchemaField|LayoutGridField|LayoutMultiSchemaField)|widgets\/(FileWidget|RatingWidget|AltDateWidget|AltDateTimeWidget))\.js$/;
    expect([...new Set(sources.filter((src) => leftOut.test(src)))]).toEqual([]);
  });

  it('runs zod jitless from the up-front code, with its English messages on demand', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const upFront = routeSizes(dist).routes.find((r) => r.route === '/')!.files.filter((f) => f.endsWith('.js'));
    const text = upFront.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(/\{jitless:!0\}/.test(text), 'src/api/zod-jitless.ts survived tree-shaking').toBe(true);
    expect(text.includes('Too small: expected'), "zod's English locale (src/api/zod-messages.ts) is a chunk of its own").toBe(false);
  });

  it('keeps each step\'s messages and the rules\' notes out of the up-front code; a step\'s messages load with the step', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const report = routeSizes(dist);
    const upFront = report.routes.find((r) => r.route === '/')!.files.filter((f) => f.endsWith('.js'));
    const entryText = upFront.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(entryText).not.toContain('Please drag the pin on the map'); // a step message (checkin-geo)
    expect(entryText).not.toContain('Logged in (or checking out as a guest)'); // a rule note (B-17)
    const geo = report.routes.find((r) => r.route.startsWith('/checkin-geo'))!.files.filter((f) => f.endsWith('.js'));
    expect(geo.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n')).toContain('Please drag the pin on the map');
  });

  it('keeps Stripe, Square and Google Maps code out of every route’s up-front JavaScript', () => {
    const report = routeSizes(join(import.meta.dirname, '../../dist'));
    expect(report.problems).toEqual([]);
    expect(report.routes.filter((r) => r.sdksUpFront.length > 0).map((r) => r.route)).toEqual([]);
  });

  it('ships the Content-Security-Policy as a meta tag in index.html, before any script or stylesheet', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
    expect(metas).toHaveLength(1);
    const policy = metas[0]![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(policy).toBe(contentSecurityPolicy('meta'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.search(/<script|<link/));
    const d = directivesOf(policy);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']![0]).toBe("'self'");
    expect(d['script-src']!.filter((s) => s.startsWith("'") && s !== "'self'")).toEqual([]); // no 'unsafe-eval', 'unsafe-inline', nonce or hash
    expect(d['script-src']!.slice(1).every((s) => /^https:\/\/[\w.*-]+$/.test(s))).toBe(true); // only https hosts besides 'self'
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['connect-src']![0]).toBe("'self'");
    expect(d['frame-ancestors']).toBeUndefined(); // ignored in a meta tag: sent as a header (docs/deploy.md)
    expect(directivesOf(contentSecurityPolicy('header'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('produces hidden source maps: none in dist/ and no served file points to one; they sit in dist-sourcemaps/', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const files = readdirSync(dist, { recursive: true }) as string[];
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const pointing = files.filter((f) => /\.(js|css|html)$/.test(f) && /sourceMappingURL/.test(readFileSync(join(dist, f), 'utf8')));
    expect(pointing).toEqual([]);
    const maps = sourcemapDirFor(dist);
    expect(existsSync(maps)).toBe(true);
    const mapped = (readdirSync(maps, { recursive: true }) as string[]).filter((f) => f.endsWith('.map'));
    // Every map belongs to a served file (the step-message chunks, plain data from a virtual module, have none).
    expect(mapped.filter((m) => !files.includes(m.slice(0, -'.map'.length)))).toEqual([]);
    const entry = /<script type="module" crossorigin src="\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
    expect(entry).toBeDefined();
    expect(mapped).toContain(`${entry}.map`);
  });

  it('contains no code that evaluates a string (no Function constructor, no eval, direct or indirect)', () => {
    const assets = join(import.meta.dirname, '../../dist/assets');
    const hits = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => evalSites(readFileSync(join(assets, f), 'utf8')).map((snippet) => `${f}: …${snippet}…`));
    expect(hits, `code that evaluates strings:\n${hits.join('\n')}`).toEqual([]);
  });

  it('issue 28: marks every chunk loaded after the first load for eager compilation, not the first load; source maps still point right', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const firstLoad = new Set<string>();
    const visit = (key: string) => {
      const item = manifest[key];
      if (!item || firstLoad.has(item.file)) return;
      firstLoad.add(item.file);
      item.imports?.forEach(visit);
    };
    Object.entries(manifest).forEach(([key, item]) => item.isEntry && visit(key));
    const chunks = Object.values(manifest).map((item) => item.file).filter((f) => f.endsWith('.js'));
    const hinted = (file: string) => readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
    expect(chunks.filter((f) => firstLoad.has(f) && hinted(f))).toEqual([]);
    expect(chunks.filter((f) => !firstLoad.has(f) && !hinted(f))).toEqual([]);
    expect(chunks.filter((f) => !firstLoad.has(f)).length).toBeGreaterThan(20);
    // The schedule's chunk: its `schedule-page` class (on the code's second line now) maps to paged-week-grid.tsx.
    const schedule = chunks.find((f) => /\/schedule-picker-[\w-]+\.js$/.test(f))!;
    const lines = readFileSync(join(dist, schedule), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('`schedule-page`'));
    const map = new SourceMapConsumer(JSON.parse(readFileSync(join(sourcemapDirFor(dist), `${schedule}.map`), 'utf8')));
    expect(line).toBeGreaterThan(0);
    const at = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('`schedule-page`') });
    expect(at.source).toMatch(/src\/widgets\/schedule-picker\/paged-week-grid\.tsx$/);
    expect(map.sourceContentFor(at.source!)!.split('\n')[at.line! - 1]).toContain('className="schedule-page"');
  });
});
