// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import TireDetail from '../../src/widgets/tire-detail/tire-detail';
import { server, useMockServer } from '../api/harness';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { camry, newTiresOffering, renderTireWidget, type TireHarnessOptions } from './tires/tire-harness';

useMockServer();
afterEach(cleanup);

const open = (product: string, extra: Partial<TireHarnessOptions> = {}) =>
  renderTireWidget(TireDetail, {
    step: 'tire-detail',
    booking: { vehicle: camry, placeMode: 'shop', clientLocation: { id: 3, name: 'Springfield Shop' }, tireSize: 'P215/55R17', wantsNewTires: true },
    url: `/pricing/tireDetail?product=${encodeURIComponent(product)}`,
    ...extra,
  });

describe('tireDetail widget (/pricing/tireDetail, D-51)', () => {
  it('D-51 D-52 H-08 shows the tire: price (the flow shows the prices part for demo), specifications, OE makes and availability by warehouse', async () => {
    expect(open('MIC-2155517-1').decided.parts.prices).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Michelin Defender2' })).toBeInTheDocument();
    expect(screen.getByText('$189.99')).toBeInTheDocument();
    const specs = screen.getByRole('heading', { name: 'Specifications' }).nextElementSibling as HTMLElement;
    for (const [label, value] of [
      ['Size', 'P215/55R17'],
      ['Tread wear', '800'],
      ['Traction', 'A'],
      ['Warranty', '80,000 miles'],
      ['Season', 'All Season'],
      ['Load index', '95'],
      ['Speed rating', 'H'],
      ['Product number', 'MIC-2155517-1'],
    ] as const) {
      expect(within(specs).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByText('Toyota, Honda')).toBeInTheDocument();
    expect(screen.getByText('Local warehouse').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Regional warehouse (1–2 days)').nextElementSibling).toHaveTextContent('12');
  });

  it('D-51 D-47 Add to cart (at most the stock) puts the tire in the cart and sends addToCart; Back sends back', async () => {
    server.use(http.get('http://localhost/api/client-location/:id/priced-service-offerings', () => HttpResponse.json({ service_offerings: [newTiresOffering] })));
    const user = userEvent.setup();
    const { send, latest } = open('GOO-2155517-1');
    await screen.findByRole('heading', { level: 1, name: 'Goodyear Assurance WeatherReady' });
    expect(screen.getByText('Ford')).toBeInTheDocument();
    const qty = screen.getByRole('combobox', { name: 'Quantity Goodyear Assurance WeatherReady' });
    expect(within(qty).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(qty, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart Goodyear Assurance WeatherReady' }));
    expect(latest.booking.cart).toEqual([expect.objectContaining({ atd_product_number: 'GOO-2155517-1', quantity: 2 })]);
    expect(send).toHaveBeenCalledWith({ type: 'addToCart', product: 'GOO-2155517-1' });
    await user.click(screen.getByRole('button', { name: 'Back to tires' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'back' });
  });

  it('D-51 H-08 a tire with no OE makes says it fits any vehicle of the size; the flow hides the prices part for hidden: no price', async () => {
    const { decided } = open('GEN-2155517-1', { config: hidden as Record<string, unknown> });
    expect(decided.parts.prices).toBe(false);
    await screen.findByRole('heading', { level: 1, name: 'General AltiMAX RT45' });
    expect(screen.getByText('Not original equipment on any make; fits every vehicle with this tire size.')).toBeInTheDocument();
    expect(screen.queryByText('$109.99')).not.toBeInTheDocument();
  });

  it('D-51 an unknown product says so and offers the way back', async () => {
    const { send } = open('NOPE-1');
    expect(await screen.findByText("Sorry, we couldn't find that tire. Please go back and choose another.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to tires' }));
    expect(send).toHaveBeenCalledWith({ type: 'back' });
  });
});
