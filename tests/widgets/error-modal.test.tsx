// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorModal } from '../../src/widgets/shared/error-modal';

// Generous limits: the machine running the suite is shared and can be slow.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

describe('error modal (A-51)', () => {
  it('A-51 shows an unexpected failure as an alert dialog named by its title and described by the message', () => {
    render(<ErrorModal open title="Something went wrong" closeLabel="OK" message="Critical Error: The upload service is unavailable." onClose={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveAccessibleDescription('Critical Error: The upload service is unavailable.');
  });

  it('closes with its button', async () => {
    const onClose = vi.fn();
    render(<ErrorModal open title="Upload failed" closeLabel="Close" message="Critical Error: x" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing readable while closed', () => {
    render(<ErrorModal open={false} title="Something went wrong" closeLabel="OK" message="Critical Error: x" onClose={vi.fn()} />);
    expect(screen.queryByText('Critical Error: x')).toBeNull();
  });
});
