// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { IssueDescriptionModal } from '../../src/widgets/service-picker/issue-description-modal';
import { UPLOAD_DELAY_MS, type ImageUploadDeps } from '../../src/widgets/shared/use-image-uploads';
import { flowText } from '../domain/support/flow-text';
import { stepTexts, textFrom } from './support/step-texts';

/** The services step's messages (the modal's title, label, reasons and buttons), as the widget's `text` gives them. */
const servicesText = textFrom(stepTexts('services', { requireStep: true }));

// Generous limits: the machine running the suite is shared and can be slow.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function setup(overrides: Partial<ImageUploadDeps> = {}) {
  let n = 0;
  const uploads: ImageUploadDeps = {
    upload: vi.fn(async (file: File) => ({ id: ++n, fileName: `${n}.png`, folder: 'booking-images', originalFileName: file.name })),
    remove: vi.fn(async () => ({ Status: 'success' })),
    text: flowText,
    delayMs: 0,
    ...overrides,
  };
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(
    <IssueDescriptionModal serviceName="Something Else" initialDescription="" initialImages={[]} uploads={uploads} text={servicesText} onSave={onSave} onCancel={onCancel} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Describe the issue: Something Else' });
  const input = within(dialog).getByLabelText('Add photos (optional)');
  return { uploads, onSave, onCancel, dialog, input };
}

describe('issue description modal', () => {
  it('D-58 keeps Continue disabled while the description is blank and saves the trimmed description', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = setup();
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont).toHaveAttribute('aria-disabled', 'true');
    expect(cont).toHaveAccessibleDescription('Please describe the issue to continue.');
    await user.click(cont);
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox'), '  Squeak  ');
    await user.click(cont);
    expect(onSave).toHaveBeenCalledWith('Squeak', []);
  });

  it('OPEN-52 shows both helper texts under the picker', () => {
    const { input } = setup();
    expect(input).toHaveAccessibleDescription('You can upload a maximum of 5 images. Each file must be 5MB or smaller.');
  });

  it('D-59 D-63 uploads up to 5 images (M-28) and refuses a 6th with "You can only upload up to 5 images."', async () => {
    const user = userEvent.setup();
    const { input, dialog, uploads } = setup();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    await within(dialog).findByText('c.png');
    await user.upload(input, [png('d.png'), png('e.png'), png('f.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can only upload up to 5 images.');
    expect(uploads.upload).toHaveBeenCalledTimes(3);
    await user.upload(input, [png('d.png'), png('e.png')]);
    await within(dialog).findByText('e.png');
    expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
  });

  it('D-60 refuses a file over 5 MB with "One or more files exceed the size limit of 5 MB." (exactly 5 MB passes)', async () => {
    const user = userEvent.setup();
    const { input, dialog, uploads } = setup();
    await user.upload(input, [png('big.png', 5 * 1024 * 1024 + 1)]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('One or more files exceed the size limit of 5 MB.');
    expect(uploads.upload).not.toHaveBeenCalled();
    await user.upload(input, [png('exact.png', 5 * 1024 * 1024)]);
    await within(dialog).findByText('exact.png');
  });

  it('D-61 accepts only JPG and PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, dialog, uploads } = setup();
    await user.upload(input, [new File(['x'], 'doc.gif', { type: 'image/gif' })]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only JPG or PNG images can be uploaded.');
    expect(uploads.upload).not.toHaveBeenCalled();
    await user.upload(input, [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })]);
    await within(dialog).findByText('photo.jpg');
  });

  it('D-62 D-63 asks "Are you sure want to remove this image?" before removing (M-29)', async () => {
    const user = userEvent.setup();
    const { input, dialog, uploads } = setup();
    await user.upload(input, [png('a.png')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove a.png' }));
    expect(within(dialog).getByText('Are you sure want to remove this image?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(within(dialog).getByText('a.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(within(dialog).queryByText('a.png')).toBeNull();
    expect(uploads.remove).toHaveBeenCalledWith({ fileName: '1.png', folder: 'booking-images' });
  });

  it('D-64 holds an uploaded image for the upload delay before listing it, and Continue waits for it', async () => {
    expect(UPLOAD_DELAY_MS).toBe(2000);
    const user = userEvent.setup();
    const { input, dialog } = setup({ delayMs: 300 });
    await user.type(within(dialog).getByRole('textbox'), 'Noise');
    const started = Date.now();
    await user.upload(input, [png('a.png')]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading image…');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await within(dialog).findByText('a.png');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });

  it('D-65 a failed upload shows "Critical Error: {server text}" in the error modal', async () => {
    const user = userEvent.setup();
    const { input } = setup({
      upload: vi.fn(async () => {
        // The server's JSON answer { Message } (the client keeps the parsed body).
        throw new ApiError('http', 500, 'The upload service is unavailable.', 'POST', '/s3-upload', { Message: 'The upload service is unavailable.' });
      }),
    });
    await user.upload(input, [png('a.png')]);
    const alert = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('Critical Error: The upload service is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('D-65 a failed upload without the server’s words (a dropped connection, a bare 502) shows a plain sentence, never the call', async () => {
    const user = userEvent.setup();
    const { input } = setup({
      upload: vi.fn(async () => {
        throw new ApiError('http', 502, '<html>Bad Gateway</html>', 'POST', '/s3-upload');
      }),
    });
    await user.upload(input, [png('a.png')]);
    const alert = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('Sorry, something went wrong on our side. Please try again in a moment.');
    expect(alert).not.toHaveTextContent(/s3-upload|502|POST|Bad Gateway|Critical Error/);
  });
});
