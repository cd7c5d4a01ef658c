// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProviderName, setToken } from '../../src/api/client';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import PlacePicker from '../../src/widgets/place-picker/place-picker';
import SaveLocation from '../../src/widgets/save-location/save-location';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { renderPlaceWidget, stepTexts } from './place-harness';

useMockServer();
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** The place step's two widgets over one booking, as the step draws them for a signed-in customer. */
function PlaceStep(props: WidgetProps<Record<string, unknown>, string>) {
  return (
    <>
      <PlacePicker {...props} />
      <SaveLocation {...props} />
    </>
  );
}

function renderStep(signedIn: boolean) {
  setProviderName('demo');
  if (signedIn) setToken(DEMO_CUSTOMER_TOKEN);
  const config = providerFixtures.demo as unknown as Record<string, unknown>;
  return renderPlaceWidget(PlaceStep, { stepId: 'place', widget: 'placePicker', config, values: { session: { signedIn, guest: false } } });
}

describe('saveLocation (K-65)', () => {
  it('K-65 a signed-in customer saves the chosen workplace; the saved one says so', async () => {
    const user = userEvent.setup();
    renderStep(true);
    await user.click(screen.getByRole('button', { name: 'Switch to At Work' }));
    const select = await screen.findByRole('combobox', { name: 'Choose your workplace' });
    await user.selectOptions(select, 'Acme Corp Headquarters');
    expect(await screen.findByText('Saved to My Places.')).toBeInTheDocument();
    await user.selectOptions(select, 'Innovation Park Campus');
    await user.click(await screen.findByRole('button', { name: 'Save to My Places' }));
    expect(await screen.findByText('Saved to My Places.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to My Places' })).toBeNull();
  });

  it("K-65 a failed save shows the server's words and keeps the choice", async () => {
    server.use(http.put('*/api/customer/client-location/:id', () => HttpResponse.json({ Message: 'That location cannot be saved.' }, { status: 400 })));
    const user = userEvent.setup();
    const { booking } = renderStep(true);
    await user.click(screen.getByRole('button', { name: 'Switch to At The Shop' }));
    await user.click(await screen.findByRole('radio', { name: /Demo Auto Shop - Springfield/ }));
    await user.click(await screen.findByRole('button', { name: 'Save to My Places' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That location cannot be saved.');
    expect(booking()).toMatchObject({ placeMode: 'shop', clientLocation: { id: 3 } });
  });

  it('K-65 nothing for a home address, nor for a visitor (no customer record)', async () => {
    const user = userEvent.setup();
    renderStep(true);
    expect(await screen.findByRole('button', { name: /Mom's House/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to My Places' })).toBeNull();
    cleanup();
    renderStep(false);
    await user.click(screen.getByRole('button', { name: 'Switch to At The Shop' }));
    await user.click(await screen.findByRole('radio', { name: /Demo Auto Shop - Springfield/ }));
    expect(screen.queryByRole('button', { name: 'Save to My Places' })).toBeNull();
  });

  it('the place step defines every message the widget reads', () => {
    const texts = stepTexts('place');
    for (const key of widgetCatalog.saveLocation.messages) expect(texts[key]).toBeTruthy();
  });
});
