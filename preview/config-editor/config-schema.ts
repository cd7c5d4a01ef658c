/**
 * Reading the provider configuration's JSON Schema for the configuration editor: field names, titles,
 * which fields are URLs, nullable, enums… Pure; no React, no rjsf.
 */

/** The part of a JSON Schema (draft-07) the editor reads. */
export interface ConfigFieldSchema {
  type?: string | string[];
  enum?: unknown[];
  title?: string;
  description?: string;
  format?: string;
  items?: ConfigFieldSchema;
  uniqueItems?: boolean;
  properties?: Record<string, ConfigFieldSchema>;
  [keyword: string]: unknown;
}

/** The configuration's object schema: its fields are `properties`. */
export interface ConfigSchema extends ConfigFieldSchema {
  properties: Record<string, ConfigFieldSchema>;
  required?: string[];
}

/** Words spelled differently from their field-name form in a title. */
const WORDS: Readonly<Record<string, string>> = {
  api: 'API',
  atd: 'ATD',
  atv: 'ATV',
  dsn: 'DSN',
  id: 'ID',
  ids: 'IDs',
  rv: 'RV',
  sms: 'SMS',
  url: 'URL',
  vin: 'VIN',
  z3p: 'Z3P',
  google: 'Google',
  square: 'Square',
  stripe: 'Stripe',
};

/**
 * A readable title from a snake_case field name: words separated by spaces, the first capitalised, known
 * abbreviations and names spelled as such ("google_maps_api_key" → "Google maps API key").
 */
export function humanizeFieldName(name: string): string {
  const words = name.split(/[_\s]+/).filter(Boolean).map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The title the editor shows for a field: the schema's `title`, else `humanizeFieldName(name)`. */
export function fieldTitle(name: string, field: ConfigFieldSchema | undefined): string {
  return field?.title?.trim() || humanizeFieldName(name);
}

/** The field names of the configuration schema, in the schema's order. */
export function configFieldNames(schema: ConfigSchema): string[] {
  return Object.keys(schema.properties);
}

/** Whether a field accepts `null` (`type` lists "null", or `enum` holds null). */
export function isNullable(field: ConfigFieldSchema | undefined): boolean {
  if (!field) return false;
  if (Array.isArray(field.type) ? field.type.includes('null') : field.type === 'null') return true;
  return Array.isArray(field.enum) && field.enum.includes(null);
}

/** The field's types other than "null" (["string"] for `{ "type": ["string", "null"] }`). */
export function valueTypes(field: ConfigFieldSchema | undefined): string[] {
  const type = field?.type;
  const types = Array.isArray(type) ? type : type ? [type] : [];
  return types.filter((t) => t !== 'null');
}

/** A web address field: `format: "uri"` (or "url"), or a string field whose name ends with `_url`. */
export function isUrlField(name: string, field: ConfigFieldSchema | undefined): boolean {
  if (field?.format === 'uri' || field?.format === 'url') return true;
  return name.endsWith('_url') && valueTypes(field).includes('string');
}

/** An array whose items are an enum: shown as a group of checkboxes. */
export function isEnumArray(field: ConfigFieldSchema | undefined): boolean {
  return valueTypes(field).includes('array') && Array.isArray(field?.items?.enum);
}

/**
 * Whether `text` is a full web address the app can link to: an absolute http:// or https:// URL with a host.
 * (The app opens these in a link or a redirect; a relative path or "www.x.com" would not work there.)
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** A field's schema with a title on every nested property lacking one (objects, and arrays' items). */
function titledField(name: string, field: ConfigFieldSchema): ConfigFieldSchema {
  const titled: ConfigFieldSchema = { ...field, title: fieldTitle(name, field) };
  if (field.properties) {
    titled.properties = Object.fromEntries(Object.entries(field.properties).map(([n, f]) => [n, titledField(n, f)]));
  }
  if (field.items?.properties) {
    titled.items = { ...field.items, properties: titledField(name, field.items).properties };
  }
  return titled;
}

/**
 * The schema the editor hands to rjsf: the configuration schema with a title on every field (and nested
 * property) that lacks one (`fieldTitle`). Fields, types and validation keywords are unchanged. Pure.
 */
export function editorSchema(schema: ConfigSchema): ConfigSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, titledField(name, field)]));
  return { ...schema, properties };
}
