// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp, useAppMockServer } from '../support/render-app';

// What the shell requests is recorded; a build's message chunk per step is stood in by a loader that never answers.
const requested = vi.hoisted(() => ({ messages: [] as string[], footer: false }));
vi.mock('../../src/app/step-message-loaders', () => ({
  stepMessageLoaders: new Proxy({}, { get: (_, id: string) => () => (requested.messages.push(id), new Promise(() => {})) }),
}));
vi.mock('../../src/app/site-footer', () => {
  requested.footer = true;
  return { SiteFooter: () => null };
});

useAppMockServer();

describe('ProviderShell first paint (issue 28)', () => {
  it('requests the opened step’s messages and the footer’s code while the configuration is still loading', async () => {
    server.use(http.get('*/app-z3p-configuration', () => new Promise<never>(() => {})));
    renderApp('demo', '/pricing/place');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await vi.waitFor(() => expect(requested.messages).toContain('place'));
    expect(requested.messages).toContain('_shell');
    await vi.waitFor(() => expect(requested.footer).toBe(true));
  });
});
