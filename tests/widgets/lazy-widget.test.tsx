// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWidget } from '../../src/widgets/registry/lazy-widget';
import { preloadWidget, widgetRegistry } from '../../src/widgets/registry/registry';

afterEach(cleanup);

const Hello = () => <p>Hello</p>;

describe('lazyWidget (a lazy widget that can be preloaded)', () => {
  it('after preload() the first render draws the widget without the Suspense fallback, and the code loads once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWidget(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without preload it suspends as React.lazy does; a failed preload stays silent and a later one tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const Lazy = lazyWidget(load);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadWidget resolves at once for eager and unknown names', async () => {
    await expect(preloadWidget('heading')).resolves.toBeUndefined();
    await expect(preloadWidget('nope')).resolves.toBeUndefined();
    expect(typeof (widgetRegistry.schedulePicker as unknown as { preload?: unknown }).preload).toBe('function');
  });
});
