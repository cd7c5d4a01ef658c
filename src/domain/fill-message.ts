/**
 * The one filler of message templates: the flow engine (`formatMessage`), the domain validators and the
 * widgets all fill `{placeholders}` here, so a text reads the same wherever it is shown.
 */

/** The value at a dotted path (`config.customer_facing_phone`), own properties only (never `toString` and kin). */
function lookup(vars: Readonly<Record<string, unknown>>, path: string): unknown {
  let cur: unknown = vars;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * Fills `{name}` and `{a.b}` placeholders of a message template from `vars`. Promises: a placeholder with
 * no value (missing, null, or an object) stays as written, so a missing value is visible instead of silently
 * empty; values are inserted as text (`String(value)`), never interpreted; text outside placeholders is
 * kept word for word.
 */
export function fillMessage(template: string, vars: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (whole, path: string) => {
    const v = lookup(vars, path);
    return v === undefined || v === null || typeof v === 'object' ? whole : String(v);
  });
}
