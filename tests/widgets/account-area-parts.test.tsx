// @vitest-environment jsdom
/** The account area's parts on their own: the capped lists (K-08, K-09) and the cancel dialog's states (K-36..K-38). */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancellationDecision } from '../../src/domain/cancellation-fee';
import type { AppointmentCardModel } from '../../src/widgets/account-area/appointment-card-model';
import { AppointmentList } from '../../src/widgets/account-area/appointment-list';
import { CancelDialog } from '../../src/widgets/account-shared/cancel-dialog';
import { showsReferralBlurb } from '../../src/widgets/account-area/referral-blurb';
import { cardTexts } from '../../src/widgets/account-area/account-area-view';
import { accountTexts } from '../../src/widgets/account-area/account-messages';
import { flowText } from '../domain/support/flow-text';
import { stepTexts, textFrom } from './support/step-texts';

afterEach(cleanup);

const cardNo = (i: number): AppointmentCardModel => ({
  id: i,
  vehicle: `Car ${i}`,
  date: `Day ${i}`,
  time: null,
  place: null,
  services: [],
  status: 'Scheduled',
  actions: [],
});

function list(count: number, capped = true) {
  render(
    <AppointmentList
      title="Upcoming Services"
      cards={Array.from({ length: count }, (_, i) => cardNo(i + 1))}
      emptyText="You have no upcoming services."
      capped={capped}
      texts={{ card: cardTexts(accountTexts(textFrom(stepTexts('account-home')))), showAll: 'Show All', showLess: 'Show Less' }}
      onAction={() => undefined}
    />,
  );
}

describe('AppointmentList (K-08, K-09)', () => {
  it('K-08 K-09 shows at most 12 of 14, then all with Show All, and 12 again with Show Less', async () => {
    list(14);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('K-09 offers no toggle for 12 or fewer', () => {
    list(12);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('K-08 an uncapped list (Suggested) shows every card', () => {
    list(14, false);
    expect(screen.getAllByRole('article')).toHaveLength(14);
  });

  it('shows the empty text when there is nothing', () => {
    list(0);
    expect(screen.getByText('You have no upcoming services.')).toBeInTheDocument();
  });
});

/** A provider charging $25 within 24 hours (the flow's cancellationFee part and computed options). */
const policy = { chargesFee: true, feeDollars: 25, cutOffHours: 24 };
const soon = { status: 'scheduled', date: '2026-03-10', plannedArrivalTime: '14:00', customer_address: { time_zone: 'America/New_York' } };
const NOW = '2026-03-10T11:30:00-04:00';

function dialog(hasCardOnFile: boolean, extra: Partial<Parameters<typeof CancelDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <CancelDialog
      open
      title="Cancel Service"
      appointment="2018 Honda Civic, Tuesday, March 10, 2026"
      decision={cancellationDecision({ policy, appointment: soon, now: NOW, hasCardOnFile, phone: '(555) 010-0100' })}
      reminder={null}
      submitting={false}
      serverError={null}
      onSubmit={onSubmit}
      onClose={onClose}
      text={flowText}
      {...extra}
    />,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog', { name: 'Cancel Service' }) };
}

describe('CancelDialog (K-30..K-38)', () => {
  it('K-36 with a fee and a card: the fee text and "Agree and Cancel Appointment"; a reason sends it', async () => {
    const { onSubmit, dialog: d } = dialog(true);
    expect(within(d).getByText('You will be charged a $25.00 cancellation fee')).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(d).getByRole('textbox', { name: 'Details' }), 'Moving away');
    await userEvent.click(within(d).getByRole('button', { name: 'Agree and Cancel Appointment' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Other', details: 'Moving away' });
  });

  it('K-37 with a fee and no card: cancel is blocked with "In order to cancel your appointment, please call or text us" and the phone', () => {
    const { dialog: d } = dialog(false);
    expect(within(d).getByText('In order to cancel your appointment, please call or text us (555) 010-0100')).toBeInTheDocument();
    expect(within(d).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: /Cancel Appointment/ })).not.toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Keep Appointment' })).toBeInTheDocument();
  });

  it('K-38 no fee: "You will not be charged a cancellation fee"', () => {
    render(
      <CancelDialog
        open
        title="Cancel Service"
        appointment="x"
        decision={cancellationDecision({ policy: { ...policy, chargesFee: false }, appointment: soon, now: NOW, hasCardOnFile: false })}
        reminder={null}
        submitting={false}
        serverError={null}
        onSubmit={() => undefined}
        onClose={() => undefined}
        text={flowText}
      />,
    );
    expect(screen.getByText('You will not be charged a cancellation fee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
  });

  it('K-31 details of more than 1020 characters are refused', async () => {
    const { onSubmit, dialog: d } = dialog(true);
    await userEvent.click(within(d).getByRole('radio', { name: 'Serviced Elsewhere' }));
    const box = within(d).getByRole('textbox', { name: 'Details (optional)' });
    expect(box).toHaveAttribute('maxLength', '1020');
    await userEvent.click(within(d).getByRole('button', { name: 'Agree and Cancel Appointment' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Serviced Elsewhere', details: '' });
  });

  it('K-30 closing the cancel dialog returns focus to Cancel Service', async () => {
    // As the account area does it: the dialog is mounted while open and unmounted when it closes.
    function Card() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Cancel Service
          </button>
          {open ? (
            <CancelDialog
              open
              title="Cancel Service"
              appointment="2018 Honda Civic, Tuesday, March 10, 2026"
              decision={cancellationDecision({ policy, appointment: soon, now: NOW, hasCardOnFile: true })}
              reminder={null}
              submitting={false}
              serverError={null}
              onSubmit={() => setOpen(false)}
              onClose={() => setOpen(false)}
              text={flowText}
            />
          ) : null}
        </>
      );
    }
    render(<Card />);
    const opener = screen.getByRole('button', { name: 'Cancel Service' });
    const openDialog = async () => {
      await userEvent.click(opener);
      const d = screen.getByRole('dialog', { name: 'Cancel Service' });
      within(d).getByRole('radio', { name: 'Other' }).focus();
      expect(opener).not.toHaveFocus();
      return d;
    };

    // Keep Appointment (the spec's Cancel)
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Escape (the native dialog's cancel event)
    fireEvent(await openDialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // After a successful cancel
    const d = await openDialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Serviced Elsewhere' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Agree and Cancel Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('K-34 shows the server message', () => {
    const { dialog: d } = dialog(true, { serverError: 'This appointment can no longer be cancelled.' });
    expect(within(d).getByRole('alert')).toHaveTextContent('This appointment can no longer be cancelled.');
  });
});

describe('showsReferralBlurb (K-19)', () => {
  it('K-19 only while the flow shows the part (the default provider) and for a customer without bookings', () => {
    expect(showsReferralBlurb({ shown: true, bookingCount: 0 })).toBe(true);
    expect(showsReferralBlurb({ shown: true, bookingCount: 1 })).toBe(false);
    expect(showsReferralBlurb({ shown: false, bookingCount: 0 })).toBe(false);
  });
});
