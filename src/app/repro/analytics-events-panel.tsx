import { useEffect, useState } from 'react';
import type { AnalyticsEvent } from '../../renderer/analytics';

/** How many of the most recent events the panel lists. */
const SHOWN = 12;

function describe(e: AnalyticsEvent): string {
  const step = typeof e.data?.step === 'string' ? ` (${e.data.step})` : '';
  return `${e.event}${step}`;
}

/**
 * Preview builds only: the analytics events the app sent, newest first, from the in-memory sink
 * (`window.__analyticsEvents`), so support staff see what a provider's tracking would receive.
 * Polls once a second while open; events are never sent anywhere from here.
 */
export function AnalyticsEventsPanel({ source = () => window.__analyticsEvents ?? [] }: { source?: () => readonly AnalyticsEvent[] }) {
  const [open, setOpen] = useState(false);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [open]);
  const events = source();
  const recent = events.slice(-SHOWN).reverse();
  return (
    <details className="preview-banner__events" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Analytics events ({events.length})</summary>
      {recent.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ol aria-label="Recent analytics events, newest first">
          {recent.map((e, i) => (
            <li key={`${events.length - i}`}>{describe(e)}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
