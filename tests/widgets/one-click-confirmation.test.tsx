// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/handlers/context';
import type { LastReschedule } from '../../src/booking/booking-state';
import OneClickConfirmation from '../../src/widgets/one-click-confirmation/one-click-confirmation';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { server, useMockServer } from '../api/harness';
import { renderStepWidget } from './reschedule-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();

const NOW = '2026-03-10T11:30:00-04:00';
const Widget = OneClickConfirmation as unknown as React.ComponentType<WidgetProps>;

useFixedClock(NOW);

const proactive: LastReschedule = {
  kind: 'proactive',
  scheduledWorkId: 5003,
  customerId: 1001,
  date: '2026-03-18',
  arrival: '09:00',
  departure: '17:00',
  timeZone: 'America/New_York',
  details: {
    place: { kind: 'home', address: '12 Elm Street, Springfield, VA 22150' },
    vehicle: '2019 Toyota Camry',
    services: [
      { name: 'Front Brake Pads', quantity: 1 },
      { name: 'Tire Installation', quantity: 4 },
    ],
  },
};

const open = (type: string, lastReschedule: LastReschedule | null) =>
  renderStepWidget(Widget, { stepId: 'one-click-confirmation', params: { type }, booking: { lastReschedule } });

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement!;

describe('oneClickConfirmation (I-15, I-16)', () => {
  it('I-15/I-16 proactive: the confirmed date with 9:00 AM – 5:00 PM in the location zone, place, vehicle, services and a link to /account', () => {
    open('proactive', proactive);
    expect(screen.getByRole('heading', { level: 1, name: 'Your appointment is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your new date is saved. Here are the details of your appointment.')).toBeInTheDocument();
    expect(row('Date')).toHaveTextContent('Wednesday, March 18, 2026');
    expect(row('Time')).toHaveTextContent('9:00 AM – 5:00 PM EDT');
    expect(row('Service address')).toHaveTextContent('12 Elm Street, Springfield, VA 22150');
    expect(row('Vehicle')).toHaveTextContent('2019 Toyota Camry');
    const services = within(screen.getByRole('region', { name: 'Services' }));
    expect(services.getByText('Front Brake Pads')).toBeInTheDocument();
    expect(services.getByText(/× 4/)).toBeInTheDocument();
    expect(services.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('I-15 reschedule: its own title; a workplace in Chicago shows the zone of that location', () => {
    open('reschedule', {
      ...proactive,
      kind: 'reschedule',
      timeZone: 'America/Chicago',
      details: { ...proactive.details!, place: { kind: 'workplace', locationName: 'Acme Corp Headquarters', keyoskName: 'Lobby', parkingName: 'Lot A' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your appointment has been rescheduled' })).toBeInTheDocument();
    expect(row('Time')).toHaveTextContent('9:00 AM – 5:00 PM CDT');
    expect(row('Workplace')).toHaveTextContent('Acme Corp Headquarters');
    expect(row('Keyosk')).toHaveTextContent('Lobby');
  });

  it('I-15 without details, the work is fetched again (M-32) before the card shows', async () => {
    open('proactive', { ...proactive, details: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your appointment is confirmed' })).toBeInTheDocument();
    expect(row('Vehicle')).toHaveTextContent('Toyota Camry');
    expect(row('Time')).toHaveTextContent('9:00 AM – 5:00 PM EDT');
  });

  it('a failed fetch says so, with the link to /account', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ Message: 'Invalid URL' }, { status: 404 })));
    open('proactive', { ...proactive, details: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not load your appointment.');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('nothing confirmed in this tab (or a confirmation of the other type) shows the empty state', () => {
    open('reschedule', proactive);
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Confirmation' })).toBeInTheDocument();
    expect(screen.getByText('There is no confirmed appointment to show here. Your appointments are listed in your account.')).toBeInTheDocument();
    cleanup();
    open('proactive', null);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toBeInTheDocument();
  });
});
