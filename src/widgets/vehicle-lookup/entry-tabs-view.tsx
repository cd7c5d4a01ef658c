import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { EntryTab } from './entry-tabs';
import { useScrollOverflow } from './use-scroll-overflow';

export interface EntryTabsViewProps {
  tabs: readonly EntryTab[];
  selected: EntryTab;
  onSelect: (tab: EntryTab) => void;
  /** The tab list's accessible name. */
  label: string;
  /** A tab's label (C-28 for the other vehicle types). */
  tabLabel: (tab: EntryTab) => string;
  /** The selected tab's panel content. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex); Left/Right
 * arrows move and select (wrapping), Home/End go to the first/last tab. Only the selected panel is drawn. The tabs
 * stay on one row (issue 26: seven tabs on a phone): the row scrolls sideways, with a fade at an end that hides
 * tabs, and the selected tab is scrolled into view.
 */
export function EntryTabsView({ tabs, selected, onSelect, label, tabLabel, children }: EntryTabsViewProps) {
  const base = useId();
  const refs = useRef(new Map<EntryTab, HTMLButtonElement>());
  const tabId = (t: EntryTab) => `${base}-tab-${t}`;
  const panelId = `${base}-panel`;
  const list = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(list);

  const move = (to: EntryTab) => {
    onSelect(to);
    refs.current.get(to)?.focus();
  };
  const select = (to: EntryTab) => {
    onSelect(to);
    refs.current.get(to)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(selected);
    let to: EntryTab | undefined;
    if (e.key === 'ArrowRight') to = tabs[(i + 1) % tabs.length];
    else if (e.key === 'ArrowLeft') to = tabs[(i - 1 + tabs.length) % tabs.length];
    else if (e.key === 'Home') to = tabs[0];
    else if (e.key === 'End') to = tabs[tabs.length - 1];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };

  return (
    <div className="entry-tabs">
      <div
        className="entry-tabs__scroller"
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
      >
        <div ref={list} role="tablist" aria-label={label} className="entry-tabs__list">
          {tabs.map((t) => (
            <button
              key={t}
              ref={(el) => {
                if (el) refs.current.set(t, el);
                else refs.current.delete(t);
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              className="entry-tabs__tab"
              aria-selected={t === selected}
              aria-controls={t === selected ? panelId : undefined}
              tabIndex={t === selected ? 0 : -1}
              onClick={() => select(t)}
              onKeyDown={onKeyDown}
            >
              {tabLabel(t)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="entry-tabs__panel">
        {children}
      </div>
    </div>
  );
}
