/**
 * What a person does on document 3's pages, in jsdom, by role and label only (the page walks of doc3-pages.ts):
 * find a heading, button or dialog, fill a field, check a radio, fill the offline test card, cancel an
 * appointment, add a user.
 */
import { screen, within } from '@testing-library/react';
import { press, type, waitFor_, type JsdomDriverContext } from './jsdom-drivers';

/** A level-1 heading of that name, when shown. */
export const heading = (name: string | RegExp) => () => screen.queryByRole('heading', { level: 1, name });
/** A button of that name (inside `inside`, when given), when shown. */
export const button = (name: string | RegExp, inside?: () => HTMLElement | null) => () => {
  const scope = inside ? inside() : document.body;
  return scope ? (within(scope).queryByRole('button', { name }) as HTMLElement | null) : null;
};
/** A dialog or alert dialog of that name, when shown. */
export const dialog = (name: string | RegExp) => () => (screen.queryByRole('dialog', { name }) ?? screen.queryByRole('alertdialog', { name })) as HTMLElement | null;

/** Types `value` into the field labelled `label` (inside `inside`), remembered under `name` (the lost-typed check). */
export async function fill(ctx: JsdomDriverContext, label: RegExp | string, name: string, value: string, inside?: () => HTMLElement | null): Promise<void> {
  const field = await waitFor_(() => {
    const scope = inside ? inside() : document.body;
    return scope ? (within(scope).queryByLabelText(label) as HTMLElement | null) : null;
  }, `the "${name}" field`);
  await type(ctx, field, name, value);
}

/** Checks the radio `name` inside `inside`. */
export async function check(ctx: JsdomDriverContext, name: string, inside: () => HTMLElement | null): Promise<void> {
  const radio = await waitFor_(() => {
    const scope = inside();
    return scope ? (within(scope).queryByRole('radio', { name }) as HTMLElement | null) : null;
  }, `"${name}"`);
  await ctx.user.click(radio);
}

/** Fills the offline test card form with `number` (never remembered). */
export async function fillCard(ctx: JsdomDriverContext, number: string): Promise<void> {
  const form = () => screen.queryByRole('group', { name: 'Test card (offline)' }) as HTMLElement | null;
  const card = await waitFor_(() => (form() ? (within(form()!).queryByLabelText('Card number') as HTMLElement | null) : null), 'the card form');
  await type(ctx, card, 'Card number', number, false);
  await type(ctx, within(form()!).getByLabelText('Expiry (MM/YY)'), 'Expiry (MM/YY)', '12/39', false);
  await type(ctx, within(form()!).getByLabelText('CVC'), 'CVC', '123', false);
}

/** Cancels an appointment from its card or page: the reason, then the dialog's cancel button. */
export async function cancelWith(ctx: JsdomDriverContext, opener: () => HTMLElement | null, what: string): Promise<void> {
  await press(ctx, opener, what);
  const d = dialog('Cancel Service');
  await check(ctx, 'Date or Time Conflict', d);
  await press(ctx, button(/^(Agree and )?Cancel Appointment$/, d), 'Cancel Appointment');
}

/** Adds the user Pat Partner on /settings (K-42). */
export async function addPat(ctx: JsdomDriverContext): Promise<void> {
  await press(ctx, button('Add User'), 'Add User');
  await fill(ctx, /^First name/, 'First name', 'Pat', dialog(/./));
  await fill(ctx, /^Last name/, 'Last name', 'Partner', dialog(/./));
  await fill(ctx, /^Email/, 'Email', 'pat.partner@example.com', dialog(/./));
  await press(ctx, button('Save', dialog(/./)), 'Save');
  await waitFor_(() => screen.queryByRole('button', { name: 'Edit Pat Partner' }), 'Pat Partner among the users');
}

