/**
 * What the customer build gives @rjsf/utils instead of its `allOf` merger (`@x0k/json-schema-merge`, ~4 KB gzip;
 * scripts/vite/rjsf-slim.ts). No form schema of the app uses `allOf` (scripts/precompile-validators.ts refuses
 * one), so rjsf never calls it; if it did, rjsf catches the error and draws the schema without its `allOf`.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('allOf is not supported by the forms of this build (scripts/vite/rjsf-slim.ts)');
}
