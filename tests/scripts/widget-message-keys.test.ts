/**
 * The customer build ships with each step the flow-level messages that step's widgets declare in the catalogue
 * (scripts/vite/message-split.ts). A widget reading a flow-level key it does not declare would find it missing in the
 * production build only. This test reads each widget's sources (its folder and the part folders it imports, stories
 * and drivers aside) with the TypeScript parser and fails on any string literal that names a flow-level message the
 * build does not keep up front, unless the widget's catalogue entry declares it (`messages`) or every step showing the
 * widget defines that key itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import flowJson from '../../flows/booking.flow.json';
import { expandFlow, type Flow } from '../../src/engine';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import { loadedBeforeStepsKeys } from '../../scripts/vite/message-split';

const root = join(import.meta.dirname, '../..');
const widgetsDir = join(root, 'src/widgets');
const flow = expandFlow(flowJson as unknown as Flow);
const flowKeys = new Set(Object.keys(flow.messages ?? {}));
const upFront = loadedBeforeStepsKeys(flow);

/** A file's string literals and its relative imports that resolve to a source file under `within` (src/widgets by default). */
function parse(file: string, within = widgetsDir): { literals: string[]; imports: string[] } {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const literals: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
        if (found && found.startsWith(within) && !/[\\/]widgets[\\/](registry|contract)[\\/]/.test(found)) imports.push(found);
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg) && within === widgetsDir) {
        const found = ['.ts', '.tsx'].map((ext) => resolve(dirname(file), arg.text) + ext).find((f) => existsSync(f));
        if (found && found.startsWith(widgetsDir)) imports.push(found);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, imports };
}

/** The sources `entries` reach through relative imports under `within` (stories and drivers are not shipped). */
function reachable(entries: string[], within = widgetsDir): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || /\.(stories|driver)\.tsx?$/.test(file)) continue;
    seen.add(file);
    queue.push(...parse(file, within).imports);
  }
  return [...seen];
}

/** Every source file of a folder. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The component file of each catalogue widget (from the registry's imports). */
function componentFiles(): Record<string, string> {
  const registry = readFileSync(join(widgetsDir, 'registry/registry.ts'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of registry.matchAll(/^\s+(\w+): lazyWidget\(\(\) => import\('\.\.\/([\w-]+)\/([\w-]+)'\)\)/gm)) out[m[1]!] = join(widgetsDir, m[2]!, `${m[3]}.tsx`);
  for (const m of registry.matchAll(/^import (\w+) from '\.\.\/([\w-]+)\/([\w-]+)';/gm)) {
    const name = m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
    if (name in widgetCatalog) out[name] = join(widgetsDir, m[2]!, `${m[3]}.tsx`);
  }
  return out;
}

describe('widgets declare the flow-level messages they read (the build ships them with the step)', () => {
  const files = componentFiles();

  it('finds the component of every catalogue widget', () => {
    expect(Object.keys(files).sort()).toEqual(Object.keys(widgetCatalog).sort());
  });

  it('every flow-level key a widget\u2019s code names is declared in its catalogue entry (or on every step showing it)', () => {
    const missing: string[] = [];
    for (const [name, file] of Object.entries(files)) {
      const declared = new Set((widgetCatalog as Record<string, { messages?: readonly string[] }>)[name]?.messages ?? []);
      const steps = flow.steps.filter((s) => s.widgets.some((w) => w.widget === name));
      const onEveryStep = (key: string) => steps.length > 0 && steps.every((s) => s.messages?.[key] !== undefined);
      const named = new Set(reachable([file]).flatMap((f) => parse(f).literals));
      for (const key of [...named].sort()) {
        if (flowKeys.has(key) && !upFront.has(key) && !declared.has(key) && !onEveryStep(key)) missing.push(`${name}: ${key} (${relative(root, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every flow-level key the shell and the renderer name is up front (they show texts outside any step\u2019s widgets)', () => {
    const src = join(root, 'src');
    const files = [...filesOf(join(src, 'app')), ...filesOf(join(src, 'renderer'))].filter((f) => !/\.(stories|driver)\.tsx?$/.test(f));
    const missing = new Set<string>();
    for (const f of files) for (const key of parse(f, src).literals) if (flowKeys.has(key) && !upFront.has(key)) missing.add(`${key} (${relative(root, f)})`);
    expect([...missing].sort()).toEqual([]);
  });
});
