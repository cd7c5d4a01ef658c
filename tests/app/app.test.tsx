// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppMockServer } from '../support/render-app';

useAppMockServer();

describe('App shell', () => {
  it('loads the provider’s configuration and draws its branded flow step', async () => {
    renderApp('acme', '/pricing/place');
    expect(await screen.findByText('Acme Mobile Mechanics')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Address Line 1' })).toBeInTheDocument(); // the place step's placePicker (acme: home only)
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows "Page not found" for an unknown route (A-25)', async () => {
    renderApp('demo', '/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the churn modal for a churned provider (A-09)', async () => {
    renderApp('gone', '/');
    expect(await screen.findByRole('alertdialog', { name: 'Online booking is not available' })).toHaveTextContent(
      'Gone Auto Repair no longer supports online booking.',
    );
  });
});
