// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import providerConfigSchema from '../../../schemas/provider-config.schema.json';
import { BlastRadius } from '../../../preview/fleet/blast-radius';
import type { ConfigSchema } from '../../../preview/config-editor/config-schema';
import { bookingFlow, fixtures, overlays } from '../analysis/analysis-inputs';

afterEach(cleanup);

const schema = providerConfigSchema as unknown as ConfigSchema;

function providerItem(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 4, name: new RegExp(`^${name} \\(now`) }).closest('li')!;
}

describe('BlastRadius', () => {
  it('lists every configuration field by title, guest checkout first chosen, with a checkbox for its new value', () => {
    render(<BlastRadius flow={bookingFlow} fixtures={fixtures} schema={schema} overlays={overlays} />);
    const select = screen.getByRole('combobox', { name: 'Configuration field' });
    expect(within(select).getAllByRole('option')).toHaveLength(Object.keys(schema.properties).length);
    expect(select).toHaveDisplayValue('Is guest checkout enabled (is_guest_checkout_enabled)');
    expect(screen.getByRole('checkbox', { name: 'New value of Is guest checkout enabled: on' })).toBeChecked();
  });

  it('guest checkout for everyone: guest journeys appear for the providers that had it off; "No change" elsewhere', async () => {
    const user = userEvent.setup();
    render(<BlastRadius flow={bookingFlow} fixtures={fixtures} schema={schema} overlays={overlays} />);
    await user.click(screen.getByRole('button', { name: 'Show what changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('If is_guest_checkout_enabled were true for every provider: 5 of 8 providers change.');
    const demo = providerItem('demo');
    expect(within(demo).getByText('Journeys that appear (3)')).toBeInTheDocument();
    expect(within(demo).getByText('guest · home · services')).toBeInTheDocument();
    expect(within(providerItem('acme')).getByText('No change')).toBeInTheDocument();
    expect(within(providerItem('gone')).getByText('No change')).toBeInTheDocument();
  });

  it('H-08 hiding prices for everyone: "prices hidden for acme", with the field behind it; "No change" where prices were hidden already', async () => {
    const user = userEvent.setup();
    render(<BlastRadius flow={bookingFlow} fixtures={fixtures} schema={schema} overlays={overlays} initialField="is_hiding_price_in_booking" />);
    expect(screen.getByRole('checkbox', { name: 'New value of Is hiding price in booking: on' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show what changes' }));
    const acme = providerItem('acme');
    expect(within(acme).getByText(/^What the steps show that changes \(\d+\)$/)).toBeInTheDocument();
    const prices = within(acme).getByText('Prices (each service and the subtotal) shown → hidden in the sidebar (is_hiding_price_in_booking: false → true)', { exact: false });
    expect(prices).toHaveClass('pa-loss');
    expect(prices).toHaveTextContent('Prices (each service and the subtotal) hidden for acme');
    expect(within(providerItem('hidden')).getByText('No change')).toBeInTheDocument();
  });

  it('offers a control suited to the field: select for an enum, checkboxes for a list of choices, JSON otherwise', async () => {
    const user = userEvent.setup();
    render(<BlastRadius flow={bookingFlow} fixtures={fixtures} schema={schema} overlays={overlays} />);
    const select = screen.getByRole('combobox', { name: 'Configuration field' });

    await user.selectOptions(select, 'scheduling_system');
    expect(within(screen.getByRole('combobox', { name: 'New value of Scheduling system' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'availability_windows',
      'time_slots',
      'other',
    ]);

    await user.selectOptions(select, 'service_locations');
    const group = screen.getByRole('group', { name: 'New value of Service locations' });
    await user.click(within(group).getByRole('checkbox', { name: 'home' }));
    await user.click(screen.getByRole('button', { name: 'Show what changes' }));
    const demo = providerItem('demo');
    expect(within(demo).getByText('Steps that disappear (2)')).toBeInTheDocument();
    expect(within(demo).getByText(/every way in needs service_locations to include "workplace"/)).toBeInTheDocument();

    await user.selectOptions(select, 'supplies_fee_rule');
    const json = screen.getByRole('textbox', { name: 'New value of Supplies fee rule (JSON)' });
    await user.clear(json);
    await user.type(json, '{{nope');
    await user.click(screen.getByRole('button', { name: 'Show what changes' }));
    expect(json).toHaveAccessibleDescription(/Write the value as JSON/);
    expect(json).toHaveAttribute('aria-invalid', 'true');
  });
});
