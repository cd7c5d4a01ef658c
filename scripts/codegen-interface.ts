/**
 * JSON Schema → a TypeScript interface (types only: nothing reaches the bundle), with each property's
 * description as its TSDoc.
 */
import { assertKnownKeywords, docComment, generatedHeader, propertyKey, typesOf, type SchemaNode } from './codegen-schema-node';

function typeOfType(type: string, node: SchemaNode, path: string, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array': {
      if (!node.items) throw new Error(`codegen: ${path}: an array needs "items"`);
      const item = typeOf(node.items, `${path}/items`, indent);
      return /^[A-Za-z]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectBody(node, path, indent);
    default:
      throw new Error(`codegen: ${path}: type "${type}" is not translated`);
  }
}

/** `{ … }` with one line per property; a property not in `required` is optional. */
function objectBody(node: SchemaNode, path: string, indent: string): string {
  const required = new Set(node.required ?? []);
  for (const name of required) if (!node.properties?.[name]) throw new Error(`codegen: ${path}: required "${name}" has no property`);
  const inner = `${indent}  `;
  const lines = Object.entries(node.properties ?? {}).map(
    ([name, prop]) =>
      `${docComment(prop, inner)}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeOf(prop, `${path}/properties/${name}`, inner)};\n`,
  );
  return lines.length ? `{\n${lines.join('')}${indent}}` : 'Record<string, never>';
}

/** The TypeScript type of one (sub)schema; `indent` is the indentation of the line it starts on. */
export function typeOf(node: SchemaNode, path: string, indent = ''): string {
  assertKnownKeywords(node, path);
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  const { types, nullable } = typesOf(node);
  if (types.length === 0) {
    if (nullable) return 'null';
    throw new Error(`codegen: ${path}: give a "type", "enum" or "const"`);
  }
  return [...types.map((t) => typeOfType(t, node, path, indent)), ...(nullable ? ['null'] : [])].join(' | ');
}

/**
 * A TypeScript module exporting `interface <typeName>` for an object `schema`. `source` names the schema file in
 * the generated header. Deterministic: the same schema gives the same text.
 */
export function interfaceModule(schema: SchemaNode, options: { source: string; typeName: string }): string {
  const { types } = typesOf(schema);
  if (types.length !== 1 || types[0] !== 'object') throw new Error(`codegen: ${options.source}: an interface needs an object schema`);
  return generatedHeader(options.source) + '\n' + docComment(schema, '') + `export interface ${options.typeName} ${typeOf(schema, '')}\n`;
}
