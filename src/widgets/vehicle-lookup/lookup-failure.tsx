import { useEffect, useRef } from 'react';

/**
 * C-13, issue 26: the failed lookup said where the customer pressed Look Up Vehicle, as an alert that takes the focus
 * when it appears (not a toast over the button); it stays until the customer looks up again.
 */
export function LookupFailure({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} className="vehicle-notice vehicle-notice--error vehicle-lookup__failure" role="alert" tabIndex={-1}>
      {text}
    </p>
  );
}
