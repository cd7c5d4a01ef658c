import { describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../src/engine';
import { pendingStepMessages } from '../../src/renderer/step-messages';

const flowOf = (): Flow => ({ id: 'f', entry: ['a'], messages: { shared: 'Shared' }, steps: [{ id: 'a', route: '/', widgets: [], messages: { own: 'Overlay text' } }] }) as Flow;

describe('pendingStepMessages (step messages loaded with the step)', () => {
  it('fills the loaded texts under the step\'s own and the shared ones under the flow\'s (an overlay\'s win) and loads each step once', async () => {
    const flow = flowOf();
    const load = vi.fn(() => Promise.resolve({ own: { own: 'Base text', title: 'Title' }, shared: { shared: 'Base shared', more: 'More' } }));
    const first = pendingStepMessages(flow, 'a', load);
    expect(first).not.toBeNull();
    expect(pendingStepMessages(flow, 'a', load)).toBe(first);
    await first;
    expect(flow.steps[0]!.messages).toEqual({ own: 'Overlay text', title: 'Title' });
    expect(flow.messages).toEqual({ shared: 'Shared', more: 'More' });
    expect(pendingStepMessages(flow, 'a', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready at once without a loader, or when the step has nothing to load', () => {
    expect(pendingStepMessages(flowOf(), 'a', undefined)).toBeNull();
    expect(pendingStepMessages(flowOf(), 'a', () => null)).toBeNull();
  });

  it('a failed load rejects and the next visit tries again', async () => {
    const flow = flowOf();
    const load = vi.fn().mockReturnValueOnce(Promise.reject(new Error('offline'))).mockReturnValueOnce(Promise.resolve({ own: { title: 'Title' } }));
    await expect(pendingStepMessages(flow, 'a', load)).rejects.toThrow('offline');
    await pendingStepMessages(flow, 'a', load);
    expect(flow.steps[0]!.messages).toMatchObject({ title: 'Title' });
  });
});
