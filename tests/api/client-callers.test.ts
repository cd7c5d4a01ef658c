/**
 * Issue 25 item 5 (M-03, M-31, M-41, M-48, OPEN-33): every function the API layer exports has a caller in the app
 * (src/ outside src/api, or the preview), directly or through another API function that has one — a client with no
 * caller is removed (the mock still answers the call: docs/decisions.md "Client calls").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const API = 'src/api';

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The identifiers a piece of source names (comments and strings are not identifiers). */
function identifiersOf(node: ts.Node, into = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => void identifiersOf(child, into));
  return into;
}

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const isExported = (s: ts.Statement) => ts.canHaveModifiers(s) && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A top-level declaration of the API layer: the names it declares, whether it is an exported function, the names it uses. */
interface Declaration {
  file: string;
  names: string[];
  exportedFunction: boolean;
  uses: Set<string>;
}

function declarationsOf(path: string): Declaration[] {
  return parse(path).statements.flatMap((s): Declaration[] => {
    if (ts.isFunctionDeclaration(s) && s.name) return [{ file: path, names: [s.name.text], exportedFunction: isExported(s), uses: identifiersOf(s) }];
    if (ts.isClassDeclaration(s) && s.name) return [{ file: path, names: [s.name.text], exportedFunction: false, uses: identifiersOf(s) }];
    if (!ts.isVariableStatement(s)) return [];
    return s.declarationList.declarations.map((d) => ({
      file: path,
      names: [...identifiersOf(d.name)],
      exportedFunction: isExported(s) && ts.isIdentifier(d.name) && !!d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)),
      uses: identifiersOf(d),
    }));
  });
}

/** The exported functions of src/api that nothing in the app reaches, as `file: name`. */
function functionsWithoutCaller(): string[] {
  const declarations = sourceFiles(API).filter((f) => !f.endsWith('index.ts')).flatMap(declarationsOf);
  const appFiles = [...sourceFiles('src').filter((f) => !f.startsWith(`${API}/`) && !f.startsWith('src/generated/')), ...sourceFiles('preview')];
  const used = new Set<string>();
  for (const f of appFiles) identifiersOf(parse(f), used);
  const reached = new Set(declarations.filter((d) => d.names.some((n) => used.has(n))));
  const queue = [...reached];
  while (queue.length > 0) {
    const from = queue.pop()!;
    for (const d of declarations) {
      if (reached.has(d) || !d.names.some((n) => from.uses.has(n))) continue;
      reached.add(d);
      queue.push(d);
    }
  }
  return declarations.filter((d) => d.exportedFunction && !reached.has(d)).map((d) => `${d.file}: ${d.names[0]}`);
}

describe('a caller for every client function (issue 25)', () => {
  it('M-03 M-31 M-41 M-48 OPEN-33 every exported function of src/api is reached from the app, else removed', () => {
    expect(functionsWithoutCaller()).toEqual([]);
  });
});
