import { describe, expect, it, vi } from 'vitest';
import { goTo, isExternal } from '../../src/renderer/go-to';

describe('goTo', () => {
  it('routes in-app paths and leaves for external addresses', () => {
    const navigate = vi.fn();
    const leave = vi.fn();
    goTo('/pricing/place?x=1', navigate, leave, true);
    goTo('https://thanks.example/', navigate, leave);
    expect(navigate).toHaveBeenCalledWith('/pricing/place?x=1', { replace: true });
    expect(leave).toHaveBeenCalledWith('https://thanks.example/');
    expect(isExternal('//evil.example')).toBe(false);
  });
});
