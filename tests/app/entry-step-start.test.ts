// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bookingFlowFor } from '../../src/app/booking-flow';
import { startEntryStep } from '../../src/app/entry-step-start';
import type { StepMessages } from '../../src/renderer/step-messages';

/** Starts the step at `path` with spies for the messages loader and the widget preloader. */
function start(path: string) {
  const load = vi.fn((_id: string): Promise<StepMessages> => Promise.resolve({ own: {} }));
  const preload = vi.fn((_name: string) => Promise.resolve());
  startEntryStep(bookingFlowFor('demo'), path, load, preload);
  return { loaded: load.mock.calls.map(([id]) => id), preloaded: preload.mock.calls.map(([name]) => name) };
}

describe('startEntryStep (issue 28: the opened step loads beside the configuration)', () => {
  it('loads the messages of the step whose route the page opened on, and no widget code below its heading', () => {
    expect(start('/pricing/place')).toEqual({ loaded: ['place'], preloaded: [] });
  });

  it('A-23 loads the home page’s messages and the code of its hero, which is drawn above any heading', () => {
    expect(start('/')).toEqual({ loaded: ['home'], preloaded: ['homeHero'] });
  });

  it('matches a route with parameters', () => {
    expect(start('/receipt/c-1/sw-2').loaded).toEqual(['receipt']);
  });

  it('A-25 loads nothing for an address no step has', () => {
    expect(start('/nope')).toEqual({ loaded: [], preloaded: [] });
  });

  it('loads nothing without a flow (a build without a flow file)', () => {
    const load = vi.fn((_id: string) => null);
    startEntryStep(null, '/', load, vi.fn());
    expect(load).not.toHaveBeenCalled();
  });
});
