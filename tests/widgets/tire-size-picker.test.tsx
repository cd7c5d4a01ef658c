// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { flowText } from '../domain/support/flow-text';
import type { BookingState } from '../../src/booking/booking-state';
import TireSizePicker from '../../src/widgets/tire-size-picker/tire-size-picker';
import { camry, renderTireWidget, type TireHarnessOptions } from './tires/tire-harness';

/** D-40's text as the flow writes it (flow-level `tire-size-pattern`). */
const MSG_TIRE_SIZE_PATTERN = flowText('tire-size-pattern');

afterEach(cleanup);

/** The step's blocker (D-38): Continue is blocked until a size is chosen. */
const blocker = (b: BookingState) =>
  b.tireSize ? { continueBlocked: false, blockerMessage: null } : { continueBlocked: true, blockerMessage: 'Please choose your tire size.', blockerShownOnPress: true };
const open = (extra: Partial<TireHarnessOptions> = {}) =>
  renderTireWidget(TireSizePicker, { step: 'tiresize', booking: { vehicle: camry }, values: blocker, ...extra });

describe('tireSizePicker widget (/pricing/tiresize)', () => {
  it('D-38 offers the vehicle’s known sizes and Other; Continue says "Please choose your tire size." only once pressed; picking one stores it and Continue goes on', async () => {
    const user = userEvent.setup();
    const { send, latest } = open();
    const group = screen.getByRole('group', { name: 'Choose your tire size' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'P215/55R17' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'P235/45R18' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInTheDocument();
    const cont = screen.getByRole('button', { name: 'Continue' });
    // Nothing said on arrival (issue 26: the flow shows D-38 on the press).
    expect(cont).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Please choose your tire size.')).toBeNull();
    // A press while blocked goes to the step, whose D-38 blocker refuses it (and the preview traces the refusal), and says why, focused.
    await user.click(cont);
    expect(send).toHaveBeenLastCalledWith({ type: 'continue' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your tire size.');
    expect(screen.getByRole('alert')).toHaveFocus();
    send.mockClear();
    await user.click(screen.getByRole('radio', { name: 'P235/45R18' }));
    expect(latest.booking.tireSize).toBe('P235/45R18');
    expect(cont).not.toHaveAttribute('aria-disabled');
    await user.click(cont);
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('D-40 a typed size must match P###/##R##: the message shows, then clears once it matches', async () => {
    const user = userEvent.setup();
    const { send, latest } = open();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const input = screen.getByRole('textbox', { name: 'Type your tire size' });
    await user.type(input, '225/65R17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The field says what is wrong; Continue, what is missing (D-38, on the press).
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([MSG_TIRE_SIZE_PATTERN, 'Please choose your tire size.']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`For example P225/65R17 ${MSG_TIRE_SIZE_PATTERN}`);
    expect(latest.booking.tireSize).toBeNull();
    send.mockClear();
    await user.clear(input);
    await user.type(input, 'p225/65 r17');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(latest.booking.tireSize).toBe('P225/65R17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('D-40 leaving the typed size shows the message; switching back to a known size clears the block', async () => {
    const user = userEvent.setup();
    const { latest } = open({ booking: { vehicle: camry, tireSize: 'P215/55R17' } });
    expect(screen.getByRole('radio', { name: 'P215/55R17' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(latest.booking.tireSize).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Type your tire size' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_TIRE_SIZE_PATTERN);
    await user.click(screen.getByRole('radio', { name: 'P215/55R17' }));
    expect(latest.booking.tireSize).toBe('P215/55R17');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('D-38 without known sizes the size is typed directly, and a typed size is restored after a reload', () => {
    open({ booking: { vehicle: { ...camry, standardTireSizes: [] }, tireSize: 'P205/55R16' } });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type your tire size' })).toHaveValue('P205/55R16');
  });

  it('D-39 explains where to find the size and gives the customer phone as a tel: link', () => {
    open();
    expect(screen.getByText('Where can I find my tire size?')).toBeInTheDocument();
    expect(screen.getByText("In your owner's manual")).toBeInTheDocument();
    expect(screen.getByText("On the sticker inside the driver's side door jamb")).toBeInTheDocument();
    expect(screen.getByText('On the side of your tire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(555) 010-0100' })).toHaveAttribute('href', 'tel:5550100100');
  });
});
