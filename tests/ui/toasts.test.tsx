// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useToast } from '../../src/ui/toasts/toast-context';
import { toastDuration } from '../../src/ui/toasts/toast-duration';
import { ToastProvider } from '../../src/ui/toasts/toast-provider';
import type { ToastApi } from '../../src/ui/toasts/toast-context';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toastDuration (OPEN-51)', () => {
  it('errors 5 s, successes 10 s, others 15 s; a stated duration wins', () => {
    expect(toastDuration('error')).toBe(5000);
    expect(toastDuration('success')).toBe(10000);
    expect(toastDuration('info')).toBe(15000);
    expect(toastDuration('error', 8000)).toBe(8000);
  });
});

describe('ToastProvider', () => {
  function setup() {
    const api: { toast?: ToastApi; navigate?: (p: string) => void } = {};
    function Grab() {
      api.toast = useToast();
      api.navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ToastProvider>
          <Grab />
        </ToastProvider>
      </MemoryRouter>,
    );
    return api;
  }

  it('shows success as a status and error as an alert, each expiring on time', () => {
    vi.useFakeTimers();
    const api = setup();
    act(() => {
      api.toast!.show({ kind: 'success', text: 'Saved' });
      api.toast!.show({ kind: 'error', text: 'Failed' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveClass('toast--success');
    expect(screen.getByRole('alert')).toHaveClass('toast--error');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('removes toasts when the page changes (A-37) and can be dismissed', () => {
    const api = setup();
    act(() => api.toast!.show({ kind: 'info', text: 'Hello' }));
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.queryByText('Hello')).toBeNull();
    act(() => api.toast!.show({ kind: 'info', text: 'Again' }));
    act(() => api.navigate!('/b'));
    expect(screen.queryByText('Again')).toBeNull();
  });

  it('A-37 keeps a toast shown together with a navigation for the next page only (flow alert effects, I-12)', () => {
    const api = setup();
    act(() => {
      api.toast!.show({ kind: 'error', text: 'Your account information does not match the appointment you are trying to access.', keepOnNavigation: true });
      api.toast!.show({ kind: 'info', text: 'Old page note' });
      api.navigate!('/account');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account information does not match');
    expect(screen.queryByText('Old page note')).toBeNull();
    act(() => api.navigate!('/elsewhere'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
