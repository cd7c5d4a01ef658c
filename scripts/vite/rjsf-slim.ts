import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const form = (file: string) => resolve(import.meta.dirname, '../../src/ui/form', file);

/** One module @rjsf imports that the app's forms never use, and what the build loads instead. */
export interface SlimSite {
  /** The import as @rjsf writes it. */
  source: string;
  /** The importing module (path inside node_modules, `/` separators). */
  importer: RegExp;
  replacement: string;
  /** Why the app does without it, and what keeps it so. */
  why: string;
}

/**
 * The parts of @rjsf/core and @rjsf/utils the account step (and the generic form widget) never run, ~42 KB gzip:
 * - markdown-to-jsx: descriptions and help as markdown (`ui:enableMarkdownInDescription`/`…InHelp`), which no
 *   flow sets; rjsf's own developer notices then show their text unformatted (src/ui/form/plain-markdown.tsx);
 * - fast-uri: resolving `$ref`s across documents and `$id`s; the forms use none, `#…` fragments still resolve
 *   (src/ui/form/fragment-uri.ts);
 * - @x0k/json-schema-merge: merging `allOf`, which no form schema has (src/ui/form/no-all-of-merge.ts);
 * - the fields and widgets of shapes no form has (arrays, anyOf/oneOf, layout grids, files, ratings, the
 *   alternative date pickers): rjsf's "unsupported field" notice instead (src/ui/form/unsupported-in-build.tsx).
 * scripts/precompile-validators.ts refuses a form schema or uiSchema that would need any of them
 * ({@link slimFormProblems}).
 */
export const SLIM_SITES: readonly SlimSite[] = [
  {
    source: 'markdown-to-jsx/react',
    importer: /^@rjsf\/core\//,
    replacement: form('plain-markdown.tsx'),
    why: 'markdown descriptions/help: no form sets ui:enableMarkdownInDescription or ui:enableMarkdownInHelp',
  },
  {
    source: 'fast-uri',
    importer: /^@rjsf\/utils\/lib\/findSchemaDefinition\.js$/,
    replacement: form('fragment-uri.ts'),
    why: '$ref across documents and $id: the form schemas use only "#…" references',
  },
  {
    source: './shallowAllOfMerge.js',
    importer: /^@rjsf\/utils\/lib\/schema\/(retrieveSchema|omitExtraData)\.js$/,
    replacement: form('no-all-of-merge.ts'),
    why: 'allOf: no form schema has one',
  },
  ...['ArrayField', 'MultiSchemaField', 'LayoutGridField', 'LayoutMultiSchemaField'].map((field) => ({
    source: `./${field}.js`,
    importer: /^@rjsf\/core\/lib\/components\/fields\/index\.js$/,
    replacement: form('unsupported-in-build.tsx'),
    why: `${field}: no form schema has an array, an anyOf/oneOf or a layout grid`,
  })),
  ...['FileWidget', 'RatingWidget', 'AltDateWidget', 'AltDateTimeWidget'].map((widget) => ({
    source: `./${widget}.js`,
    importer: /^@rjsf\/core\/lib\/components\/widgets\/index\.js$/,
    replacement: form('unsupported-in-build.tsx'),
    why: `${widget}: no form asks for files, ratings or the alternative date pickers`,
  })),
];

/** Schema keywords whose rjsf code the build leaves out. */
const LEFT_OUT_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems', '$id'] as const;
/** uiSchema options whose rjsf code the build leaves out. */
const LEFT_OUT_UI: Record<string, (value: unknown) => boolean> = {
  'ui:enableMarkdownInDescription': (v) => v === true,
  'ui:enableMarkdownInHelp': (v) => v === true,
  'ui:widget': (v) => typeof v === 'string' && ['file', 'files', 'rating', 'alt-date', 'alt-datetime', 'AltDateWidget', 'AltDateTimeWidget', 'FileWidget', 'RatingWidget'].includes(v),
  'ui:field': (v) => typeof v === 'string' && /^(ArrayField|AnyOfField|OneOfField|LayoutGridField|LayoutMultiSchemaField)$/.test(v),
  'ui:enableMarkdown': (v) => v === true,
};

/**
 * What in a form's schema or uiSchema needs rjsf code this build leaves out ({@link SLIM_SITES}): one line per
 * place (`<path>: <what>`); empty when the form draws with the slim build.
 */
export function slimFormProblems(schema: unknown, uiSchema?: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string, ui: boolean) => {
    if (Array.isArray(node)) return node.forEach((x, i) => walk(x, `${path}/${i}`, ui));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}/${key}`;
      if (!ui && (LEFT_OUT_KEYWORDS as readonly string[]).includes(key)) out.push(`${at}: "${key}" needs rjsf code this build leaves out`);
      if (!ui && key === 'type' && (value === 'array' || (Array.isArray(value) && value.includes('array')))) out.push(`${at}: an array needs rjsf's ArrayField`);
      if (!ui && key === 'format' && value === 'data-url') out.push(`${at}: a file needs rjsf's FileWidget`);
      if (!ui && key === '$ref' && !(typeof value === 'string' && value.startsWith('#'))) out.push(`${at}: only "#…" references resolve in this build`);
      if (ui && key in LEFT_OUT_UI && LEFT_OUT_UI[key]!(value)) out.push(`${at}: ${JSON.stringify(value)} needs rjsf code this build leaves out`);
      walk(value, at, ui);
    }
  };
  walk(schema, '#', false);
  walk(uiSchema, 'uiSchema', true);
  return out;
}

const nodeModulesPath = (id: string) => {
  const clean = id.split('?')[0]!.replace(/\\/g, '/');
  const at = clean.lastIndexOf('/node_modules/');
  return at >= 0 ? clean.slice(at + '/node_modules/'.length) : null;
};

/** Builds only: resolves each {@link SLIM_SITES} import of @rjsf to its small replacement. */
export function rjsfSlim(sites: readonly SlimSite[] = SLIM_SITES): Plugin {
  return {
    name: 'rjsf-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer ? nodeModulesPath(importer) : null;
      if (!from) return null;
      const site = sites.find((s) => s.source === source && s.importer.test(from));
      return site ? site.replacement : null;
    },
  };
}
