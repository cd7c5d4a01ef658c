// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/provider-config.schema.json';
import demo from '../../../mocks/fixtures/providers/demo.json';
import fleetco from '../../../mocks/fixtures/providers/fleetco.json';
import { rawProviderFixtures } from '../../../mocks/fixtures/providers';
import { ConfigEditor } from '../../../preview/config-editor/config-editor';
import type { ConfigDiff } from '../../../preview/config-editor/config-diff';
import type { ConfigSchema } from '../../../preview/config-editor/config-schema';
import { URL_ERROR } from '../../../preview/config-editor/config-validation';

afterEach(cleanup);

const configSchema = schema as ConfigSchema;
const demoFixture = demo as Record<string, unknown>;

/** The editor inside a parent that keeps the diff, as the preview tool does; `reports` records every onChange. */
function renderEditor(initial: ConfigDiff = {}, fixture: Record<string, unknown> = demoFixture) {
  const reports: ConfigDiff[] = [];
  function Host() {
    const [diff, setDiff] = useState<ConfigDiff>(initial);
    return (
      <>
        <ConfigEditor
          schema={configSchema}
          fixture={fixture}
          diff={diff}
          onChange={(next) => {
            reports.push(next);
            setDiff(next);
          }}
        />
        <pre data-testid="diff">{JSON.stringify(diff)}</pre>
      </>
    );
  }
  const user = userEvent.setup();
  const view = render(<Host />);
  const diff = () => JSON.parse(screen.getByTestId('diff').textContent ?? '{}') as ConfigDiff;
  return { user, view, reports, diff };
}

/** Queries inside one field's row (role queries over the whole editor are slow in jsdom). */
function inField(name: string) {
  const row = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!row) throw new Error(`no field ${name} shown`);
  return within(row);
}

/** Queries inside the editor's toolbar (filter, status, reset all). */
function toolbar() {
  const bar = document.querySelector<HTMLElement>('.config-editor__toolbar');
  if (!bar) throw new Error('no toolbar');
  return within(bar);
}

/** Replaces a text box's content in one input event (typing long texts key by key is slow in jsdom). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

describe('ConfigEditor', () => {
  it('shows every field in its section, without errors, and reports nothing before an edit', () => {
    const { reports, diff, view } = renderEditor();
    expect(reports).toEqual([]);
    expect(diff()).toEqual({});
    expect(toolbar().getByRole('status')).toHaveTextContent('No setting changed from the fixture.');
    expect(view.container.querySelectorAll('.error-detail')).toHaveLength(0);
    const sections = view.container.querySelectorAll('details.config-group');
    expect([...sections].map((s) => s.querySelector('.config-group__title')?.textContent)).toEqual([
      'Branding', 'Places', 'Vehicle', 'Services', 'Scheduling', 'Payment', 'Account', 'Other',
    ]);
    const shown = [...view.container.querySelectorAll<HTMLElement>('[data-field]')].map((el) => el.dataset.field);
    expect(new Set(shown)).toEqual(new Set(Object.keys(configSchema.properties)));
  });

  it.each(Object.keys(rawProviderFixtures))('opens the %s fixture unchanged and without errors', (name) => {
    const { reports, view } = renderEditor({}, rawProviderFixtures[name] as Record<string, unknown>);
    expect(reports).toEqual([]);
    expect(view.container.querySelectorAll('.error-detail')).toHaveLength(0);
    expect(view.container.querySelectorAll('.config-field--changed')).toHaveLength(0);
  });

  it('titles fields, describes them and uses native controls per type', () => {
    renderEditor();
    // a title made from the field name, the description and the field name as help
    const key = inField('stripe_publishable_key').getByRole('textbox', { name: 'Stripe publishable key' });
    expect(key).toHaveAccessibleDescription(/real Stripe card form/);
    expect(key).toHaveAccessibleDescription(/Field: stripe_publishable_key/);
    expect(inField('is_skipping_vehicle').getByRole('checkbox', { name: 'Is skipping vehicle' })).not.toBeChecked();
    expect(inField('scheduling_system').getByRole('combobox', { name: 'Scheduling system' })).toHaveDisplayValue('availability_windows');
    expect(inField('logo_max_height').getByRole('spinbutton', { name: 'Logo max height' })).toHaveValue(48);
    const places = inField('service_locations').getByRole('group', { name: /^Service locations/ });
    expect(within(places).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true]);
  });

  it('puts an edited customer-facing name into the diff', async () => {
    const { user, diff, reports } = renderEditor();
    const name = inField('customer_facing_name').getByRole('textbox', { name: /^Customer facing name/ });
    await user.clear(name);
    await user.type(name, 'Zed Auto');
    expect(diff()).toEqual({ customer_facing_name: 'Zed Auto' });
    expect(reports.at(-1)).toEqual({ customer_facing_name: 'Zed Auto' });
    // marked as changed, visibly and in its name
    expect(name).toHaveAccessibleName('Customer facing name (changed)*');
    expect(name.closest('.config-field')).toHaveClass('config-field--changed');
    expect(toolbar().getByRole('status')).toHaveTextContent('1 changed from the fixture.');
  });

  it('removes a field from the diff when it is set back to the fixture’s value', async () => {
    const { user, diff, reports } = renderEditor();
    const name = inField('customer_facing_name').getByRole('textbox', { name: /^Customer facing name/ });
    await replaceText(user, name, 'Zed Auto');
    expect(diff()).toEqual({ customer_facing_name: 'Zed Auto' });
    await replaceText(user, name, 'Demo Mobile Auto Care');
    expect(diff()).toEqual({});

    const skip = inField('is_skipping_vehicle').getByRole('checkbox', { name: 'Is skipping vehicle' });
    await user.click(skip);
    expect(diff()).toEqual({ is_skipping_vehicle: true });
    await user.click(inField('is_skipping_vehicle').getByRole('checkbox', { name: 'Is skipping vehicle (changed)' }));
    expect(diff()).toEqual({});
    expect(reports.at(-1)).toEqual({});
    expect(inField('is_skipping_vehicle').getByRole('checkbox', { name: 'Is skipping vehicle' })).toBe(skip);
  });

  it('sets service_locations to home only, and refuses none', async () => {
    const { user, diff } = renderEditor();
    const group = () => inField('service_locations').getByRole('group', { name: /^Service locations/ });
    await user.click(within(group()).getByRole('checkbox', { name: 'workplace' }));
    await user.click(within(group()).getByRole('checkbox', { name: 'shop' }));
    expect(diff()).toEqual({ service_locations: ['home'] });
    expect(group()).toHaveAccessibleName('Service locations (changed)');

    // unchecking the last one is invalid (minItems 1): an error, and the diff keeps home only
    await user.click(within(group()).getByRole('checkbox', { name: 'home' }));
    expect(inField('service_locations').getByText('Choose at least one place')).toBeInTheDocument();
    expect(diff()).toEqual({ service_locations: ['home'] });
  });

  it('resets one field to the fixture’s value and puts the focus back on it', async () => {
    const { user, diff } = renderEditor();
    const name = inField('customer_facing_name').getByRole('textbox', { name: /^Customer facing name/ });
    await replaceText(user, name, 'Zed Auto');
    await user.click(inField('is_guest_checkout_enabled').getByRole('checkbox', { name: 'Is guest checkout enabled' }));
    expect(diff()).toEqual({ customer_facing_name: 'Zed Auto', is_guest_checkout_enabled: true });

    const row = name.closest('.config-field') as HTMLElement;
    expect(within(row).getByText('"Demo Mobile Auto Care"')).toBeInTheDocument();
    await user.click(inField('customer_facing_name').getByRole('button', { name: 'Reset Customer facing name' }));
    expect(diff()).toEqual({ is_guest_checkout_enabled: true });
    expect(name).toHaveValue('Demo Mobile Auto Care');
    expect(name).toHaveAccessibleName('Customer facing name*');
    expect(name).toHaveFocus();
    expect(inField('customer_facing_name').queryByRole('button', { name: 'Reset Customer facing name' })).not.toBeInTheDocument();

    // by keyboard: the reset button of the checkbox
    inField('is_guest_checkout_enabled').getByRole('button', { name: 'Reset Is guest checkout enabled' }).focus();
    await user.keyboard('{Enter}');
    expect(diff()).toEqual({});
    expect(inField('is_guest_checkout_enabled').getByRole('checkbox', { name: 'Is guest checkout enabled' })).toHaveFocus();

    // everything at once: "Reset all changes", then the focus goes to the filter
    await user.click(inField('is_using_waitlist').getByRole('checkbox'));
    await replaceText(user, name, 'Other');
    expect(diff()).toEqual({ is_using_waitlist: false, customer_facing_name: 'Other' });
    await user.click(toolbar().getByRole('button', { name: 'Reset all changes' }));
    expect(diff()).toEqual({});
    expect(name).toHaveValue('Demo Mobile Auto Care');
    expect(toolbar().getByRole('searchbox', { name: 'Find a setting' })).toHaveFocus();
  });

  it('shows an error for an invalid URL and keeps it out of the diff (the last valid value stays)', async () => {
    const { user, diff } = renderEditor();
    const url = inField('tire_shop_url').getByRole('textbox', { name: /^Tire shop URL/ });
    expect(url).toHaveAttribute('type', 'url');
    await replaceText(user, url, 'tires.example/shop');
    expect(inField('tire_shop_url').getByText(URL_ERROR)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(new RegExp(URL_ERROR.slice(0, 30).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    expect(diff()).toEqual({});
    // still marked as changed (what is shown is not the fixture's) and resettable
    expect(url).toHaveAccessibleName('Tire shop URL (changed)');

    await replaceText(user, url, 'https://new-tires.example/shop');
    expect(inField('tire_shop_url').queryByText(URL_ERROR)).not.toBeInTheDocument();
    expect(diff()).toEqual({ tire_shop_url: 'https://new-tires.example/shop' });

    await replaceText(user, url, 'javascript:alert(1)');
    expect(inField('tire_shop_url').getByText(URL_ERROR)).toBeInTheDocument();
    expect(diff()).toEqual({ tire_shop_url: 'https://new-tires.example/shop' });
    expect(url).toHaveValue('javascript:alert(1)');

    await user.click(inField('tire_shop_url').getByRole('button', { name: 'Reset Tire shop URL' }));
    expect(diff()).toEqual({});
    expect(inField('tire_shop_url').queryByText(URL_ERROR)).not.toBeInTheDocument();
  });

  it('clears a nullable URL to null and an emptied required-by-fixture number is an error', async () => {
    const { user, diff } = renderEditor({}, fleetco as Record<string, unknown>);
    const terms = inField('terms_and_conditions_url').getByRole('textbox', { name: /^Terms and conditions URL/ });
    await user.clear(terms);
    expect(diff()).toEqual({ terms_and_conditions_url: null });

    const fee = inField('cancellation_fee_amount_dollars').getByRole('spinbutton', { name: /^Cancellation fee amount dollars/ });
    await user.clear(fee);
    expect(inField('cancellation_fee_amount_dollars').getByText(/Enter a value, or reset the field/)).toBeInTheDocument();
    expect(diff()).toEqual({ terms_and_conditions_url: null });
    await user.type(fee, '-5');
    expect(diff()).toEqual({ terms_and_conditions_url: null });
    await user.clear(fee);
    await user.type(fee, '12.5');
    expect(diff()).toEqual({ terms_and_conditions_url: null, cancellation_fee_amount_dollars: 12.5 });
  });

  it('edits lists and objects: the whole field goes into the diff once valid', async () => {
    const { user, diff } = renderEditor();
    await user.click(inField('recall_makes_offered').getByRole('button', { name: 'Add' }));
    expect(inField('recall_makes_offered').getByText('must be string')).toBeInTheDocument();
    expect(diff()).toEqual({});
    await user.type(inField('recall_makes_offered').getAllByRole('textbox').at(-1) as HTMLElement, 'BMW');
    expect(diff()).toEqual({ recall_makes_offered: ['Ford', 'Honda', 'Toyota', 'Chevrolet', 'BMW'] });

    const fee = inField('supplies_fee_rule');
    await user.type(fee.getByRole('spinbutton', { name: /^Percent/ }), '5');
    expect(diff()).toEqual({ recall_makes_offered: ['Ford', 'Honda', 'Toyota', 'Chevrolet', 'BMW'] });
    await user.selectOptions(fee.getByRole('combobox', { name: /^Basis/ }), 'parts_after_discount');
    await user.type(fee.getByRole('spinbutton', { name: /^Cap dollars/ }), '20');
    expect(diff()).toMatchObject({ supplies_fee_rule: { percent: 5, basis: 'parts_after_discount', cap_dollars: 20 } });
    await user.click(fee.getByRole('button', { name: 'Reset Supplies fee rule' }));
    expect(diff()).toEqual({ recall_makes_offered: ['Ford', 'Honda', 'Toyota', 'Chevrolet', 'BMW'] });
    expect(fee.getByRole('spinbutton', { name: /^Percent/ })).toHaveFocus();
  });

  it('edits enums with a select', async () => {
    const { user, diff } = renderEditor();
    await user.selectOptions(inField('scheduling_system').getByRole('combobox', { name: 'Scheduling system' }), 'time_slots');
    expect(diff()).toEqual({ scheduling_system: 'time_slots' });
    const skipTo = inField('skip_simple_services_to').getByRole('combobox', { name: 'Skip simple services to' });
    await user.selectOptions(skipTo, 'None (null)');
    expect(diff()).toEqual({ scheduling_system: 'time_slots', skip_simple_services_to: null });
  });

  it('shows a diff handed in from outside (a pasted link) and replaces it when the fixture changes', () => {
    const diffIn = { customer_facing_name: 'From a link', is_using_waitlist: false };
    const onChange = (): void => undefined;
    const { rerender } = render(<ConfigEditor schema={configSchema} fixture={demoFixture} diff={diffIn} onChange={onChange} />);
    expect(inField('customer_facing_name').getByRole('textbox', { name: /^Customer facing name \(changed\)/ })).toHaveValue('From a link');
    expect(inField('is_using_waitlist').getByRole('checkbox', { name: 'Is using waitlist (changed)' })).not.toBeChecked();
    rerender(<ConfigEditor schema={configSchema} fixture={fleetco as Record<string, unknown>} diff={{}} onChange={onChange} />);
    expect(inField('customer_facing_name').getByRole('textbox', { name: 'Customer facing name*' })).toHaveValue(fleetco.customer_facing_name);
  });

  it('narrows the fields with "Find a setting"', async () => {
    const { user, view } = renderEditor();
    await user.type(toolbar().getByRole('searchbox', { name: 'Find a setting' }), 'guest');
    const shown = [...view.container.querySelectorAll<HTMLElement>('[data-field]')].map((el) => el.dataset.field);
    expect(shown).toEqual(['is_guest_checkout_enabled']);
    const total = Object.keys(configSchema.properties).length;
    expect(toolbar().getByRole('status')).toHaveTextContent(`1 of ${total} settings match.`);
    await user.clear(toolbar().getByRole('searchbox', { name: 'Find a setting' }));
    await user.type(toolbar().getByRole('searchbox', { name: 'Find a setting' }), 'zzz');
    expect(screen.getByText('No setting matches “zzz”.')).toBeInTheDocument();
  });

  it('collapses a section, and opens it while a filter shows its fields', async () => {
    const { user, view } = renderEditor();
    const summary = [...view.container.querySelectorAll('summary')].find((s) => s.textContent?.startsWith('Payment'));
    if (!summary) throw new Error('no Payment section');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(summary).toHaveTextContent(/Payment\s+17 settings/);
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(false));
    // a re-render (an edit elsewhere) keeps it closed
    await user.click(inField('is_skipping_vehicle').getByRole('checkbox', { name: 'Is skipping vehicle' }));
    expect(details.open).toBe(false);
    await user.type(toolbar().getByRole('searchbox', { name: 'Find a setting' }), 'stripe');
    expect(details.open).toBe(true);
    await user.clear(toolbar().getByRole('searchbox', { name: 'Find a setting' }));
    expect(details.open).toBe(false);
  });
});
