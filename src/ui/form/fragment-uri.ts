/**
 * What the customer build gives @rjsf/utils instead of `fast-uri` (scripts/vite/rjsf-slim.ts; ~8 KB gzip less on
 * the account step). rjsf resolves `$ref`s with it; the app's form schemas are self-contained, so a reference is
 * a `#…` fragment of the same document, and none has an `$id` (scripts/precompile-validators.ts refuses the rest).
 */

function refused(what: string): never {
  throw new Error(`${what}: form schemas in this build use only "#…" references and no $id (scripts/vite/rjsf-slim.ts)`);
}

/** `ref` against the document `base` (`#` or a `#…` fragment, rjsf's base of a schema without `$id`): the fragment itself. */
function resolve(base: string, ref: string): string {
  if (!ref.startsWith('#')) refused(`the reference "${ref}"`);
  if (base !== '' && !base.startsWith('#')) refused(`the base "${base}"`);
  return ref;
}

/** Whether two references name the same place (fragments: the same text). */
function equal(a: string, b: string): boolean {
  return a === b;
}

export default { resolve, equal };
