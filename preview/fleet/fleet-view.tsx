import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider, StepReachability, StepStatus } from '../analysis/analysis-types';
import { fleetMatrix, type FleetShownRow } from '../analysis/fleet-matrix';
import { stateWords } from '../analysis/shown-parts';
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

/** A cell of "What the steps show": the state in words; with a reason, a focusable button described by it (a tooltip on hover and focus, Escape hides it). */
function ShownCell({ cell, provider }: { cell: FleetShownRow['cells'][number]; provider: string }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const className = cell.state === 'hidden' ? 'pa-cell pa-cell--unreachable' : 'pa-cell';
  const words = <span className="pa-shown-state">{stateWords(cell.state)}</span>;
  if (!cell.reason) return <td className={className}>{words}</td>;
  return (
    <td className={className} data-dismissed={dismissed ? 'true' : undefined} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className="pa-cell-button"
        aria-label={`${stateWords(cell.state)} for ${provider}`}
        aria-describedby={tipId}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {words}
      </button>
      <span role="tooltip" id={tipId} className="pa-tooltip">
        {cell.reason}
      </span>
    </td>
  );
}

/** The widgets, parts and computed options some providers' configurations settle differently: one row each, one column per provider. */
function ShownTable({ rows, providers }: { rows: readonly FleetShownRow[]; providers: readonly string[] }) {
  const captionId = useId();
  if (rows.length === 0) return <p className="pa-note">Every provider’s steps show the same widgets and parts.</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard reachable (WCAG 2.1.1)
    <div className="pa-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pa-fleet-table">
        <caption id={captionId}>What the steps show, where providers differ ({rows.length})</caption>
        <thead>
          <tr>
            <th scope="col">Where · what</th>
            {providers.map((p) => (
              <th scope="col" key={p}>
                {p}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.route ?? 'sidebar'}
                <span className="pa-step-id">
                  {row.label}
                  {row.kind === 'part' && row.widget ? ` (${row.widget})` : ''}
                </span>
              </th>
              {row.cells.map((cell, i) => (
                <ShownCell key={providers[i]} cell={cell} provider={providers[i]!} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The fleet view: a table with one row per step (its route and id) and one column per provider fixture,
 * each cell "✓" (reachable from the front door), "link" (only by a link) or "—" (never shown). The reason of
 * a "link" or "—" cell is its button's description (screen readers) and a tooltip on hover and focus
 * (Escape hides it). Below, the number of journeys per session kind; "—" where the configuration does not
 * offer that kind, "churned" for a churned provider. Then a second table: the widgets, parts (the sidebar's
 * too) and computed options whose state differs between providers ("hidden" where a provider's configuration
 * hides it; the reason, where the configuration settles it, is the cell button's description and tooltip).
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
      <h3>What the steps show</h3>
      <ShownTable rows={matrix.shown} providers={matrix.providers} />
    </section>
  );
}
