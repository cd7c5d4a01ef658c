/**
 * One source per schema: every file generated from another, and the command that writes them.
 *
 *   npm run codegen             # writes every generated file
 *   npm run codegen -- --check  # writes nothing; exits 1 naming each stale file
 *
 * The JSON Schemas in schemas/ are the sources: they carry what people, the flow checker and the preview's
 * editor read (titles, descriptions, enums, formats, `x-` annotations) at no cost to the customer bundle,
 * while the app gets plain generated code (a zod parser, a type) and never compiles a JSON Schema at run time.
 * tests/scripts/codegen.test.ts regenerates in memory and fails when a file on disk differs.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SchemaNode } from './codegen-schema-node';
import { zodModule } from './codegen-zod';
import { interfaceModule } from './codegen-interface';
import { flowTypesText } from './codegen-flow-types';
import { widgetRuntimeText } from './codegen-widget-runtime';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One generated file: where it goes, what it is made from, and how (paths relative to the repository root). */
export interface Generator {
  output: string;
  sources: string[];
  generate(read: (source: string) => string): string;
}

const readSchema = (read: (source: string) => string, source: string) => JSON.parse(read(source)) as SchemaNode;

/** Every generated file. Add a generator here (e.g. the flow format's) and `npm run codegen` and its test pick it up. */
export const generators: readonly Generator[] = [
  {
    output: 'src/generated/provider-config.ts',
    sources: ['schemas/provider-config.schema.json'],
    generate: (read) =>
      zodModule(readSchema(read, 'schemas/provider-config.schema.json'), {
        source: 'schemas/provider-config.schema.json',
        schemaName: 'providerConfigSchema',
        typeName: 'ProviderConfig',
        content: { fieldsName: 'providerContentFields', typeName: 'ProviderContent' },
      }),
  },
  {
    output: 'src/generated/booking-facts.ts',
    sources: ['schemas/booking-facts.schema.json'],
    generate: (read) =>
      interfaceModule(readSchema(read, 'schemas/booking-facts.schema.json'), {
        source: 'schemas/booking-facts.schema.json',
        typeName: 'BookingFacts',
      }),
  },
  // The flow format's types (and the overlays'), from the flow schemas and those they reference.
  { output: 'src/generated/flow-format.ts', sources: ['schemas/flow.schema.json'], generate: (read) => flowTypesText(read, 'src/generated/flow-format.ts') },
  { output: 'src/generated/flow-overlay.ts', sources: ['schemas/overlay.schema.json'], generate: (read) => flowTypesText(read, 'src/generated/flow-overlay.ts') },
  // What the running app needs of the widget catalogue (message keys, planned widgets); the rest stays out of the bundle.
  { output: 'src/generated/widget-runtime.ts', sources: ['src/widgets/registry/catalog.ts'], generate: () => widgetRuntimeText() },
];

/** Reads a file of the repository. */
export const readRepoFile = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Each generator's output path and the text it should hold now (nothing is written). */
export function generateAll(list: readonly Generator[] = generators, read = readRepoFile): Array<{ output: string; text: string }> {
  return list.map((g) => ({ output: g.output, text: g.generate(read) }));
}

/** The outputs whose file on disk is missing or differs from what the generators give now. */
export function staleOutputs(list: readonly Generator[] = generators, read = readRepoFile): string[] {
  return generateAll(list, read)
    .filter(({ output, text }) => {
      try {
        return read(output) !== text;
      } catch {
        return true;
      }
    })
    .map(({ output }) => output);
}

function main(args: string[]): void {
  if (args.includes('--check')) {
    const stale = staleOutputs();
    for (const output of stale) console.error(`stale: ${output} (run npm run codegen)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const { output, text } of generateAll()) {
    mkdirSync(dirname(join(root, output)), { recursive: true });
    writeFileSync(join(root, output), text);
    console.log(`wrote ${output}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
