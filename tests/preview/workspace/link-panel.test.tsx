// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkPanel } from '../../../preview/workspace/link-panel';

afterEach(cleanup);

describe('LinkPanel', () => {
  it('shows the link of what the app shows, and copies it', async () => {
    const user = userEvent.setup();
    render(<LinkPanel link="http://localhost:5173/pricing/place?preview=abc" onRestore={() => null} />);
    expect(screen.getByRole('textbox', { name: 'Link to what the app shows now' })).toHaveValue('http://localhost:5173/pricing/place?preview=abc');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:5173/pricing/place?preview=abc');
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('restores from a pasted link, or says why it cannot', async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn().mockReturnValueOnce('That link has no ?preview= part: it is not a repro link.').mockReturnValueOnce(null);
    render(<LinkPanel link={null} onRestore={onRestore} />);
    expect(screen.getByText('Fix the marked fields to get a link.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Paste a repro link' });
    await user.type(input, 'http://x/');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(input).toHaveAccessibleDescription('That link has no ?preview= part: it is not a repro link.');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(onRestore).toHaveBeenLastCalledWith('http://x/');
    expect(screen.getByText('Workspace restored from the link.')).toBeInTheDocument();
  });
});
