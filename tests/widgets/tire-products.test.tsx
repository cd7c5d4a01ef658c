// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_TIRE_FILTERS, filterTires, sortTires } from '../../src/widgets/tire-common/tire-catalog';
import { storyTires } from '../../src/widgets/tire-common/tire-story-data';
import TireProducts from '../../src/widgets/tire-products/tire-products';
import { server, useMockServer } from '../api/harness';
import { configFor } from '../../mocks/handlers/context';
import { locationById } from '../../mocks/world/catalog/places';
import { offeringsFor } from '../../mocks/world/pricing';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { camry, demoConfig, newTiresOffering, renderTireWidget, stubViewport, type TireHarnessOptions } from './tires/tire-harness';

useMockServer();
afterEach(cleanup);
beforeEach(() => stubViewport(true));

const home = {
  placeMode: 'home' as const,
  homeAddress: { id: null, address_line_1: '12 Elm Street', city: 'Springfield', state: 'VA', postal_code: '22150', one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150' },
};
const open = (extra: Partial<TireHarnessOptions> = {}) =>
  renderTireWidget(TireProducts, { step: 'newtires', booking: { vehicle: camry, ...home, tireSize: 'P215/55R17', wantsNewTires: true }, ...extra });

const NO_TIRES =
  "Sorry, we couldn't find any tires for your vehicle. But we can still help you find the right tires! Please call us at (555) 010-0100.";

function withNewTiresOffering() {
  server.use(http.get('http://localhost/api/client-location/:id/priced-service-offerings', () => HttpResponse.json({ service_offerings: [newTiresOffering] })));
}
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).filter((t) => t !== 'Filter tires');

describe('tireProducts widget (/pricing/newtires)', () => {
  it('D-41 D-44 D-45 loads the products of the size from the default ATD location and shows brand, style, price and ratings', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    open({ config: { ...demoConfig, atd_location_id: undefined } });
    expect(await screen.findByRole('heading', { name: 'Michelin Defender2' })).toBeInTheDocument();
    expect(seen).toContain('/api/atd/products/1258934/2155517');
    const card = screen.getByRole('listitem', { name: 'Michelin Defender2' });
    expect(within(card).getByText('$189.99')).toBeInTheDocument();
    expect(within(card).getByText('Tread wear')).toBeInTheDocument();
    expect(within(card).getByText('800')).toBeInTheDocument();
    expect(within(card).getByText('80,000 miles')).toBeInTheDocument();
    expect(screen.getByText('3 tires for P215/55R17')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('H-08 the flow shows the prices part for demo and hides it for hidden: no price per tire and no price filter', async () => {
    expect(open().decided.parts.prices).toBe(true);
    expect(await screen.findByRole('group', { name: 'Price per tire' })).toBeInTheDocument();
    cleanup();
    const { decided } = open({ config: hidden as Record<string, unknown> });
    expect(decided.parts.prices).toBe(false);
    const card = await screen.findByRole('listitem', { name: 'Michelin Defender2' });
    expect(within(card).queryByText('$189.99')).toBeNull();
    expect(within(card).queryByText('per tire')).toBeNull();
    expect(screen.getByTestId('tire-filters')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Price per tire' })).toBeNull();
  });

  it('D-43 sorts by recommended, price ascending and descending, traction, tread wear and warranty', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Michelin Defender2' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Traction',
      'Tread wear',
      'Warranty',
    ]);
    expect(names()).toEqual(['Michelin Defender2', 'Goodyear Assurance WeatherReady', 'General AltiMAX RT45']);
    await user.selectOptions(sort, 'Price: low to high');
    expect(names()).toEqual(['General AltiMAX RT45', 'Goodyear Assurance WeatherReady', 'Michelin Defender2']);
    await user.selectOptions(sort, 'Warranty');
    expect(names()).toEqual(['Michelin Defender2', 'General AltiMAX RT45', 'Goodyear Assurance WeatherReady']);
  });

  it('D-42 shows brand and price filters only when wider than 600 px', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Michelin Defender2' });
    const filters = screen.getByRole('region', { name: 'Filter tires' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Goodyear' }));
    expect(names()).toEqual(['Goodyear Assurance WeatherReady']);
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await user.click(within(filters).getByRole('radio', { name: 'Under $100' }));
    expect(screen.getByText('No tires match these filters.')).toBeInTheDocument();
    cleanup();
    stubViewport(false);
    open();
    await screen.findByRole('heading', { name: 'Michelin Defender2' });
    expect(screen.queryByRole('region', { name: 'Filter tires' })).not.toBeInTheDocument();
  });

  it('D-47 limits the quantity to local + localPlus availability and at most 4; D-50 adding sets the tire count', async () => {
    withNewTiresOffering();
    const user = userEvent.setup();
    const { latest } = open({ booking: { vehicle: camry, ...home, tireSize: 'P215/55R17', wantsNewTires: true, tireQuantity: 4 } });
    await screen.findByRole('heading', { name: 'Michelin Defender2' });
    const options = (name: string) => within(screen.getByRole('combobox', { name: `Quantity ${name}` })).getAllByRole('option').map((o) => o.textContent);
    expect(options('Michelin Defender2')).toEqual(['1', '2', '3', '4']);
    expect(options('Goodyear Assurance WeatherReady')).toEqual(['1', '2', '3']);
    expect(options('General AltiMAX RT45')).toEqual(['1']);
    expect(screen.getByRole('combobox', { name: 'Quantity Goodyear Assurance WeatherReady' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add to cart Goodyear Assurance WeatherReady' }));
    expect(latest.booking.cart).toEqual([
      expect.objectContaining({ service_offering_id: 506, atd_product_number: 'GOO-2155517-1', quantity: 3, total_cost_dollars: 162.99, kind: 'tire' }),
    ]);
    expect(latest.booking.tireQuantity).toBe(3);
    expect(within(screen.getByRole('listitem', { name: 'Goodyear Assurance WeatherReady' })).getByText('In your cart: 3')).toBeInTheDocument();
    // Another tire replaces it (one set of tires per booking).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity Michelin Defender2' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart Michelin Defender2' }));
    expect(latest.booking.cart).toEqual([expect.objectContaining({ atd_product_number: 'MIC-2155517-1', quantity: 2 })]);
  });

  it('D-47 without a new-tires service in the price list the tires cannot be added online', async () => {
    // A price list with no "New Tires" offering (the demo world has one: 506).
    server.use(
      http.get('http://localhost/api/client-location/:id/priced-service-offerings', ({ request, params }) => {
        const l = locationById(Number(params.id));
        const offerings = offeringsFor(l!, undefined, configFor(request)).filter((o) => !o.is_atd_tire_product);
        return HttpResponse.json({ service_offerings: offerings });
      }),
    );
    const user = userEvent.setup();
    const { latest } = open();
    await screen.findByRole('heading', { name: 'Michelin Defender2' });
    expect((await screen.findAllByText('To order these tires, please call us at (555) 010-0100.')).length).toBe(3);
    const add = screen.getByRole('button', { name: 'Add to cart Michelin Defender2' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(latest.booking.cart).toEqual([]);
  });

  it('D-46 a failing tire list shows the no-tires message with the phone', async () => {
    server.use(http.get('http://localhost/api/atd/products/:a/:b', () => HttpResponse.json({ Message: 'down' }, { status: 500 })));
    const { send } = open();
    expect(await screen.findByTestId('no-tires')).toHaveTextContent(NO_TIRES);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('D-46 an empty tire list (unstocked size) shows the no-tires message', async () => {
    open({ booking: { vehicle: camry, ...home, tireSize: 'P999/99R99' } });
    expect(await screen.findByTestId('no-tires')).toHaveTextContent(NO_TIRES);
  });

  it('D-51 View details sends viewTire with the product number', async () => {
    const { send } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'View details Michelin Defender2' }));
    expect(send).toHaveBeenCalledWith({ type: 'viewTire', product: 'MIC-2155517-1' });
  });
});

describe('tire catalogue rules', () => {
  it('D-43 every sort keeps all products and orders missing ratings last', () => {
    const withMissing = [...storyTires, { ...storyTires[0]!, ATDProductNumber: 'X', productSpec: {}, recommendation: null }];
    for (const key of ['recommended', 'priceAsc', 'priceDesc', 'traction', 'treadwear', 'warranty'] as const) {
      const sorted = sortTires(withMissing, key);
      expect(sorted).toHaveLength(withMissing.length);
      if (key !== 'priceAsc' && key !== 'priceDesc') expect(sorted.at(-1)!.ATDProductNumber).toBe('X');
    }
    expect(sortTires(storyTires, 'priceDesc').map((p) => p.brand)).toEqual(['Michelin', 'Goodyear', 'General']);
    expect(sortTires(storyTires, 'treadwear').map((p) => p.brand)).toEqual(['Michelin', 'Goodyear', 'General']);
  });

  it('D-41 filters by brand and price band; no filter keeps everything', () => {
    expect(filterTires(storyTires, NO_TIRE_FILTERS)).toHaveLength(3);
    expect(filterTires(storyTires, { brands: ['General', 'Michelin'], priceBand: null }).map((p) => p.brand)).toEqual(['Michelin', 'General']);
    expect(filterTires(storyTires, { brands: [], priceBand: '150to200' }).map((p) => p.brand)).toEqual(['Michelin', 'Goodyear']);
    expect(filterTires(storyTires, { brands: [], priceBand: 'over200' })).toEqual([]);
  });
});
