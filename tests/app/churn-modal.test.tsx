// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChurnModal, DEFAULT_MARKETPLACE_URL } from '../../src/app/churn-modal';
import { WithShellTexts } from './support/with-shell-texts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChurnModal (A-09, A-10)', () => {
  it('blocks with the message, counts down 15 s, then redirects to the marketplace', () => {
    vi.useFakeTimers();
    const redirect = vi.fn();
    render(<ChurnModal providerName="Gone Auto Repair" marketplaceUrl="https://marketplace.example/find-a-pro" redirect={redirect} />, { wrapper: WithShellTexts });
    const dialog = screen.getByRole('alertdialog', { name: 'Online booking is not available' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Gone Auto Repair no longer supports online booking.');
    expect(screen.getByTestId('churn-seconds')).toHaveTextContent('15');
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.getByTestId('churn-seconds')).toHaveTextContent('1');
    expect(dialog).toHaveTextContent('1 second');
    expect(redirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('https://marketplace.example/find-a-pro');
    act(() => vi.advanceTimersByTime(5_000));
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('uses the default marketplace when the configured one is missing or unsafe', () => {
    vi.useFakeTimers();
    const redirect = vi.fn();
    render(<ChurnModal providerName="X" marketplaceUrl="javascript:alert(1)" redirect={redirect} />, { wrapper: WithShellTexts });
    expect(screen.getByRole('link', { name: 'Go to the marketplace now' })).toHaveAttribute('href', DEFAULT_MARKETPLACE_URL);
    act(() => vi.advanceTimersByTime(15_000));
    expect(redirect).toHaveBeenCalledWith(DEFAULT_MARKETPLACE_URL);
  });
});
