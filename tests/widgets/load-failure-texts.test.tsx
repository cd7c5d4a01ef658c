// @vitest-environment jsdom
/**
 * Issue 15: the screens that show a load failure with Try again say "try again in a moment" for a rate limit
 * (429) instead of their own text, and Try again retries what failed (the services' location list too).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProviderName } from '../../src/api/client';
import { flowText } from '../domain/support/flow-text';
import { stepTexts } from './support/step-texts';
import { setAppClock } from '../../src/ui/app-clock';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import SchedulePicker from '../../src/widgets/schedule-picker/schedule-picker';
import ServicePicker from '../../src/widgets/service-picker/service-picker';
import VehicleLookup from '../../src/widgets/vehicle-lookup/vehicle-lookup';
import demo from '../../mocks/fixtures/providers/demo.json';
import { api } from '../../mocks/handlers/context';
import { atTime, server, useMockServer } from '../api/harness';
import { renderSchedule } from './schedule-harness';
import { atHome, camry, renderService } from './services/service-harness';
import { renderVehicleWidget } from './vehicle-harness';

/** The flow's rate-limit text (flow-level `rate-limited`). */
const RATE_LIMITED_TEXT = flowText('rate-limited');

useMockServer();
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  setAppClock(undefined);
});

const serviceTexts = { ...stepTexts('services'), 'critical-error': 'Critical Error: {text}', 'remove-image-confirm': 'Are you sure want to remove this image?' };
const tooMany = () => HttpResponse.json({ Message: 'Too Many Requests' }, { status: 429 });

describe('services (D-11): load failures', () => {
  it('a 429 on the priced offerings says "try again in a moment", with Try again', async () => {
    server.use(http.get(api('/client-location/:id/priced-service-offerings'), tooMany, { once: true }));
    renderService(ServicePicker, { texts: serviceTexts, booking: { ...atHome, vehicle: camry } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RATE_LIMITED_TEXT);
    expect(alert).not.toHaveTextContent('could not load the services');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a failed location list (a home booking priced by the mobile area) keeps its text, and Try again loads the list again', async () => {
    server.use(http.get(api('/client-location'), () => new HttpResponse(null, { status: 503 }), { once: true }));
    renderService(ServicePicker, { texts: serviceTexts, booking: { ...atHome, vehicle: camry } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we could not load the services. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findAllByRole('checkbox')).not.toHaveLength(0);
  });
});

describe('schedule (F-*): the dates', () => {
  it('a 429 on the compatible dates says "try again in a moment", with Try again', async () => {
    const NOW = '2026-03-10T11:30:00-04:00';
    atTime(NOW);
    setAppClock(NOW);
    server.use(http.get(api('/customer/address/:id/compatible-dates'), tooMany));
    renderSchedule(SchedulePicker as unknown as React.ComponentType<WidgetProps>);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RATE_LIMITED_TEXT);
    expect(alert).not.toHaveTextContent('could not load the available dates');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('vehicle lookup (C-25): the vehicle list', () => {
  it('a 429 on the makes says "try again in a moment", with Try again', async () => {
    setProviderName('demo');
    server.use(http.get(api('/vehicles/makes/:year'), tooMany, { once: true }));
    renderVehicleWidget(VehicleLookup, { config: { ...demo, available_vehicle_entry_tabs: ['year'] } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2020');
    const alert = (await screen.findByText(RATE_LIMITED_TEXT)).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(screen.queryByText('We could not load the vehicle list. Please try again.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Make' })).getByRole('option', { name: 'Toyota' })).toBeInTheDocument());
  });
});
