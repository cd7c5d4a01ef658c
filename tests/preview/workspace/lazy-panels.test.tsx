// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazySemanticDiff } from '../../../preview/workspace/lazy-panels';
import { bookingFlow, fixtures, fixtureWith, overlays } from '../analysis/analysis-inputs';

afterEach(cleanup);

describe('lazy panels (issue 28 item 4)', () => {
  it('issue 28 item 4: the Diff tab says "Loading the diff…" while its code loads, then shows the diff in its place', async () => {
    render(
      <LazySemanticDiff
        flow={bookingFlow}
        left={{ label: 'fixture', config: fixtures.demo! }}
        right={{ label: 'edited', config: fixtureWith('demo', { logo_max_height: 90 }) }}
        overlays={overlays}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the diff…');
    expect(await screen.findByText('Same behaviour', { exact: false }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading the diff…')).not.toBeInTheDocument();
  });
});
