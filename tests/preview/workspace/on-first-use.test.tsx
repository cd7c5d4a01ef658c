// @vitest-environment jsdom
import axe from 'axe-core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../preview/workspace/on-first-use';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

describe('a preview panel loaded on first use (issue 28 item 4)', () => {
  it('a panel whose code fails to load says which one, in its place, and "Try again" loads it', async () => {
    // React reports the caught load failure on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Panel = onFirstUse(load, 'the greeting');
    const { container } = render(
      <main>
        <h1>Preview</h1>
        <Panel name="Ada" />
      </main>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the greeting: Failed to fetch dynamically imported module');
    expect(screen.getByRole('heading', { level: 1, name: 'Preview' })).toBeInTheDocument();
    const results = await axe.run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a panel drawn again after a successful retry uses the loaded code without another load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Panel = onFirstUse(load, 'the greeting');
    const first = render(<Panel name="Ada" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    first.unmount();

    render(<Panel name="Grace" />);
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
