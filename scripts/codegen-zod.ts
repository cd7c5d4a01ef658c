/**
 * JSON Schema → zod 4 source, for parsers the app runs on API answers (no JSON Schema is compiled in the
 * browser: the parser is plain zod code, and the schema's descriptions stay out of the bundle as comments).
 */
import { assertKnownKeywords, docComment, generatedHeader, propertyKey, typesOf, type SchemaNode } from './codegen-schema-node';

/** A regular expression literal of a JSON Schema `pattern` (a `/` inside is escaped so the literal ends where it should). */
function regexLiteral(pattern: string): string {
  new RegExp(pattern); // fails the generation on a pattern that is not a valid expression
  return `/${pattern.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))}/`;
}

function zodOfType(type: string, node: SchemaNode, path: string, indent: string): string {
  switch (type) {
    case 'string':
      return (
        'z.string()' +
        (node.minLength !== undefined ? `.min(${node.minLength})` : '') +
        (node.maxLength !== undefined ? `.max(${node.maxLength})` : '') +
        (node.pattern !== undefined ? `.regex(${regexLiteral(node.pattern)})` : '')
      );
    case 'number':
    case 'integer':
      return (
        'z.number()' +
        (type === 'integer' ? '.int()' : '') +
        (node.minimum !== undefined ? `.min(${node.minimum})` : '') +
        (node.maximum !== undefined ? `.max(${node.maximum})` : '') +
        (node.exclusiveMinimum !== undefined ? `.gt(${node.exclusiveMinimum})` : '') +
        (node.exclusiveMaximum !== undefined ? `.lt(${node.exclusiveMaximum})` : '')
      );
    case 'boolean':
      return 'z.boolean()';
    case 'array':
      if (!node.items) throw new Error(`codegen: ${path}: an array needs "items"`);
      return (
        `z.array(${zodOf(node.items, `${path}/items`, indent)})` +
        (node.minItems !== undefined ? `.min(${node.minItems})` : '') +
        (node.maxItems !== undefined ? `.max(${node.maxItems})` : '')
      );
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
    const expr = zodOf(prop, `${path}/properties/${name}`, inner) + (required.has(name) ? '' : '.optional()');
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
    const nullable = values.length !== node.enum.length ? '.nullable()' : '';
    if (values.every((v) => typeof v === 'string')) return `z.enum([${values.map((v) => JSON.stringify(v)).join(', ')}])${nullable}`;
    const literals = values.map((v) => {
      if (typeof v === 'object') throw new Error(`codegen: ${path}: only scalar enum values are translated`);
      return `z.literal(${JSON.stringify(v)})`;
    });
    return (literals.length === 1 ? literals[0]! : `z.union([${literals.join(', ')}])`) + nullable;
  }
  const { types, nullable } = typesOf(node);
  if (types.length === 0) {
    if (nullable) return 'z.null()';
    throw new Error(`codegen: ${path}: give a "type", "enum" or "const"`);
  }
  const parts = types.map((t) => zodOfType(t, node, path, indent));
  return (parts.length === 1 ? parts[0]! : `z.union([${parts.join(', ')}])`) + (nullable ? '.nullable()' : '');
}

/**
 * A TypeScript module exporting `<schemaName>` (the zod parser of `schema`) and `<typeName>` (what it parses to).
 * `source` names the schema file in the generated header. Deterministic: the same schema gives the same text.
 */
export function zodModule(schema: SchemaNode, options: { source: string; schemaName: string; typeName: string }): string {
  const { source, schemaName, typeName } = options;
  return (
    generatedHeader(source) +
    '\n' +
    `import * as z from 'zod';\n\n` +
    docComment({ description: `The zod parser of ${source}.` }, '') +
    `export const ${schemaName} = ${zodOf(schema, '')};\n\n` +
    docComment(schema, '') +
    `export type ${typeName} = z.infer<typeof ${schemaName}>;\n`
  );
}
