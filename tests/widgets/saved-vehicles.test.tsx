// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import type { Vehicle } from '../../src/api/entities';
import SavedVehicles, { listedVehicles } from '../../src/widgets/saved-vehicles/saved-vehicles';
import { useMockServer, server } from '../api/harness';
import { renderVehicleWidget, signedIn } from './vehicle-harness';

useMockServer();
// Network through MSW and several renders per test: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const v = (over: Partial<Vehicle>): Vehicle => ({ vehicle_id: 1, year: 2020, make: 'Ford', model: 'Escape', color: 'Red', display_name: '2020 Ford Escape', ...over });

describe('listedVehicles (C-05, A-44)', () => {
  it('C-05 lists a saved vehicle only when year, make, model and color are present and not null', () => {
    const list = listedVehicles([
      v({ vehicle_id: 1 }),
      v({ vehicle_id: 2, color: null }),
      v({ vehicle_id: 3, year: null }),
      v({ vehicle_id: 4, make: '' }),
      v({ vehicle_id: 5, model: undefined }),
      v({ vehicle_id: 6, is_deleted: true }),
    ]);
    expect(list.map((x) => x.vehicle_id)).toEqual([1]);
  });

  it('A-44 sorts the vehicles by display name', () => {
    const list = listedVehicles([
      v({ vehicle_id: 1, display_name: 'Zed truck' }),
      v({ vehicle_id: 2, display_name: 'alpha car' }),
      v({ vehicle_id: 3, display_name: 'Mid van' }),
    ]);
    expect(list.map((x) => x.vehicle_id)).toEqual([2, 3, 1]);
  });
});

describe('savedVehicles widget', () => {
  it('C-04 C-05 C-06 A-44 shows the demo customer’s complete vehicles as "color year make model" buttons, sorted, then Add a New Vehicle', async () => {
    setToken('demo-customer-token');
    renderVehicleWidget(SavedVehicles, { values: { session: signedIn } });
    const list = await screen.findByRole('list');
    await within(list).findByRole('button', { name: 'Blue 2019 Toyota Camry' });
    const names = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Silver 2018 Honda Civic', 'Green 2019 Subaru Outback', 'Blue 2019 Toyota Camry', 'Add a New Vehicle']);
    expect(screen.queryByRole('button', { name: /F-150/ })).not.toBeInTheDocument();
  });

  it('C-07 picking a vehicle puts it in the booking and sends pickVehicle', async () => {
    setToken('demo-customer-token');
    const { send, booking } = renderVehicleWidget(SavedVehicles, { values: { session: signedIn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Blue 2019 Toyota Camry' }));
    expect(send).toHaveBeenCalledWith({ type: 'pickVehicle', vehicleId: 3001 });
    expect(booking().vehicle).toMatchObject({ id: 3001, type: 'automobile', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', displayName: '2019 Toyota Camry' });
  });

  it('C-06 Add a New Vehicle sends addVehicle', async () => {
    setToken('demo-customer-token');
    const { send } = renderVehicleWidget(SavedVehicles, { values: { session: signedIn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a New Vehicle' }));
    expect(send).toHaveBeenCalledWith({ type: 'addVehicle' });
  });

  it('shows a loading state, and a failure with Add a New Vehicle still offered', async () => {
    setToken('demo-customer-token');
    server.use(http.get('http://localhost/api/vehicle', () => HttpResponse.json({ Status: 'error', Message: 'down' }, { status: 500 })));
    renderVehicleWidget(SavedVehicles, { values: { session: signedIn } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your vehicles…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your saved vehicles.');
    expect(screen.getByRole('button', { name: 'Add a New Vehicle' })).toBeInTheDocument();
  });
});
