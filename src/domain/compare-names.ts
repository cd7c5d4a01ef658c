/**
 * The order of names in every list the customer reads (services A-47, places, vehicles, brands): alphabetical as
 * English sorts them, case and accents deciding only between names otherwise equal. One collator for the whole app,
 * made on first use: `localeCompare` with a locale or options prepares its comparison anew on every call (≈ 60 times
 * slower per comparison in Node), and the first comparison of a page sets up the browser's collation (3–5 ms at 4× CPU).
 */
let collator: Intl.Collator | undefined;

/** Negative when `a` comes before `b`, positive after, 0 for the same name: a comparator for `Array.prototype.sort`. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en');
  return collator.compare(a, b);
}
