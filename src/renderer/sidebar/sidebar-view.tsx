import { useId, type ReactNode } from 'react';
import type { SidebarLine, SidebarSummary } from './sidebar-summary';

/** The sidebar's labels (flow messages, see layout-texts.ts). */
export interface SidebarTexts {
  title: string;
  location: string;
  vehicle: string;
  services: string;
  subtotal: string;
  taxNote: string;
  notChosen: string;
  noServices: string;
  /** A service that cannot be removed (part of a package). */
  included: string;
  remove: string;
  /** The remove button's accessible name: "Remove Oil Change". */
  removeName: (name: string) => string;
  /** "Qty 2". */
  quantity: (count: number) => string;
}

export interface SidebarViewProps {
  texts: SidebarTexts;
  summary: SidebarSummary;
  /**
   * Draws the location line in place of `summary.location` (the live sidebar passes a component that
   * follows the booking's place on its own, so typing an address re-renders that line, not the sidebar).
   */
  location?: ReactNode;
  /** Removes a service (only offered for removable lines, D-55). */
  onRemove?: (line: SidebarLine) => void;
  /** The coupon box, when shown. */
  coupon?: ReactNode;
  /** The sidebar Continue, on steps that have one. */
  continueSlot?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sidebar__section" aria-labelledby={id}>
      <h3 id={id} className="sidebar__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One value line of the sidebar (location, vehicle), or the "not chosen" text while there is none. */
export function SidebarValue({ value, notChosen, testId }: { value: string | null; notChosen: string; testId: string }) {
  return (
    <p className={value ? 'sidebar__value' : 'sidebar__value sidebar__value--empty'} data-testid={testId}>
      {value ?? notChosen}
    </p>
  );
}

/**
 * The booking summary beside the step (D-72..D-75): Your Location, Your Vehicle, Your Services with each
 * service's quantity and line price, the subtotal with "plus tax and fees", then the coupon box and Continue.
 * Prices are absent when the summary hides them (H-08).
 */
export function SidebarView({ texts, summary, location, onRemove, coupon, continueSlot }: SidebarViewProps) {
  const titleId = useId();
  return (
    <aside className="sidebar flow-layout__sidebar" aria-labelledby={titleId}>
      <h2 id={titleId} className="sidebar__title">
        {texts.title}
      </h2>
      <Section title={texts.location}>{location ?? <SidebarValue value={summary.location} notChosen={texts.notChosen} testId="sidebar-location" />}</Section>
      <Section title={texts.vehicle}>
        <SidebarValue value={summary.vehicle} notChosen={texts.notChosen} testId="sidebar-vehicle" />
      </Section>
      <Section title={texts.services}>
        {summary.lines.length === 0 ? (
          <p className="sidebar__value sidebar__value--empty">{texts.noServices}</p>
        ) : (
          <ul className="sidebar__services" data-testid="sidebar-services">
            {summary.lines.map((line) => (
              <li key={line.key} className="sidebar__service">
                <span className="sidebar__service-name">{line.name}</span>
                <span className="sidebar__service-qty">{texts.quantity(line.quantity)}</span>
                {line.priceText !== null ? <span className="sidebar__service-price">{line.priceText}</span> : null}
                {line.removable && onRemove ? (
                  <button type="button" className="link-button sidebar__remove" aria-label={texts.removeName(line.name)} onClick={() => onRemove(line)}>
                    {texts.remove}
                  </button>
                ) : !line.removable ? (
                  <span className="sidebar__included">{texts.included}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {summary.subtotalText !== null ? (
          <p className="sidebar__subtotal" data-testid="sidebar-subtotal">
            <span className="sidebar__subtotal-label">{texts.subtotal}</span>
            <strong className="sidebar__subtotal-amount">{summary.subtotalText}</strong>
            <span className="sidebar__tax-note">{texts.taxNote}</span>
          </p>
        ) : null}
      </Section>
      {coupon}
      {continueSlot}
    </aside>
  );
}
