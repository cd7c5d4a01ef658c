import type { ShownChange } from '../analysis/shown-parts';

/** The tone of a change: a part or widget that appears is a gain, one that disappears a loss. */
function tone(c: ShownChange): string | undefined {
  if (c.after === 'shown' && c.before !== 'shown') return 'pa-gain';
  if (c.before === 'shown' && c.after !== 'shown') return 'pa-loss';
  return undefined;
}

/**
 * What the steps show that differs, one line each in words (`At Work shown → hidden on /pricing/place
 * (service_locations: ["home","workplace","shop"] → ["home"])`); with `provider`, each line also says for whom
 * (`… for acme`), as the blast radius lists it per provider.
 */
export function ShownChanges({ changes, provider }: { changes: readonly ShownChange[]; provider?: string }) {
  return (
    <ul>
      {changes.map((c) => (
        <li key={c.text} className={tone(c)}>
          {c.text}
          {provider && (c.after === 'hidden' || c.after === 'shown') ? <span className="pa-reason">{`${c.label} ${c.after} for ${provider}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}
