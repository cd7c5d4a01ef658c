/**
 * Resolving a widget's words in one go: from a key map (the field a view reads → the message key it shows) or from a
 * list of keys. Each text goes through the widget's `text`, which throws on a key the step does not define.
 */

type Text = (key: string) => string;

/** Each field of `keys` resolved to its message's text: `textsOf(text, { title: 'tip-title' })` gives `{ title: 'Add a tip' }`. */
export function textsOf<F extends string>(text: Text, keys: Readonly<Record<F, string>>): Record<F, string> {
  return Object.fromEntries(Object.entries<string>(keys).map(([field, key]) => [field, text(key)])) as Record<F, string>;
}

/** Each key of `keys` resolved to its message's text, by the key itself. */
export function textsByKey<K extends string>(text: Text, keys: readonly K[]): Readonly<Record<K, string>> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
}
