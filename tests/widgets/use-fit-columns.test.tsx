// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFitColumns } from '../../src/widgets/schedule-picker/use-fit-columns';

function Probe() {
  const { ref, columns } = useFitColumns<HTMLDivElement>();
  return <div ref={ref} data-testid="page">{columns === null ? 'unmeasured' : `${columns} columns`}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useFitColumns (the schedule grid’s page of days, F-05/F-06)', () => {
  it('F-05 waits for the browser’s report of the width instead of forcing a layout while the step is committed', () => {
    let report = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 375 } as DOMRect);
    render(<Probe />);
    expect(screen.getByTestId('page')).toHaveTextContent('unmeasured');
    expect(width).not.toHaveBeenCalled();
    act(() => report());
    // (375 − the 72-px time column) / 72-px days: 4 days fit.
    expect(screen.getByTestId('page')).toHaveTextContent('4 columns');
  });

  it('F-05 without a ResizeObserver measures before paint (a whole week where nothing can be measured)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('page')).toHaveTextContent('7 columns');
  });
});
