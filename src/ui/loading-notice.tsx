import type { ReactNode } from 'react';

/** "Loading …" while data a screen needs is on its way: a polite status line, styled once (.widget-loading). */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p className="widget-loading" role="status">
      {children}
    </p>
  );
}
