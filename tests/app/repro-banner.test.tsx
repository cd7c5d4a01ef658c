// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewBanner } from '../../src/app/repro/preview-banner';

afterEach(cleanup);

describe('PreviewBanner', () => {
  it('names the provider and the clock in a labelled region, and Reset calls back', async () => {
    const onReset = vi.fn();
    render(<PreviewBanner info={{ provider: 'acme', now: '2025-03-10T10:00:00-04:00', onReset }} />);
    const region = screen.getByRole('region', { name: 'Preview mode' });
    expect(screen.getByRole('status')).toHaveTextContent('Preview: acme · clock fixed at 2025-03-10T10:00:00-04:00');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows a bad link’s error as an alert that can be dismissed', async () => {
    render(<PreviewBanner info={{ error: 'Invalid preview link: the value is not base64url text.', onReset: () => {} }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This preview link could not be used: Invalid preview link');
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
