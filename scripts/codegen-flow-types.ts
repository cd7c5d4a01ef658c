/**
 * The flow format's JSON Schemas (schemas/flow.schema.json and the schemas it references; schemas/overlay.schema.json)
 * → TypeScript types (src/generated/flow-format.ts, src/generated/flow-overlay.ts), re-exported by src/engine/types.ts.
 * The schemas are the one source: ajv checks flows against them, the engine is typed by what they allow.
 *
 * A (sub)schema whose `title` is a type name (`Blocker`, `StepTemplate`) becomes a declared type, referenced by
 * name; any other is written inline. `oneOf` is a union, `properties` an object type (a property outside
 * `required` is optional), `additionalProperties` alone a `Record`. Constraints (`pattern`, `minItems`, `allOf`
 * and `not` holding only tests, `propertyNames`…) do not change a type and are left to the schema.
 */
import { docComment, generatedHeader, propertyKey } from './codegen-schema-node';

/** The part of a JSON Schema this generator reads. */
interface Node {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Node[];
  anyOf?: Node[];
  allOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: boolean | Node;
  items?: Node;
  definitions?: Record<string, Node>;
  [keyword: string]: unknown;
}

/** Keywords that hold constraints or documentation only: they change no type. */
const CONSTRAINTS = new Set([
  '$schema', '$id', 'description', 'pattern', 'minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties',
  'propertyNames', 'uniqueItems', 'contains', 'format', 'not', 'definitions', 'minimum', 'maximum', 'default',
]);
const SHAPES = new Set(['$ref', 'title', 'type', 'enum', 'const', 'oneOf', 'anyOf', 'allOf', 'properties', 'required', 'additionalProperties', 'items']);
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

type Read = (path: string) => string;

class Generator {
  private readonly files = new Map<string, Node>();
  private readonly names = new Map<Node, string>();
  /** Declarations in order of first use. */
  readonly declarations: string[] = [];
  /** Type names taken from another generated module. */
  readonly imported = new Set<string>();

  constructor(
    private readonly read: Read,
    private readonly external: ReadonlyMap<string, string> = new Map(),
  ) {}

  file(name: string): Node {
    let node = this.files.get(name);
    if (!node) {
      node = JSON.parse(this.read(`schemas/${name}`)) as Node;
      this.files.set(name, node);
    }
    return node;
  }

  /** The node a `$ref` names (`other.schema.json#/a/b`, `#/a/b`, `#`) and the file it is in. */
  private resolve(ref: string, file: string): { node: Node; file: string } {
    const [target, pointer = ''] = ref.split('#');
    const inFile = target ? target : file;
    let node: unknown = this.file(inFile);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object') throw new Error(`codegen: ${file}: $ref ${ref} leads nowhere`);
    return { node: node as Node, file: inFile };
  }

  /** The type of a (sub)schema, by name when it is titled with a type name. */
  typeOf(node: Node, file: string, path: string, indent: string): string {
    if (node.$ref) {
      const target = this.resolve(node.$ref, file);
      return this.typeOf(target.node, target.file, `${target.file}#${node.$ref.split('#')[1] ?? ''}`, indent);
    }
    if (node.title && TYPE_NAME.test(node.title)) return this.declare(node, file, path);
    return this.shape(node, file, path, indent);
  }

  /** Declares a titled schema once (`export interface` for objects, else `export type`) and returns its name. */
  declare(node: Node, file: string, path: string): string {
    const name = node.title!;
    const known = this.names.get(node);
    if (known) return known;
    if (this.external.has(name)) {
      this.imported.add(name);
      this.names.set(node, name);
      return name;
    }
    if ([...this.names.values()].includes(name)) throw new Error(`codegen: ${path}: two schemas are titled ${name}`);
    this.names.set(node, name);
    const slot = this.declarations.push('') - 1;
    const doc = docComment({ description: node.description }, '');
    const body = this.shape(node, file, path, '');
    const declaration = body.startsWith('{\n') ? `export interface ${name} ${body}` : `export type ${name} =${body.startsWith('\n') ? '' : ' '}${body};`;
    this.declarations[slot] = `${doc}${declaration}\n`;
    return name;
  }

  private shape(node: Node, file: string, path: string, indent: string): string {
    for (const key of Object.keys(node)) {
      if (!SHAPES.has(key) && !CONSTRAINTS.has(key)) throw new Error(`codegen: ${path}: the keyword "${key}" is not translated`);
    }
    for (const part of node.allOf ?? []) {
      const target = part.$ref ? this.resolve(part.$ref, file).node : part;
      if (Object.keys(target).some((k) => SHAPES.has(k) && k !== 'title')) throw new Error(`codegen: ${path}: allOf may hold tests only`);
    }
    if (node.const !== undefined) return JSON.stringify(node.const);
    if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
    const union = node.oneOf ?? node.anyOf;
    if (union) {
      const inner = `${indent}  `;
      return `\n${union.map((n, i) => `${inner}| ${this.typeOf(n, file, `${path}/oneOf/${i}`, inner)}`).join('\n')}`;
    }
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    if (types.length === 0) throw new Error(`codegen: ${path}: give a "type", "enum", "const", "oneOf" or "$ref"`);
    return types.map((t) => this.ofType(t, node, file, path, indent)).join(' | ');
  }

  private ofType(type: string, node: Node, file: string, path: string, indent: string): string {
    switch (type) {
      case 'string':
      case 'boolean':
      case 'null':
        return type;
      case 'number':
      case 'integer':
        return 'number';
      case 'array': {
        if (!node.items) return 'unknown[]';
        const item = this.typeOf(node.items, file, `${path}/items`, indent);
        return /^[A-Za-z]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
      }
      case 'object':
        return this.object(node, file, path, indent);
      default:
        throw new Error(`codegen: ${path}: type "${type}" is not translated`);
    }
  }

  private object(node: Node, file: string, path: string, indent: string): string {
    const extra = node.additionalProperties;
    if (!node.properties) {
      if (extra && typeof extra === 'object') return `Record<string, ${this.typeOf(extra, file, `${path}/additionalProperties`, indent)}>`;
      return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
    }
    if (extra && typeof extra === 'object') throw new Error(`codegen: ${path}: properties with additionalProperties schema are not translated`);
    const required = new Set(node.required ?? []);
    const inner = `${indent}  `;
    const lines = Object.entries(node.properties).map(([name, prop]) => {
      // A property's own description, else that of the schema it refers to (when that is not a declared type).
      const doc = prop.description ?? (prop.$ref ? this.resolve(prop.$ref, file).node : prop).description;
      const type = this.typeOf(prop, file, `${path}/properties/${name}`, inner);
      const named = TYPE_NAME.test(type.replace(/\[\]$/, ''));
      return `${docComment({ description: named && !prop.description ? undefined : doc }, inner)}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${type};\n`;
    });
    return `{\n${lines.join('')}${indent}}`;
  }
}

/** One generated module: where it goes, the schema it starts from, its text. */
export interface FlowTypesFile {
  file: string;
  source: string;
  text: string;
}

function module(source: string, lead: string, g: Generator, importFrom?: string): string {
  const imports = g.imported.size ? `import type { ${[...g.imported].sort().join(', ')} } from '${importFrom}';\n\n` : '';
  return `${generatedHeader(source)}//\n// ${lead}\n\n${imports}${g.declarations.join('\n')}`;
}

/**
 * The flow format's types, generated from the schemas: `src/generated/flow-format.ts` (Flow, Step, Condition,
 * Target… from schemas/flow.schema.json and every schema it references) and `src/generated/flow-overlay.ts`
 * (Overlay, from schemas/overlay.schema.json, importing the shared types). Promises: deterministic text (the
 * declaration order is the order of first use); fails on a schema keyword it does not translate.
 */
export function generateFlowTypes(read: Read): FlowTypesFile[] {
  const flow = new Generator(read);
  flow.declare(flow.file('flow.schema.json'), 'flow.schema.json', 'flow.schema.json#');
  const names = new Map<string, string>(flow.declarations.map((d) => /export (?:interface|type) (\w+)/.exec(d)![1]!).map((n) => [n, n]));
  const overlay = new Generator(read, names);
  overlay.declare(overlay.file('overlay.schema.json'), 'overlay.schema.json', 'overlay.schema.json#');
  return [
    {
      file: 'src/generated/flow-format.ts',
      source: 'schemas/flow.schema.json',
      text: module('schemas/flow.schema.json', 'The flow format (flows/*.flow.json), as the schemas define it; re-exported by src/engine/types.ts.', flow),
    },
    {
      file: 'src/generated/flow-overlay.ts',
      source: 'schemas/overlay.schema.json',
      text: module('schemas/overlay.schema.json', 'Provider overlays (flows/overlays/*.json), as the schema defines them; re-exported by src/engine/types.ts.', overlay, './flow-format'),
    },
  ];
}

/** The text of one of the files {@link generateFlowTypes} writes (for the generator list of scripts/codegen.ts). */
export function flowTypesText(read: Read, file: string): string {
  const found = generateFlowTypes(read).find((f) => f.file === file);
  if (!found) throw new Error(`codegen: no flow types file ${file}`);
  return found.text;
}
