// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../src/api/client';
import { useSignedIn } from '../../src/api/use-signed-in';

afterEach(() => {
  cleanup();
  clearToken();
});

let renders = 0;
function Probe() {
  renders += 1;
  return <p>{useSignedIn() ? 'signed in' : 'signed out'}</p>;
}

describe('useSignedIn (A-48, A-49)', () => {
  it('A-48 A-49 follows a sign-in and a sign-out', async () => {
    render(<Probe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => setToken('sess-1'));
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(async () => clearToken());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('starts signed in when a token is stored', () => {
    setToken('sess-2');
    render(<Probe />);
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('issue 28: a new token does not re-render in the microtasks that stored it (the calls after a sign-up go out first)', async () => {
    render(<Probe />);
    await act(async () => undefined);
    const before = renders;
    // Outside act, as in the app: the answer's continuation stores the token, then more microtasks run.
    const was = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await Promise.resolve().then(() => setToken('sess-3'));
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(renders).toBe(before);
      // …and in the next ordinary render.
      expect(await screen.findByText('signed in')).toBeInTheDocument();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = was;
    }
  });
});
