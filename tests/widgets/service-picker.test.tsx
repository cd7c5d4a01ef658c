// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/client';
import type { ScheduledWork, ServiceOffering } from '../../src/api/entities';
import { bookingFacts } from '../../src/booking/booking-facts';
import { emptyBooking } from '../../src/booking/booking-state';
import { offeringToCartLine } from '../../src/widgets/shared/offering-to-cart-line';
import ServicePicker from '../../src/widgets/service-picker/service-picker';
import { buildServiceSections, displayedPrice, mechanicalOfferings } from '../../src/widgets/service-picker/service-sections';
import { withIncludedServices } from '../../src/booking/cart-rules';
import { referrerFromSearch } from '../../src/widgets/service-picker/use-referral-from-query';
import acme from '../../mocks/fixtures/providers/acme.json';
import demo from '../../mocks/fixtures/providers/demo.json';
import fleetco from '../../mocks/fixtures/providers/fleetco.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { http, HttpResponse } from 'msw';
import { api } from '../../mocks/handlers/context';
import { server, useMockServer } from '../api/harness';
import { atAcmeHq, camry, renderServiceStep, type StepHarnessOptions } from './services/service-harness';

useMockServer();
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The services step's servicePicker, as the flow decides it for `config` (parts, content, the step's messages). */
const renderPicker = (config: Record<string, unknown>, rest: Omit<StepHarnessOptions, 'step' | 'widget' | 'config'> = {}) =>
  renderServiceStep(ServicePicker, { step: 'services', widget: 'servicePicker', config, ...rest });
/** A provider that performs recalls and shows quantities (the demo fixture). */
const demoConfig = demo as Record<string, unknown>;

const offering = (id: number, extra: Partial<ServiceOffering> = {}): ServiceOffering => ({
  service_offering_id: id,
  long_name: `Service ${id}`,
  schedule_types: ['mechanical'],
  display_category: 'standard',
  total_cost_dollars: 100,
  ...extra,
});

const work = (id: number, vehicleId: number, services: Partial<ServiceOffering & { id: number }>[]): ScheduledWork =>
  ({
    scheduled_work_id: id,
    customer_id: 1001,
    vehicle_id: vehicleId,
    status: 'scheduled',
    date: '2030-01-02',
    services: services.map((s, i) => ({ id: id * 10 + i, ...offering(s.service_offering_id ?? 1), ...s })),
  }) as ScheduledWork;

describe('service sections (pure)', () => {
  const list = [
    offering(101, { long_name: 'Basic', display_category: 'package' }),
    offering(203, { long_name: 'Pads and Rotors' }),
    offering(201, { long_name: 'Oil Change' }),
    offering(301, { long_name: 'Wipers', display_category: 'addon' }),
    offering(401, { long_name: 'Diagnostic', tags: ['diagnostic'] }),
    offering(501, { long_name: 'Tire Install', schedule_types: ['tires'] }),
  ];

  it('D-11 D-12 groups packages, standard and add-ons by display_category, sorted by long name; diagnostic and tires are not here', () => {
    const s = buildServiceSections(mechanicalOfferings(list, 'automobile'), [], null);
    expect(s.packages.map((o) => o.long_name)).toEqual(['Basic']);
    expect(s.standard.map((o) => o.long_name)).toEqual(['Oil Change', 'Pads and Rotors']);
    expect(s.addons.map((o) => o.long_name)).toEqual(['Wipers']);
    expect(s.awaiting).toEqual([]);
    expect(s.recommended).toEqual([]);
  });

  it('D-13 pending quoted services of this vehicle link to the approval page; D-14 future and rejected ones are recommended', () => {
    const works = [
      work(5002, 3002, [{ service_offering_id: 204, long_name: 'Battery', is_upsell: true, upsell_status: 'pending' }]),
      work(5004, 3001, [
        { service_offering_id: 203, is_upsell: true, upsell_status: 'future' },
        { service_offering_id: 301, is_upsell: true, upsell_status: 'rejected' },
        { service_offering_id: 201, is_upsell: false },
      ]),
    ];
    const forCivic = buildServiceSections(mechanicalOfferings(list, 'automobile'), works, 3002);
    expect(forCivic.awaiting).toEqual([{ scheduledWorkId: 5002, href: '/approve-services/1001/5002', date: '2030-01-02', services: ['Battery'] }]);
    const forCamry = buildServiceSections(mechanicalOfferings(list, 'automobile'), works, 3001);
    expect(forCamry.awaiting).toEqual([]);
    expect(forCamry.recommended.map((o) => o.long_name)).toEqual(['Pads and Rotors', 'Wipers']);
    expect(forCamry.standard.map((o) => o.long_name)).toEqual(['Oil Change']);
    expect(forCamry.addons).toEqual([]);
  });

  it('D-15 shows packages at 80 % with a referrer code, other services at their price', () => {
    expect(displayedPrice(offering(1, { display_category: 'package', total_cost_dollars: 135 }), 'FRIEND')).toEqual({ cents: 10800, originalCents: 13500 });
    expect(displayedPrice(offering(1, { display_category: 'package', total_cost_dollars: 135 }), null)).toEqual({ cents: 13500, originalCents: null });
    expect(displayedPrice(offering(2, { total_cost_dollars: 100 }), 'FRIEND')).toEqual({ cents: 10000, originalCents: null });
  });

  it('D-55 included-with-every-mechanical items join the cart with a chosen service and leave with the last one', () => {
    const included = offeringToCartLine(offering(208, { included_with_every_mechanical_service: true, total_cost_dollars: 0 }));
    const oil = { ...offeringToCartLine(offering(201)), quantity: 1 };
    const withOil = withIncludedServices([oil], [included]);
    expect(withOil.map((l) => [l.service_offering_id, l.kind])).toEqual([
      [201, 'standard'],
      [208, 'other'],
    ]);
    expect(withIncludedServices(withOil, [included])).toBe(withOil);
    expect(withIncludedServices([withOil[1]!], [included])).toEqual([]);
  });

  it('D-16 D-18 cart lines carry kinds the flow facts read: the included item never counts as a standard service, a recall waives', () => {
    const lineOf = (o: ServiceOffering) => ({ ...offeringToCartLine(o), quantity: 1 });
    const onlyIncluded = [lineOf(offering(208, { included_with_every_mechanical_service: true }))];
    const empty = { ...bookingFacts({ ...emptyBooking(), cart: onlyIncluded }, {}) };
    expect(empty.cartHasPackageOrStandard).toBe(false);
    const recall = lineOf(offering(207, { tags: ['recall'], total_cost_dollars: 0 }));
    expect(recall.kind).toBe('recall');
    expect(bookingFacts({ ...emptyBooking(), cart: [recall] }, {}).cartHasRecall).toBe(true);
    const pkg = lineOf(offering(101, { display_category: 'package' }));
    expect(bookingFacts({ ...emptyBooking(), cart: [pkg] }, {}).cartHasPackageOrStandard).toBe(true);
  });

  it('reads the referrer code of a ?ref= link', () => {
    expect(referrerFromSearch('?ref=FRIEND42')).toBe('FRIEND42');
    expect(referrerFromSearch('?ref=%20')).toBeNull();
    expect(referrerFromSearch('?other=1')).toBeNull();
  });
});

describe('servicePicker widget (mock back end)', () => {
  const booking = { ...atAcmeHq, vehicle: { ...camry, vin: null } };

  it('D-11 shows the sections in order and the total', async () => {
    renderPicker(acme, { booking });
    await screen.findByRole('heading', { name: 'Service Packages' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Service Packages', 'Standard Services', 'Add-on Services']);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total $0.00');
  });

  it('D-11 issue 28 while the price list arrives the loading notice stays until the list is drawn, never the empty-list message', async () => {
    // What the page said after each change of the DOM, from the first render to the drawn list.
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      const now = text.includes('No services are offered') ? 'empty' : text.includes('Service Packages') ? 'list' : text.includes('Loading services…') ? 'loading' : 'other';
      if (seen.at(-1) !== now) seen.push(now);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderPicker(acme, { booking });
    await screen.findByRole('heading', { name: 'Service Packages' });
    watch.disconnect();
    expect(seen.filter((s) => s !== 'other')).toEqual(['loading', 'list']);
  });

  it('D-53 D-54 D-55 selecting removes incompatible services, toggling removes, the included inspection is locked', async () => {
    const user = userEvent.setup();
    const { latest } = renderPicker(acme, { booking });
    const pads = await screen.findByRole('checkbox', { name: 'Front Brake Pads' });
    await user.click(pads);
    expect(pads).toBeChecked();
    const inspection = screen.getByRole('checkbox', { name: 'Multi-Point Inspection' });
    expect(inspection).toBeChecked();
    expect(inspection).toBeDisabled();
    expect(latest.booking.cart.map((l) => l.service_offering_id).sort()).toEqual([202, 208]);
    await user.click(screen.getByRole('checkbox', { name: 'Front Brake Pads & Rotors' }));
    expect(screen.getByRole('checkbox', { name: 'Front Brake Pads' })).not.toBeChecked();
    expect(latest.booking.cart.map((l) => l.service_offering_id).sort()).toEqual([203, 208]);
    await user.click(screen.getByRole('checkbox', { name: 'Front Brake Pads & Rotors' }));
    expect(latest.booking.cart).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Multi-Point Inspection' })).toBeChecked();
  });

  it('D-56 OPEN-61 the flow shows the quantity part when is_showing_quantity_in_booking (demo): quantity 1–6 for a selected service', async () => {
    const user = userEvent.setup();
    const { latest, decided } = renderPicker(demoConfig, { booking });
    expect(decided.parts.quantity).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Battery Replacement' }));
    const quantity = screen.getByRole('combobox', { name: 'Quantity of Battery Replacement' });
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.selectOptions(quantity, '3');
    expect(latest.booking.cart.find((l) => l.service_offering_id === 204)?.quantity).toBe(3);
    expect(screen.queryByRole('combobox', { name: /Multi-Point/ })).toBeNull();
  });

  it('OPEN-61 the flow hides the quantity part when the flag is false (fleetco) or absent (acme): one flag, one meaning', async () => {
    const user = userEvent.setup();
    for (const config of [fleetco, acme] as Record<string, unknown>[]) {
      const { decided } = renderPicker(config, { booking });
      expect(decided.parts.quantity).toBe(false);
      await user.click(await screen.findByRole('checkbox', { name: 'Battery Replacement' }));
      expect(screen.getByRole('checkbox', { name: 'Battery Replacement' })).toBeChecked();
      expect(screen.queryByRole('combobox', { name: /^Quantity of/ })).toBeNull();
      cleanup();
    }
  });

  it('D-15 shows package prices at 80 % with a referrer code from ?ref=', async () => {
    window.history.replaceState(null, '', '/pricing/services?ref=FRIEND42');
    const { latest } = renderPicker(acme, { booking });
    await screen.findByRole('checkbox', { name: /Basic Maintenance/ });
    await waitFor(() => expect(latest.booking.referrerCode).toBe('FRIEND42'));
    const basic = screen.getByRole('checkbox', { name: /Basic Maintenance/ }).closest('li')!;
    // Basic: $45 parts + 0.75 h × $110 = $127.50 → $102.00 with the referral.
    expect(basic).toHaveTextContent('$127.50 $102.00');
    expect(within(basic).getByLabelText('was $127.50')).toBeInTheDocument();
  });

  it('H-08 the flow hides the prices part when is_hiding_price_in_booking (hidden): no prices and no total', async () => {
    const { decided } = renderPicker(hidden, { booking });
    expect(decided.parts.prices).toBe(false);
    await screen.findByRole('checkbox', { name: 'Battery Replacement' });
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('H-08 the flow shows the prices part for acme: prices and the total', async () => {
    const { decided } = renderPicker(acme, { booking });
    expect(decided.parts.prices).toBe(true);
    const battery = (await screen.findByRole('checkbox', { name: 'Battery Replacement' })).closest('li')!;
    expect(battery).toHaveTextContent(/\$\d/);
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('H-08 an overlay line alone (conditions: prices-shown false) hides the prices of a provider that shows them', async () => {
    const { decided } = renderPicker(acme, { booking, overlay: { conditions: { 'prices-shown': false } } });
    expect(decided.parts.prices).toBe(false);
    await screen.findByRole('checkbox', { name: 'Battery Replacement' });
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('D-10 shows the recall notice when the provider performs recalls and the VIN has recalls; Add Recall Service adds a recall line', async () => {
    const user = userEvent.setup();
    const { latest, decided } = renderPicker(demoConfig, { booking: { ...atAcmeHq, vehicle: camry } });
    expect(decided.parts.recallNotice).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Open recalls found' });
    expect(dialog).toHaveTextContent('an open recall for your 2019 Toyota Camry. Recall repairs are done at no cost to you.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Recall Service' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open recalls found' })).toBeNull());
    expect(latest.booking.cart.find((l) => l.service_offering_id === 207)?.kind).toBe('recall');
    expect(bookingFacts(latest.booking, demoConfig).cartHasRecall).toBe(true);
  });

  it('D-10 issue 28 while the price list fails the recall notice waits; after Try again it opens with Add Recall Service', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(http.get(api('/client-location/:id/priced-service-offerings'), () => (fail ? HttpResponse.error() : undefined)));
    let recallsAnswered = false;
    const onResponse = ({ request }: { request: Request }) => {
      if (request.url.includes('/carfax/recalls/')) recallsAnswered = true;
    };
    server.events.on('response:mocked', onResponse);
    renderPicker(demoConfig, { booking: { ...atAcmeHq, vehicle: camry } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we could not load the services. Please try again.');
    // The recalls are answered (the lookup is the vehicle's, not the list's) and read — the answer's parse, then the
    // query's notice in a timer — yet no notice without the list it adds to.
    await waitFor(() => expect(recallsAnswered).toBe(true));
    server.events.removeListener('response:mocked', onResponse);
    for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog', { name: 'Open recalls found' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open recalls found' });
    expect(within(dialog).getByRole('button', { name: 'Add Recall Service' })).toBeVisible();
  });

  it('D-10 the flow hides the recallNotice part when the provider does not perform recalls (acme): no notice', async () => {
    const { decided } = renderPicker(acme, { booking: { ...atAcmeHq, vehicle: camry } });
    expect(decided.parts.recallNotice).toBe(false);
    await screen.findByRole('checkbox', { name: 'Battery Replacement' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('D-13 D-14 a signed-in customer sees pending quoted services to approve and future/rejected ones as recommendations', async () => {
    setToken('demo-customer-token');
    renderPicker(acme, { booking: { ...atAcmeHq, vehicle: { ...camry, id: 3002, vin: null } }, session: { signedIn: true, guest: false } });
    const link = await screen.findByRole('link', { name: 'Review and approve' });
    expect(link).toHaveAttribute('href', '/approve-services/1001/5002');
    cleanup();
    renderPicker(acme, { booking: { ...atAcmeHq, vehicle: { ...camry, vin: null } }, session: { signedIn: true, guest: false } });
    const recommended = await screen.findByRole('region', { name: 'Recommended Services' });
    expect(within(recommended).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Cabin Air Filter',
      'Front Brake Pads & Rotors',
    ]);
  });

  it('D-58 the Other service opens the issue-description modal; Continue stays disabled while the description is blank', async () => {
    const user = userEvent.setup();
    const { latest } = renderPicker(acme, { booking });
    await user.click(await screen.findByRole('checkbox', { name: 'Something Else' }));
    const dialog = screen.getByRole('dialog', { name: 'Describe the issue: Something Else' });
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/What is going on/), '   ');
    await user.click(cont);
    expect(latest.booking.cart).toEqual([]);
    await user.type(within(dialog).getByLabelText(/What is going on/), 'Grinding noise when turning');
    expect(cont).not.toHaveAttribute('aria-disabled');
    await user.click(cont);
    expect(latest.booking.otherServiceDescription).toBe('Grinding noise when turning');
    expect(latest.booking.cart.map((l) => l.service_offering_id).sort()).toEqual([206, 208]);
    expect(screen.getByRole('checkbox', { name: 'Something Else' })).toBeChecked();
  });
});
