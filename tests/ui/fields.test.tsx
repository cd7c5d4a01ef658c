// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContinueButton } from '../../src/ui/continue-button';
import { ErrorNotice } from '../../src/ui/error-notice';
import { choicesOf } from '../../src/ui/fields/choices';
import { SelectField } from '../../src/ui/fields/select-field';
import { TextField } from '../../src/ui/fields/text-field';
import { LoadingNotice } from '../../src/ui/loading-notice';

afterEach(cleanup);

describe('labelled fields (src/ui/fields)', () => {
  it('a select is named by its label, offers the placeholder first and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Year" required value="" placeholder="Choose a year" choices={choicesOf([2026, 2025])} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Choose a year', '2026', '2025']);
    await userEvent.selectOptions(select, '2025');
    expect(onChange).toHaveBeenCalledWith('2025');
  });

  it('an error and a hint describe the control, and the error marks it invalid', () => {
    render(<TextField label="VIN" value="ABC" hint="17 letters and digits." error="Please enter 17 letters or digits." onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'VIN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('17 letters and digits. Please enter 17 letters or digits.');
  });
});

describe('notices', () => {
  it('loading is a status; an error is an alert with "Try again" only when it can retry', async () => {
    const onRetry = vi.fn();
    render(
      <>
        <LoadingNotice>Loading services…</LoadingNotice>
        <ErrorNotice className="notice">Sorry, we could not load the services.</ErrorNotice>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading services…');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not load the services.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<ErrorNotice className="notice" onRetry={onRetry} retryLabel="Enter your vehicle again">Failed.</ErrorNotice>);
    await userEvent.click(screen.getByRole('button', { name: 'Enter your vehicle again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ContinueButton describedBy', () => {
  it('points at another text (a notice above it) instead of its own reason; a press while blocked still reaches the step, which refuses it', async () => {
    const onContinue = vi.fn();
    render(
      <>
        <p id="why">We do not offer mobile service for this make.</p>
        <ContinueButton label="Continue" busyLabel="Please wait…" blocked blockerMessage={null} describedBy="why" onContinue={onContinue} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAccessibleDescription('We do not offer mobile service for this make.');
    await userEvent.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
