/**
 * Issue 23: no file under src/widgets/ or src/renderer/ reads a provider configuration field to decide what is shown,
 * enabled or blocked — the flow decides (widget `when`, `parts`, computed options, blockers) and the preview explains
 * it. Widgets get the provider's content only (the fields marked `"x-content": true` in
 * schemas/provider-config.schema.json, `ProviderContent`). This test reads every source file there (stories and
 * drivers included) with the TypeScript parser and fails on any identifier, property name or string literal that
 * names another configuration field; comments may mention them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/provider-config.schema.json';
import { providerContentFields } from '../../src/generated/provider-config';
import type { WidgetValues } from '../../src/widgets/contract/widget-props';

const root = join(import.meta.dirname, '../..');
const properties = schema.properties as Record<string, { 'x-content'?: boolean }>;
const switches = new Set(Object.keys(properties).filter((f) => properties[f]?.['x-content'] !== true));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `file:line name` for each place a file names a configuration switch (identifiers, property names, string literals). */
function switchesNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && switches.has(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(root, file)}:${line} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('widgets and the renderer read no provider switch (issue 23)', () => {
  it('the content fields and the switches split the configuration schema', () => {
    expect([...providerContentFields].every((f) => properties[f]?.['x-content'] === true)).toBe(true);
    expect(switches.has('is_hiding_price_in_booking')).toBe(true);
    expect(switches.has('customer_facing_phone')).toBe(false);
  });

  it('no source file under src/widgets or src/renderer names a configuration switch', () => {
    const files = [...sourceFiles(join(root, 'src/widgets')), ...sourceFiles(join(root, 'src/renderer'))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(switchesNamed)).toEqual([]);
  });

  it('widgets are given the content, not the configuration', () => {
    const values: Record<keyof WidgetValues, true> = {
      continueBlocked: true,
      blockerMessage: true,
      blockerShownOnPress: true,
      formData: true,
      params: true,
      content: true,
      busy: true,
      session: true,
    };
    expect(Object.keys(values)).not.toContain('config');
  });
});
