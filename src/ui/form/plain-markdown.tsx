import type { ReactNode } from 'react';

/**
 * What the customer build gives @rjsf/core instead of `markdown-to-jsx/react` (vite.config.ts aliases it here):
 * the text as it is, no markdown parsing (~30 KB gzip less on the account step). rjsf renders markdown only
 * for descriptions and help with `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, which no form
 * of the app sets (tests/ui/form/plain-markdown.test.tsx keeps it so), and in its own developer notices
 * (an unsupported field, a file list), which then show their text unformatted.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }): ReactNode {
  return children ?? null;
}
