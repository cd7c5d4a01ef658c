/**
 * zod's English issue messages ("Invalid input: expected string, received number"), which `zod/mini` does not
 * load by itself (without them every issue reads "Invalid input"). They are needed only when an answer is
 * malformed, so they stay out of the up-front bundle (~1 KB gzip): a parse that failed is repeated once they
 * are in, see {@link withZodMessages}.
 */
import { config } from 'zod/mini';

let loading: Promise<void> | undefined;

/** Loads and sets zod's English messages, once; every parse after it resolves has them. */
export function loadZodMessages(): Promise<void> {
  loading ??= import('zod/v4/locales/en.js').then((en) => {
    config(en.default());
  });
  return loading;
}

/**
 * `parse()`'s result, with English issue messages when it failed: a failed parse is repeated after
 * {@link loadZodMessages} (parsing is pure, so the second result differs only in its messages).
 */
export async function withZodMessages<R extends { success: boolean }>(parse: () => R): Promise<R> {
  const first = parse();
  if (first.success) return first;
  await loadZodMessages();
  return parse();
}
