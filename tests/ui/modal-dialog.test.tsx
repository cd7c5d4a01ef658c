// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from '../../src/ui/modal-dialog';

afterEach(cleanup);

/** A page with a heading, an opener and a dialog that is either kept mounted (`open` toggles) or mounted only while open. */
function Page({ mountWhileOpen = false, startOpen = false }: { mountWhileOpen?: boolean; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const dialog = (
    <ModalDialog open={open} labelledBy="t" onClose={() => setOpen(false)}>
      <h2 id="t">Notice</h2>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
    </ModalDialog>
  );
  return (
    <main>
      <h1>Step title</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {mountWhileOpen ? (open ? dialog : null) : dialog}
    </main>
  );
}

describe('ModalDialog focus return', () => {
  it('gives focus back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the opener when it is unmounted while open', async () => {
    const user = userEvent.setup();
    render(<Page mountWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('puts focus on the page’s main heading when it opened by itself (no opener)', async () => {
    const user = userEvent.setup();
    render(<Page startOpen />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Step title' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
