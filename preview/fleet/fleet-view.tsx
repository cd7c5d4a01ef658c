import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider, StepReachability, StepStatus } from '../analysis/analysis-types';
import { fleetMatrix } from '../analysis/fleet-matrix';
import '../analysis/analysis.css';

export interface FleetViewProps {
  /** The booking flow as written (each provider's overlay is applied from `overlays`). */
  flow: Flow;
  /** Provider fixtures by name: one column each, in this order. */
  fixtures: Readonly<Record<string, ConfigRecord>>;
  overlays?: OverlaysByProvider;
}

const GLYPH: Record<StepStatus, string> = { reachable: '✓', link: 'link', unreachable: '—' };
const SPOKEN: Record<StepStatus, string> = { reachable: 'reachable', link: 'by link only', unreachable: 'unreachable' };

function Cell({ cell, provider }: { cell: StepReachability; provider: string }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const className = `pa-cell pa-cell--${cell.status}`;
  if (!cell.reason) {
    return (
      <td className={className}>
        <span aria-hidden="true">{GLYPH[cell.status]}</span>
        <span className="pa-visually-hidden">{SPOKEN[cell.status]}</span>
      </td>
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setDismissed(true);
  };
  return (
    <td className={className} data-dismissed={dismissed ? 'true' : undefined} onMouseLeave={() => setDismissed(false)}>
      <button type="button" className="pa-cell-button" aria-describedby={tipId} onKeyDown={onKeyDown} onBlur={() => setDismissed(false)}>
        <span aria-hidden="true">{GLYPH[cell.status]}</span>
        <span className="pa-visually-hidden">
          {SPOKEN[cell.status]} for {provider}
        </span>
      </button>
      <span role="tooltip" id={tipId} className="pa-tooltip">
        {cell.reason}
      </span>
    </td>
  );
}

/**
 * The fleet view: a table with one row per step (its route and id) and one column per provider fixture,
 * each cell "✓" (reachable from the front door), "link" (only by a link) or "—" (never shown). The reason of
 * a "link" or "—" cell is its button's description (screen readers) and a tooltip on hover and focus
 * (Escape hides it). Below, the number of journeys per session kind; "—" where the configuration does not
 * offer that kind, "churned" for a churned provider.
 */
export function FleetView({ flow, fixtures, overlays }: FleetViewProps) {
  const matrix = useMemo(() => fleetMatrix(flow, fixtures, { overlays }), [flow, fixtures, overlays]);
  const headingId = useId();
  const captionId = useId();
  const churned = new Set(matrix.journeys.filter((j) => j.skipped).map((j) => j.provider));
  return (
    <section className="pa-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Fleet view</h2>
      <p className="pa-note">
        ✓ reachable from the front door · link: only by opening a link · — never shown for that provider. Hover or focus a cell for the reason.
      </p>
      {/* The table scrolls inside its box: the box takes focus so a keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard reachable (WCAG 2.1.1) */}
      <div className="pa-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="pa-fleet-table">
          <caption id={captionId}>
            Steps each provider’s customers can reach ({matrix.providers.length} providers × {matrix.rows.length} steps), and journeys per session kind
          </caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              {matrix.providers.map((p) => (
                <th scope="col" key={p}>
                  {p}
                  {churned.has(p) ? ' (churned)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.stepId}>
                <th scope="row">
                  <code>{row.route}</code>
                  <span className="pa-step-id">{row.stepId}</span>
                </th>
                {row.cells.map((cell, i) => (
                  <Cell key={matrix.providers[i]} cell={cell} provider={matrix.providers[i]!} />
                ))}
              </tr>
            ))}
          </tbody>
          <tbody>
            <tr className="pa-journeys-head">
              <th scope="colgroup" colSpan={matrix.providers.length + 1}>
                Journeys per session kind
              </th>
            </tr>
            {matrix.sessionKinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">Journeys: {kind}</th>
                {matrix.journeys.map((j) => {
                  const n = j.counts[kind];
                  return (
                    <td key={j.provider}>
                      {j.skipped ? (
                        <span title={j.skipped}>churned</span>
                      ) : n === undefined ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="pa-visually-hidden">not offered</span>
                        </>
                      ) : (
                        n
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
