// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp, useAppMockServer } from '../support/render-app';

useAppMockServer();

describe('ProviderShell', () => {
  it('says the site is unavailable when the configuration fails, and Try again draws the branded page from the deferred configuration', async () => {
    let failing = true;
    server.use(http.get('*/app-z3p-configuration', () => (failing ? HttpResponse.json({ Status: 'error', Message: 'down' }, { status: 500 }) : undefined)));
    renderApp('demo', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking site is not available right now' })).toBeInTheDocument();
    expect(screen.getByText('Please try again in a few minutes.')).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The branded page (its skip link, then the home step) replaces the error page once the configuration is in.
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This booking site is not available right now' })).toBeNull();
  });

  it('shows the loading status, not the branded page, while the configuration loads', async () => {
    server.use(http.get('*/app-z3p-configuration', () => new Promise<never>(() => {})));
    renderApp('demo', '/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });
});
