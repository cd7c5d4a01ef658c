// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkPanel } from '../../../preview/workspace/link-panel';

afterEach(cleanup);

describe('LinkPanel', () => {
  it('shows the link of what the app shows, and copies it', async () => {
    const user = userEvent.setup();
    render(<LinkPanel link="http://localhost:5173/pricing/place?preview=abc" onRestore={() => ({ message: '' })} />);
    expect(screen.getByRole('textbox', { name: 'Link to what the app shows now' })).toHaveValue('http://localhost:5173/pricing/place?preview=abc');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:5173/pricing/place?preview=abc');
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('restores from a pasted link, or says why it cannot', async () => {
    const user = userEvent.setup();
    const onRestore = vi
      .fn()
      .mockReturnValueOnce({ error: 'That link has no ?preview= part: it is not a repro link.' })
      .mockReturnValueOnce({ message: 'Workspace restored from the link.' });
    render(<LinkPanel link={null} onRestore={onRestore} />);
    expect(screen.getByText('Fix the marked fields to get a link.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Paste a repro link or a provider configuration (JSON)' });
    await user.type(input, 'http://x/');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(input).toHaveAccessibleDescription('That link has no ?preview= part: it is not a repro link.');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(onRestore).toHaveBeenLastCalledWith('http://x/');
    expect(screen.getByText('Workspace restored from the link.')).toBeInTheDocument();
  });

  it('shows a refused configuration’s field-level issues at the box, and the notices of an import', async () => {
    const user = userEvent.setup();
    const onRestore = vi
      .fn()
      .mockReturnValueOnce({ error: 'The configuration was not imported; nothing changed. Fix these fields:', issues: [{ field: 'customer_facing_name', message: 'must be string' }] })
      .mockReturnValueOnce({ message: 'Configuration of bayside imported.', notices: ['Not configuration fields (left out): crm_id.'] });
    render(<LinkPanel link={null} onRestore={onRestore} />);
    const box = screen.getByRole('textbox', { name: 'Paste a repro link or a provider configuration (JSON)' });
    await user.click(box);
    await user.paste('{"customer_facing_name": 7}');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(box).toHaveAccessibleDescription('The configuration was not imported; nothing changed. Fix these fields: customer_facing_name: must be string');
    await user.click(screen.getByRole('button', { name: 'Restore the workspace' }));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Configuration of bayside imported.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notices' })).toHaveTextContent('Not configuration fields (left out): crm_id.');
  });

  it('imports a chosen file at once', async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn().mockReturnValue({ message: 'Configuration of bayside imported.' });
    render(<LinkPanel link={null} onRestore={onRestore} />);
    await user.upload(screen.getByLabelText('Configuration file (JSON)'), new File(['{"z3p_client_name":"bayside"}'], 'bayside.json', { type: 'application/json' }));
    expect(await screen.findByText('Configuration of bayside imported.')).toBeInTheDocument();
    expect(onRestore).toHaveBeenCalledWith('{"z3p_client_name":"bayside"}');
  });

  it('imports a file dropped on the box at once', async () => {
    const onRestore = vi.fn().mockReturnValue({ message: 'Configuration of bayside imported.' });
    render(<LinkPanel link={null} onRestore={onRestore} />);
    const box = screen.getByRole('textbox', { name: 'Paste a repro link or a provider configuration (JSON)' });
    const file = new File(['{"z3p_client_name":"bayside"}'], 'bayside.json', { type: 'application/json' });
    fireEvent.drop(box, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('Configuration of bayside imported.')).toBeInTheDocument();
    expect(onRestore).toHaveBeenCalledWith('{"z3p_client_name":"bayside"}');
    expect(box).toHaveValue('{"z3p_client_name":"bayside"}');
  });
});
