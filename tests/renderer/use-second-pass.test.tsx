// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSecondPass } from '../../src/renderer/use-second-pass';

afterEach(cleanup);

describe('useSecondPass', () => {
  it('is false on the first commit and true in a second one (issue 28: the step answers first)', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const second = useSecondPass();
      seen.push(second);
      return <p>{second ? 'second' : 'first'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('second')).toBeTruthy();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
