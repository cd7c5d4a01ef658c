// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useToast } from '../../src/ui/toasts/toast-context';
import { toastDuration } from '../../src/ui/toasts/toast-duration';
import { ToastProvider } from '../../src/ui/toasts/toast-provider';
import { toastPlacement } from '../../src/ui/toasts/toast-placement';
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

  it('D-57 toasts of one group collapse into one: the newer text replaces the older in place and restarts its time', () => {
    vi.useFakeTimers();
    const api = setup();
    act(() => api.toast!.show({ kind: 'success', text: 'One added', group: 'cart', durationMs: 3000 }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      api.toast!.show({ kind: 'success', text: 'Two added', group: 'cart', durationMs: 3000 });
      api.toast!.show({ kind: 'success', text: 'Three added', group: 'cart', durationMs: 3000 });
      api.toast!.show({ kind: 'info', text: 'Other news' });
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Three added×', 'Other news×']);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Three added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Three added')).toBeNull();
    act(() => api.toast!.show({ kind: 'success', text: 'Fresh', group: 'cart', durationMs: 3000 }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });
});

describe('toastPlacement (issue 26: toasts never cover the primary action)', () => {
  const viewport = 667;
  it('takes the bottom edge when nothing to keep clear is there', () => {
    expect(toastPlacement([], 80, viewport)).toBe('bottom');
    expect(toastPlacement([{ top: 300, bottom: 344 }], 80, viewport)).toBe('bottom');
    expect(toastPlacement([{ top: 700, bottom: 744 }], 80, viewport)).toBe('bottom');
  });
  it('moves to the top edge when the bottom band would cover a primary action (a Continue at the foot of the screen)', () => {
    expect(toastPlacement([{ top: 600, bottom: 644 }], 80, viewport)).toBe('top');
    expect(toastPlacement([{ top: 20, bottom: 64 }, { top: 600, bottom: 644 }], 80, viewport)).toBe('bottom');
    expect(toastPlacement([{ top: 40, bottom: 60 }, { top: 600, bottom: 644 }], 80, viewport)).toBe('top');
  });
});
