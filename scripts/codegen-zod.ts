/**
 * JSON Schema → zod 4 source (the functional `zod/mini` API, the one the customer bundle ships), for parsers the app runs on API answers (no JSON Schema is compiled in the
 * browser: the parser is plain zod code, and the schema's descriptions stay out of the bundle as comments).
 */
import { assertKnownKeywords, docComment, generatedHeader, propertyKey, typesOf, type SchemaNode } from './codegen-schema-node';

/** A regular expression literal of a JSON Schema `pattern` (a `/` inside is escaped so the literal ends where it should). */
function regexLiteral(pattern: string): string {
  new RegExp(pattern); // fails the generation on a pattern that is not a valid expression
  return `/${pattern.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))}/`;
}

/** `base` with its checks (zod/mini: `.check(z.minLength(1), …)`), or `base` alone when there is none. */
function withChecks(base: string, checks: (string | false)[]): string {
  const list = checks.filter((c): c is string => c !== false);
  return list.length ? `${base}.check(${list.join(', ')})` : base;
}

function zodOfType(type: string, node: SchemaNode, path: string, indent: string): string {
  switch (type) {
    case 'string':
      return withChecks('z.string()', [
        node.minLength !== undefined && `z.minLength(${node.minLength})`,
        node.maxLength !== undefined && `z.maxLength(${node.maxLength})`,
        node.pattern !== undefined && `z.regex(${regexLiteral(node.pattern)})`,
      ]);
    case 'number':
    case 'integer':
      return withChecks(type === 'integer' ? 'z.int()' : 'z.number()', [
        node.minimum !== undefined && `z.minimum(${node.minimum})`,
        node.maximum !== undefined && `z.maximum(${node.maximum})`,
        node.exclusiveMinimum !== undefined && `z.gt(${node.exclusiveMinimum})`,
        node.exclusiveMaximum !== undefined && `z.lt(${node.exclusiveMaximum})`,
      ]);
    case 'boolean':
      return 'z.boolean()';
    case 'array':
      if (!node.items) throw new Error(`codegen: ${path}: an array needs "items"`);
      return withChecks(`z.array(${zodOf(node.items, `${path}/items`, indent)})`, [
        node.minItems !== undefined && `z.minLength(${node.minItems})`,
        node.maxItems !== undefined && `z.maxLength(${node.maxItems})`,
      ]);
    case 'object':
      return zodObject(node, path, indent);
    default:
      throw new Error(`codegen: ${path}: type "${type}" is not translated`);
  }
}

/**
 * `z.object` (unknown keys are dropped, not refused: `"additionalProperties": false` keeps fixtures exact in
 * the ajv checks while the app stays lenient with what the server adds). A property not in `required` is optional.
 */
function zodObject(node: SchemaNode, path: string, indent: string): string {
  const required = new Set(node.required ?? []);
  const inner = `${indent}  `;
  const lines = Object.entries(node.properties ?? {}).map(([name, prop]) => {
    const inner0 = zodOf(prop, `${path}/properties/${name}`, inner);
    const expr = required.has(name) ? inner0 : `z.optional(${inner0})`;
    return `${docComment(prop, inner)}${inner}${propertyKey(name)}: ${expr},\n`;
  });
  for (const name of required) if (!node.properties?.[name]) throw new Error(`codegen: ${path}: required "${name}" has no property`);
  return lines.length ? `z.object({\n${lines.join('')}${indent}})` : 'z.object({})';
}

/** The zod expression of one (sub)schema; `indent` is the indentation of the line it starts on. */
export function zodOf(node: SchemaNode, path: string, indent = ''): string {
  assertKnownKeywords(node, path);
  if (node.const !== undefined) return `z.literal(${JSON.stringify(node.const)})`;
  if (node.enum) {
    const values = node.enum.filter((v) => v !== null);
    const hasNull = values.length !== node.enum.length;
    const orNull = (x: string) => (hasNull ? `z.nullable(${x})` : x);
    if (values.every((v) => typeof v === 'string')) return orNull(`z.enum([${values.map((v) => JSON.stringify(v)).join(', ')}])`);
    const literals = values.map((v) => {
      if (typeof v === 'object') throw new Error(`codegen: ${path}: only scalar enum values are translated`);
      return `z.literal(${JSON.stringify(v)})`;
    });
    return orNull(literals.length === 1 ? literals[0]! : `z.union([${literals.join(', ')}])`);
  }
  const { types, nullable } = typesOf(node);
  if (types.length === 0) {
    if (nullable) return 'z.null()';
    throw new Error(`codegen: ${path}: give a "type", "enum" or "const"`);
  }
  const parts = types.map((t) => zodOfType(t, node, path, indent));
  const one = parts.length === 1 ? parts[0]! : `z.union([${parts.join(', ')}])`;
  return nullable ? `z.nullable(${one})` : one;
}

/**
 * A TypeScript module exporting `<schemaName>` (the zod parser of `schema`) and `<typeName>` (what it parses to).
 * `source` names the schema file in the generated header. Deterministic: the same schema gives the same text.
 */
export function zodModule(schema: SchemaNode, options: { source: string; schemaName: string; typeName: string; content?: { fieldsName: string; typeName: string } }): string {
  const { source, schemaName, typeName, content } = options;
  return (
    generatedHeader(source) +
    '\n' +
    `import * as z from 'zod/mini';\n\n` +
    docComment({ description: `The zod parser of ${source}.` }, '') +
    `export const ${schemaName} = ${zodOf(schema, '')};\n\n` +
    docComment(schema, '') +
    `export type ${typeName} = z.infer<typeof ${schemaName}>;\n` +
    (content ? contentPart(schema, typeName, content) : '')
  );
}

/** The fields marked `"x-content": true` as a list and the type that picks them (what widgets may read). */
function contentPart(schema: SchemaNode, typeName: string, content: { fieldsName: string; typeName: string }): string {
  const fields = Object.entries(schema.properties ?? {})
    .filter(([, prop]) => (prop as Record<string, unknown>)['x-content'] === true)
    .map(([name]) => name);
  return (
    '\n' +
    docComment({ description: 'The fields marked `"x-content": true`: content (names, contact, URLs, keys, lists and rules shown as they are), the only ones widgets and the renderer may read.' }, '') +
    `export const ${content.fieldsName} = [\n${fields.map((f) => `  ${JSON.stringify(f)},\n`).join('')}] as const;\n\n` +
    docComment({ description: `The content part of ${typeName}.` }, '') +
    `export type ${content.typeName} = Pick<${typeName}, (typeof ${content.fieldsName})[number]>;\n`
  );
}
