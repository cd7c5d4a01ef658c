import type { RJSFValidationError } from '@rjsf/utils';

/**
 * Message keys per field (JSON pointer into the data, e.g. "/first_name") and ajv keyword
 * ("required", "format", "pattern", …); "*" is any other keyword of that field.
 */
export type ErrorMessageKeys = Record<string, Record<string, string>>;

/** JSON pointer of an rjsf error's data path: `first_name` / `.address.city` / `['first-name']` → `/first_name` / `/address/city` / `/first-name`. */
export function errorPointer(error: RJSFValidationError): string {
  const parts: string[] = [];
  for (const m of (error.property ?? '').matchAll(/(?:^|\.)([^.[\]]+)|\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(\d+))\]/g)) {
    parts.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
  }
  return parts.length ? `/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}

/**
 * Replaces ajv's English with the flow's messages: each error whose field and keyword have a key in
 * `keys` gets that key's text (through `text`); others keep rjsf's message. Pure.
 */
export function mapFormErrors(
  errors: RJSFValidationError[],
  keys: ErrorMessageKeys | undefined,
  text: (key: string) => string,
): RJSFValidationError[] {
  if (!keys) return errors;
  return errors.map((error) => {
    const byKeyword = keys[errorPointer(error)];
    const key = byKeyword?.[error.name ?? ''] ?? byKeyword?.['*'];
    if (!key) return error;
    const message = text(key);
    return { ...error, message, stack: message };
  });
}
