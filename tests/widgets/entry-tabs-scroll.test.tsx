// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntryTabsView } from '../../src/widgets/vehicle-lookup/entry-tabs-view';
import { overflowSides } from '../../src/widgets/vehicle-lookup/use-scroll-overflow';
import { ENTRY_TABS } from '../../src/widgets/vehicle-lookup/entry-tabs';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('overflowSides (issue 26: the tab row scrolls sideways with a cue)', () => {
  it('C-28 says which ends hide tabs: none when all fit, the end at the start, both in the middle, the start at the end', () => {
    expect(overflowSides(0, 311, 311)).toEqual({ start: false, end: false });
    expect(overflowSides(0, 311, 711)).toEqual({ start: false, end: true });
    expect(overflowSides(200, 311, 711)).toEqual({ start: true, end: true });
    expect(overflowSides(400, 311, 711)).toEqual({ start: true, end: false });
    expect(overflowSides(0.5, 311, 311.6)).toEqual({ start: false, end: false });
  });
});

describe('EntryTabsView on a narrow screen', () => {
  const tabs = ENTRY_TABS.slice(0, 7);

  it('C-28 marks the scroller where tabs are hidden, and again after a scroll; the ARIA tabs stay one tablist', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(711);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(311);
    render(
      <EntryTabsView tabs={tabs} selected={tabs[0]!} onSelect={() => {}} label="How would you like to enter your vehicle?" tabLabel={(t) => String(t)}>
        panel
      </EntryTabsView>,
    );
    const list = screen.getByRole('tablist', { name: 'How would you like to enter your vehicle?' });
    const scroller = list.parentElement!;
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(scroller).toHaveAttribute('data-more-end', 'true');
    expect(scroller).not.toHaveAttribute('data-more-start');
    list.scrollLeft = 400;
    fireEvent.scroll(list);
    expect(scroller).toHaveAttribute('data-more-start', 'true');
    expect(scroller).not.toHaveAttribute('data-more-end');
  });
});
