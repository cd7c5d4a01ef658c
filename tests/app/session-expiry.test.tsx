// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiFetch, getToken, setToken, type ApiError } from '../../src/api/client';
import { bookingFlowFor } from '../../src/app/booking-flow';
import { SessionExpiry } from '../../src/app/session-expiry';
import { ToastProvider } from '../../src/ui/toasts/toast-provider';
import { server, useMockServer } from '../api/harness';

useMockServer();
afterEach(cleanup);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/pricing/place']}>
      <ToastProvider>
        <SessionExpiry flow={bookingFlowFor('demo')} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function callAnswering403(): Promise<ApiError> {
  server.use(http.get('*/api/service-area', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
  const error = await apiFetch('GET', '/service-area', { schema: z.unknown() }).catch((e: unknown) => e);
  await act(async () => {}); // the alert and the navigation are drawn
  return error as ApiError;
}

describe('SessionExpiry (A-32..A-34, issue 15)', () => {
  it('A-32 A-33 A-34 a 403 on a call made with a token: the alert, the token cleared, /login', async () => {
    setToken('customer-token');
    renderApp();
    const error = await callAnswering403();
    expect(error.isSessionExpired).toBe(true);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, your session is expired. Please log in.');
    expect(getToken()).toBeNull();
  });

  it('A-32 OPEN-40 a refused change (a PUT made with a token) shows the second variant, exactly "Sorry, your session is expired. Please log in again."; a read keeps the first', async () => {
    setToken('customer-token');
    renderApp();
    server.use(http.put('*/api/customer/info', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
    const error = (await apiFetch('PUT', '/customer/info', { body: {}, schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    await act(async () => {});
    expect(error.isSessionExpired).toBe(true);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(within(await screen.findByRole('alert')).getByText('Sorry, your session is expired. Please log in again.')).toBeInTheDocument();
    cleanup();
    setToken('customer-token');
    renderApp();
    await callAnswering403();
    expect(within(await screen.findByRole('alert')).getByText('Sorry, your session is expired. Please log in.')).toBeInTheDocument();
  });

  it('a 403 for a visitor who never signed in (no token sent) is not a session expiry: no redirect, no expiry alert', async () => {
    renderApp();
    const error = await callAnswering403();
    expect(error).toMatchObject({ status: 403, tokenSent: false, isSessionExpired: false });
    expect(screen.getByTestId('path')).toHaveTextContent('/pricing/place');
    expect(screen.queryByRole('alert')).toBeNull();
    // The screen that made the call shows a plain failure text instead.
    expect(error.customerKey).toBe('generic-error');
  });
});
