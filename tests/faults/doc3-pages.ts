/**
 * Issue 29, item 1: document 3's pages for the fault matrix (doc3-matrix.ts). One page walk per page: how a
 * person gets there (the link they were sent, or signing in as the demo customer first, as the page's e2e
 * test does) and what they do there, by role and label, to make each of the page's calls. The calls
 * themselves are not listed here: the matrix records them from a clean walk, named by the mock's own list
 * (preview/call-keys.ts), and OUTSIDE_DOCUMENT_3 (outside-document-3.ts) names the calls no page here makes, so a new call
 * in the mock's list must either get a cell or be placed there with its reason.
 */
import { screen } from '@testing-library/react';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../mocks/world/ids';
import { press, type JsdomDriverContext } from './jsdom-drivers';
import { addPat, button, cancelWith, check, dialog, fill, fillCard, heading } from './page-actions';

/** What a person does on the page to make one (or more) of its calls. */
export interface PageAction {
  /** A few words, printed in the matrix's rows. */
  what: string;
  do: (ctx: JsdomDriverContext) => Promise<void>;
}

export interface PageWalk {
  /** The flow step the page is (its route names the calls made while it is shown). */
  step: string;
  /** The link opened (the one the customer was sent, or the page's address). */
  link: string;
  provider?: string;
  /** Config the page's e2e scenario sets (a feature the page's calls need). */
  config?: Record<string, unknown>;
  /** Signed in as the demo customer first (on /login, like the e2e tests). */
  signedIn?: boolean;
  /** What a person sees once the page has loaded (null until then). */
  shown: () => HTMLElement | null;
  actions: readonly PageAction[];
}

/** The repro clock of the account and link e2e specs (Tuesday 10 March 2026, 11:30 in New York). */
export const DOC3_NOW = '2026-03-10T11:30:00-04:00';

/** The appointment page's status line: shown once the appointment has loaded. */
const status = () => screen.queryByText(/^Status:/);
const upcoming = () => screen.queryByRole('region', { name: 'Upcoming Services' }) as HTMLElement | null;
const places = () => screen.queryByRole('region', { name: 'My Places' }) as HTMLElement | null;

/** Document 3's pages (3§2), each with how a person reaches it and makes its calls. */
export const PAGE_WALKS: readonly PageWalk[] = [
  {
    step: 'login',
    link: '/login',
    shown: heading(/log in/i),
    actions: [
      {
        what: 'signs in',
        async do(ctx) {
          await fill(ctx, /^Email/, 'Email', DEMO_CUSTOMER_EMAIL);
          await fill(ctx, /^Password/, 'Password', DEMO_CUSTOMER_PASSWORD);
          await press(ctx, button('Log In'), 'Log In');
        },
      },
    ],
  },
  {
    step: 'forgot-password',
    link: '/forgot-password',
    shown: button('Send Reset Link'),
    actions: [
      {
        what: 'asks for a reset link',
        async do(ctx) {
          await fill(ctx, /^Email/, 'Email', DEMO_CUSTOMER_EMAIL);
          await press(ctx, button('Send Reset Link'), 'Send Reset Link');
        },
      },
    ],
  },
  {
    step: 'reset-password',
    link: '/reset-password/demo-reset',
    shown: button('Save Password'),
    actions: [
      {
        what: 'saves a new password',
        async do(ctx) {
          await fill(ctx, /^New password/, 'New password', 'brand-new-1');
          await fill(ctx, /^Confirm new password/, 'Confirm new password', 'brand-new-1');
          await press(ctx, button('Save Password'), 'Save Password');
        },
      },
    ],
  },
  {
    step: 'account-home',
    link: '/account',
    signedIn: true,
    config: { is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 },
    shown: upcoming,
    actions: [
      { what: 'cancels an appointment', do: (ctx) => cancelWith(ctx, button(/^Cancel Service: .*Camry, Saturday, March 14, 2026$/, upcoming), 'Cancel Service (Camry)') },
      {
        what: 'updates the card on file',
        async do(ctx) {
          const mine = () => screen.queryByRole('region', { name: 'My Account' }) as HTMLElement | null;
          await press(ctx, button('Update Payment', mine), 'Update Payment');
          await fillCard(ctx, '4242 4242 4242 4242');
          await press(ctx, button('Update Payment', mine), 'Update Payment');
        },
      },
      { what: 'makes a place primary', do: (ctx) => press(ctx, button("Make Primary: Mom's House", places), "Make Primary: Mom's House") },
      {
        what: 'deletes a home address',
        async do(ctx) {
          await press(ctx, button('Delete Home', places), 'Delete Home');
          await press(ctx, button('Delete Place', dialog(/./)), 'Delete Place');
        },
      },
      {
        what: 'deletes a workplace',
        async do(ctx) {
          await press(ctx, button(/^Delete Acme/, places), 'Delete Acme…');
          await press(ctx, button('Delete Place', dialog(/./)), 'Delete Place');
        },
      },
    ],
  },
  {
    step: 'settings',
    link: '/settings',
    signedIn: true,
    config: { allows_subusers: true, allow_additional_user_sms_communications: true },
    shown: heading('Account Settings'),
    actions: [
      {
        what: 'edits own details',
        async do(ctx) {
          await press(ctx, button('Edit Your Details'), 'Edit Your Details');
          await fill(ctx, /^Last name/, 'Last name', 'Demonstration', dialog(/./));
          await press(ctx, button('Save', dialog(/./)), 'Save');
        },
      },
      {
        what: 'adds a user',
        do: addPat,
      },
      {
        what: 'edits, then removes an added user',
        async do(ctx) {
          await addPat(ctx);
          await press(ctx, button('Edit Pat Partner'), 'Edit Pat Partner');
          await fill(ctx, /^Last name/, 'Last name', 'Partnership', dialog('Edit User'));
          await press(ctx, button('Save', dialog('Edit User')), 'Save');
          await press(ctx, button('Edit Pat Partnership'), 'Edit Pat Partnership');
          await press(ctx, button('Remove User', dialog('Edit User')), 'Remove User');
          await press(ctx, button('Remove User', dialog('Remove this user?')), 'Remove User (confirm)');
        },
      },
      {
        what: 'saves additional phones',
        async do(ctx) {
          const editor = () => screen.queryByRole('region', { name: /Toyota Camry/ }) as HTMLElement | null;
          await fill(ctx, 'Additional phone number 2', 'Additional phone number 2', '7035551234', editor);
          await press(ctx, button('Save Phone Numbers', editor), 'Save Phone Numbers');
        },
      },
    ],
  },
  {
    step: 'garage',
    link: '/garage',
    signedIn: true,
    shown: button('Delete Green 2019 Subaru Outback'),
    actions: [
      {
        what: 'deletes a vehicle',
        async do(ctx) {
          await press(ctx, button('Delete Green 2019 Subaru Outback'), 'Delete Green 2019 Subaru Outback');
          await press(ctx, button('Delete Vehicle', dialog(/./)), 'Delete Vehicle');
        },
      },
    ],
  },
  {
    step: 'checkin',
    link: '/checkin/1001/5007',
    shown: button('Check In'),
    actions: [{ what: 'checks in', do: (ctx) => press(ctx, button('Check In'), 'Check In') }],
  },
  {
    step: 'checkin-geo',
    link: '/checkin-geo/1002/5102',
    shown: () => screen.queryByRole('list', { name: 'Places on the map' }),
    actions: [],
  },
  {
    step: 'approve-services',
    link: '/approve-services/1001/5002',
    shown: button('Submit My Choices'),
    actions: [
      {
        what: 'approves both services',
        async do(ctx) {
          await check(ctx, 'Approve', () => screen.queryByRole('radiogroup', { name: 'Battery Replacement' }));
          await check(ctx, 'Approve', () => screen.queryByRole('radiogroup', { name: 'Wiper Blades' }));
          await press(ctx, button('Submit My Choices'), 'Submit My Choices');
        },
      },
    ],
  },
  { step: 'receipt', link: '/receipt/1001/5002', shown: heading(/receipt/i), actions: [] },
  // Their buttons (Book These Services, Continue) lead into the checkout, whose calls the guest matrix plays.
  { step: 'work-quote', link: '/quote/1001/5004', shown: button('Book These Services'), actions: [] },
  { step: 'option-quote', link: '/quote/3f1c2a9e-7b4d-4e21-9c1a-demo00quote1', shown: button('Continue'), actions: [] },
  {
    step: 'add-home-address',
    link: '/add-home-address',
    signedIn: true,
    shown: button('Save Address'),
    actions: [
      {
        what: 'saves a home address',
        async do(ctx) {
          await fill(ctx, /^Address Line 1/, 'Address Line 1', '5 Pine Road');
          await ctx.user.keyboard('{Escape}');
          await fill(ctx, /^City/, 'City', 'Springfield');
          await ctx.user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'VA');
          await fill(ctx, /^Postal Code/, 'Postal Code', '22152');
          await ctx.user.tab();
          await press(ctx, button('Save Address'), 'Save Address');
        },
      },
    ],
  },
  {
    step: 'appointment-page',
    link: '/appointment/5001/demo-appointment-token',
    shown: status,
    actions: [
      {
        what: 'updates the card',
        async do(ctx) {
          await press(ctx, button('Update Payment'), 'Update Payment');
          await fillCard(ctx, '4242 4242 4242 4242');
          await press(ctx, button('Update Payment'), 'Update Payment');
        },
      },
      { what: 'cancels', do: (ctx) => cancelWith(ctx, button('Cancel Service'), 'Cancel Service') },
    ],
  },
  {
    step: 'appointment-page',
    link: '/appointment/5001/demo-expired-token',
    shown: button('RESEND ACCESS LINK'),
    actions: [{ what: 'asks for a new link', do: (ctx) => press(ctx, button('RESEND ACCESS LINK'), 'RESEND ACCESS LINK') }],
  },
  {
    step: 'update-payment',
    link: '/update-payment/demo-payment-token',
    provider: 'acme',
    shown: status,
    actions: [
      {
        what: 'saves a tip',
        async do(ctx) {
          const tip = () => screen.queryByRole('region', { name: 'Add a tip for your technician' }) as HTMLElement | null;
          await fill(ctx, 'Tip amount in dollars', 'Tip amount in dollars', '5', tip);
          await press(ctx, button('Save Tip', tip), 'Save Tip');
        },
      },
    ],
  },
  {
    step: 'update-payment',
    link: '/update-payment/demo-payment-token',
    shown: status,
    actions: [
      {
        what: 'pays with a refused card',
        async do(ctx) {
          await press(ctx, button('Update Payment'), 'Update Payment');
          await fillCard(ctx, '4000 0000 0000 0002');
          await press(ctx, button('Update Payment'), 'Update Payment');
        },
      },
    ],
  },
  { step: 'google-review', link: '/google-review', shown: heading(/./), actions: [] },
];
