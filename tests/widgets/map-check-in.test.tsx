// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { world } from '../../mocks/world';
import type { ScheduledWork } from '../../src/api/scheduled-works';
import { boxImageNumber, isOutdoorKiosk } from '../../src/domain/check-in';
import { nextStep } from '../../src/engine';
import { metresBetween } from '../../src/widgets/map-check-in/map-geometry';
import MapCheckIn from '../../src/widgets/map-check-in/map-check-in';
import { googleMapOptions, MAP_OPTIONS, MOBILE_MAX_WIDTH_PX } from '../../src/widgets/map-check-in/map-plan';
import { MOBILE_LAYOUT_QUERY } from '../../src/widgets/map-check-in/use-mobile-layout';
import { server, useMockServer } from '../api/harness';
import { flowText } from '../domain/support/flow-text';
import { bookingFlow, makeContext, makeGuards } from '../engine/support/context';
import { logRequests, renderCheckInPage } from './check-in-harness';
import { useFixedClock } from './support/fixed-clock';

/** A stand-in for Google's SDK: records what the adapter gives the map and its markers; the pin is dragged by calling its onDragEnd. */
const google = vi.hoisted(() => ({
  map: null as null | { zoom?: number; options?: Record<string, unknown>; center?: unknown },
  markers: [] as { title?: string; draggable?: boolean; position: { lat: number; lng: number }; onDragEnd?: (e: unknown) => void }[],
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => ({ isLoaded: true, loadError: undefined }),
  GoogleMap: (p: { zoom?: number; options?: Record<string, unknown>; center?: unknown; children?: ReactNode }) => {
    google.map = { zoom: p.zoom, options: p.options, center: p.center };
    google.markers = [];
    return <div data-fake="google-map">{p.children}</div>;
  },
  MarkerF: (p: (typeof google.markers)[number]) => {
    google.markers.push(p);
    return null;
  },
}));

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 10:00 in New York: 5102 (fleet customer 1002) is scheduled today at Acme HQ, keyosk 12, parking 22, box 5. */
useFixedClock('2026-03-10T10:00:00-04:00');

let seen: ReturnType<typeof logRequests>;
beforeEach(() => {
  seen = logRequests(server);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

const PIN_MESSAGE = 'Please drag the pin on the map to indicate where your car is parked';
const open = (customerId = '1002', swId = '5102', config: Record<string, unknown> = {}) => renderCheckInPage(MapCheckIn, 'checkin-geo', { customerId, swId, config });
const pin = () => screen.findByRole('button', { name: 'Your car: map pin' });
const googleReady = () => screen.findByRole('button', { name: 'Move the pin with the arrow keys' });
const checkInButton = () => screen.getByRole('button', { name: 'Check In' });
const checkIns = () => seen.filter((r) => r.method === 'POST' && r.path.startsWith('/api/checkin/'));
const GARAGE_P1 = { lat: 38.9584, lng: -77.3568 };

async function overrideWork(change: (w: ScheduledWork) => ScheduledWork) {
  const res = await fetch('http://localhost/api/scheduled-work/5102/1002', { headers: { 'Pro-Name': 'demo' } });
  const work = change((await res.json()) as ScheduledWork);
  server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json(work)));
  seen.length = 0;
  return work;
}

describe('mapCheckIn: the link (L-01, L-02, L-06, L-07)', () => {
  it('L-07 /checkin-geo/1002/5102 loads the work and its location details, and shows the map, the box and Check In', async () => {
    open();
    expect(await screen.findByRole('group', { name: 'Map of Acme Corp Headquarters (offline plan)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where is your car?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /box 5 highlighted/ })).toBeInTheDocument();
    expect(checkInButton()).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/scheduled-work/5102/1002', 'GET /api/client-location/1/details']);
  });

  it("L-01 another customer's link sends mismatch; L-02 an unknown work shows \"Invalid URL\"", async () => {
    const a = open('1001', '5102');
    await waitFor(() => expect(a.send).toHaveBeenCalledWith({ type: 'mismatch' }));
    a.unmount();
    open('1002', '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
  });

  it('L-06 a load failure sends loadFailed with the path; the flow sends it to /login', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ Message: 'Please log in.' }, { status: 401 })));
    const { send } = open();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loadFailed', path: '/checkin-geo/1002/5102' }));
    const t = nextStep(bookingFlow, 'checkin-geo', { type: 'loadFailed', path: '/checkin-geo/1002/5102' }, makeContext({}), makeGuards());
    expect(t.to.path).toBe(`/login?redirect=${encodeURIComponent('/checkin-geo/1002/5102')}`);
  });

  it('L-06 a rate-limited load (429) stays on the page: the flow\'s "rate-limited" with Try again, which loads the map (issue 29)', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ Status: 'error', Message: 'Slow down' }, { status: 429 }), { once: true }));
    const { send } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(flowText('rate-limited'));
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Map of Acme Corp Headquarters (offline plan)' })).toBeInTheDocument();
  });

  it('L-04 an already checked-in work (5002) shows the checked-in state and no map', async () => {
    open('1001', '5002');
    expect(await screen.findByRole('heading', { name: "You're already checked in" })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Map of/ })).toBeNull();
  });
});

describe('mapCheckIn: the map (L-08..L-13)', () => {
  it('L-13 places the kiosk, parking, van parking and trailer from the client location details', async () => {
    open();
    const places = within(await screen.findByRole('list', { name: 'Places on the map' }));
    expect(places.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'KKeyosk: Garage P1 Keyosk',
      'PYour parking: Garage P1',
      'VService van: Service van parking',
      'TService trailer: Service trailer',
    ]);
    expect(screen.getByText('Offline map: a plan drawn from the location\'s coordinates, without map pictures (no map service is set up).')).toBeInTheDocument();
  });

  it('L-13 uses the details answer, not the work\'s copy: a moved van spot is drawn where the details put it', async () => {
    server.use(
      http.get(api('/client-location/:id/details'), async ({ request }) => {
        const res = await fetch(new Request(request.url.replace('/details', '/keyosk'), { headers: request.headers }));
        const keyosks = await res.json();
        return HttpResponse.json({
          client_location: { client_location_id: 1, short_name: 'HQ', long_name: 'Details Name HQ', location_type: 'workplace', address: { lat: 38.9586, lng: -77.357 }, van_parking_location: { lat: 38.9586, lng: -77.357 }, trailer: null },
          keyosks,
          parking_zones: [],
        });
      }),
    );
    open();
    expect(await screen.findByRole('group', { name: 'Map of Details Name HQ (offline plan)' })).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Places on the map' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toContain('VService van: Service van parking');
    expect(names.some((n) => n?.includes('Service trailer'))).toBe(false);
  });

  it('L-08 zoom 17, and the zoom buttons stop at 20 and 13', async () => {
    const user = userEvent.setup();
    expect(MAP_OPTIONS).toMatchObject({ zoom: 17, minZoom: 13, maxZoom: 20 });
    open();
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i++) await user.click(zoomIn);
    expect(zoomIn).toBeDisabled();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 7; i++) await user.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();
  });

  it('L-08 L-09 with a Maps key the Google map gets zoom 17, bounds 13..20 and the hybrid type; markers from the details', async () => {
    open('1002', '5102', { google_maps_api_key: 'test-key' });
    await googleReady();
    expect(google.map).toMatchObject({ zoom: 17, options: { minZoom: 13, maxZoom: 20, mapTypeId: 'hybrid' } });
    expect(google.markers.map((m) => m.title)).toEqual([
      'Keyosk: Garage P1 Keyosk',
      'Your parking: Garage P1',
      'Service van: Service van parking',
      'Service trailer: Service trailer',
      'Your car: map pin',
    ]);
    expect(google.markers.at(-1)).toMatchObject({ draggable: true, position: GARAGE_P1 });
    expect(screen.queryByText(/Offline map/)).toBeNull();
  });

  it('L-10 the mobile layout applies at 600 px or less (one column, greedy gestures on Google\'s map)', async () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(600);
    expect(MOBILE_LAYOUT_QUERY).toBe('(max-width: 600px)');
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(max-width: 600px)', media: q, addEventListener() {}, removeEventListener() {} }));
    const { container } = open('1002', '5102', { google_maps_api_key: 'test-key' });
    await googleReady();
    expect(container.querySelector('.map-check-in')).toHaveClass('map-check-in--mobile');
    expect(google.map?.options).toMatchObject({ gestureHandling: 'greedy', mapTypeControl: false });
    expect(googleMapOptions(false)).toMatchObject({ gestureHandling: 'cooperative', mapTypeControl: true, mapTypeId: 'hybrid' });
  });

  it('L-10 wider than 600 px the map sits beside the appointment', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
    const { container } = open();
    await pin();
    expect(container.querySelector('.map-check-in')).toHaveClass('map-check-in--wide');
  });

  it('L-11 the box image shows for boxes 1 to 12 only; other boxes are named in words', async () => {
    expect([0, 1, 12, 13, '7', '12a', null].map((b) => boxImageNumber(b))).toEqual([null, 1, 12, null, 7, null, null]);
    await overrideWork((w) => ({ ...w, box: 12 }));
    const a = open();
    expect(await screen.findByRole('img', { name: /box 12 highlighted/ })).toBeInTheDocument();
    expect(screen.getByText('Leave your keys in box 12.')).toBeInTheDocument();
    a.unmount();
    await overrideWork((w) => ({ ...w, box: 15 }));
    const b = open();
    expect(await screen.findByText('Leave your keys in box 15.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /box/ })).toBeNull();
    b.unmount();
    await overrideWork((w) => ({ ...w, box: null }));
    open();
    await pin();
    expect(screen.queryByText(/Leave your keys in box/)).toBeNull();
  });

  it('L-12 a service vehicle listed as an outdoor kiosk in the provider data (DFW008M) puts the kiosk at the trailer', async () => {
    expect(isOutdoorKiosk('dfw008m', ['DFW008M'])).toBe(true);
    expect(isOutdoorKiosk(903, ['903'])).toBe(true);
    expect(isOutdoorKiosk('DFW008M', [])).toBe(false);
    await overrideWork((w) => ({ ...w, service_vehicle_id: 'DFW008M' }));
    open();
    const names = within(await screen.findByRole('list', { name: 'Places on the map' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toEqual(['KOutdoor kiosk: Garage P1 Keyosk', 'PYour parking: Garage P1', 'VService van: Service van parking']);
    expect(screen.getByText('Your keys go in the outdoor kiosk at our service trailer, marked on the map.')).toBeInTheDocument();
  });

  it('L-12 the same vehicle is an indoor kiosk for a provider whose data does not list it', async () => {
    await overrideWork((w) => ({ ...w, service_vehicle_id: 'DFW008M' }));
    open('1002', '5102', { outdoor_kiosk_service_vehicle_ids: [] });
    const names = within(await screen.findByRole('list', { name: 'Places on the map' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(names[0]).toBe('KKeyosk: Garage P1 Keyosk');
    expect(screen.queryByText(/outdoor kiosk/)).toBeNull();
  });
});

describe('mapCheckIn: the pin and Check In (L-14, L-15)', () => {
  it(`L-14 Check In before the pin was moved shows "${PIN_MESSAGE}" and sends nothing`, async () => {
    const user = userEvent.setup();
    open();
    await pin();
    await user.click(checkInButton());
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${PIN_MESSAGE}$`));
    expect(checkInButton()).toHaveAccessibleDescription(PIN_MESSAGE);
    expect(checkIns()).toHaveLength(0);
  });

  it('L-14 L-15 the arrow keys move the pin (told in words); Check In then sends markerLocation', async () => {
    const user = userEvent.setup();
    open();
    const p = await pin();
    expect(p).toHaveAccessibleDescription(/Your pin starts on Garage P1 \(your parking\)/);
    await user.click(checkInButton());
    expect(screen.getByRole('alert')).toHaveTextContent(PIN_MESSAGE);
    p.focus();
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}{ArrowRight}');
    expect(p).toHaveAccessibleDescription(/Your pin is \d+ m north(-east)? of /);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(checkInButton());
    expect(await screen.findByRole('heading', { name: "You're checked in!" })).toBeInTheDocument();
    const [post] = checkIns();
    expect(post?.path).toBe('/api/checkin/scheduled-work/5102');
    const body = JSON.parse(await post!.body) as { keys_available: boolean; checkin_type: string; markerLocation: { lat: number; lng: number } };
    expect(body).toMatchObject({ keys_available: true, checkin_type: 'web' });
    const moved = metresBetween(GARAGE_P1, body.markerLocation);
    expect(moved.north).toBeGreaterThan(30);
    expect(moved.east).toBeGreaterThan(2);
    expect(world().works.find((w) => w.scheduled_work_id === 5102)?.customer_location).toEqual(body.markerLocation);
  });

  it('L-14 L-15 dragging the pin with a pointer moves it to where it is dropped', async () => {
    class FakePointerEvent extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    vi.stubGlobal('PointerEvent', FakePointerEvent);
    const user = userEvent.setup();
    open();
    const p = await pin();
    const plan = screen.getByRole('group', { name: /^Map of/ });
    plan.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 400, right: 600, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    act(() => {
      fireEvent.pointerDown(p, { clientX: 300, clientY: 200, pointerId: 1 });
      fireEvent.pointerMove(p, { clientX: 340, clientY: 150, pointerId: 1 });
      fireEvent.pointerUp(p, { clientX: 340, clientY: 150, pointerId: 1 });
    });
    expect(p).toHaveAccessibleDescription(/Your pin is \d+ m/);
    await user.click(checkInButton());
    await screen.findByRole('heading', { name: "You're checked in!" });
    const body = JSON.parse(await checkIns()[0]!.body) as { markerLocation: { lat: number; lng: number } };
    // 40 px east and 50 px north of the map's centre (the location's address) at zoom 17: about 37 m and 46 m.
    const fromCentre = metresBetween({ lat: 38.9586, lng: -77.357 }, body.markerLocation);
    expect(fromCentre.east).toBeCloseTo(37, -1);
    expect(fromCentre.north).toBeCloseTo(46, -1);
  });

  it('L-14 with Google Maps, dragging the pin (onDragEnd) or the arrow-key control moves it; L-15 sends it', async () => {
    const user = userEvent.setup();
    open('1002', '5102', { google_maps_api_key: 'test-key' });
    const control = await googleReady();
    control.focus();
    await user.keyboard('{ArrowLeft}');
    expect(control).toHaveAccessibleDescription(/Your pin is/);
    act(() => google.markers.at(-1)!.onDragEnd!({ latLng: { lat: () => 38.9589, lng: () => -77.3565 } }));
    await user.click(checkInButton());
    await screen.findByRole('heading', { name: "You're checked in!" });
    expect(JSON.parse(await checkIns()[0]!.body)).toMatchObject({ markerLocation: { lat: 38.9589, lng: -77.3565 } });
  });

  it('L-14 a work with no coordinates at all asks for no pin: Check In goes straight to the call', async () => {
    await overrideWork((w) => ({ ...w, client_location_id: null, client_location: null, keyosk: null, parking: null, customer_address: null }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('We cannot show a map of this place, so no pin is needed: press Check In once your car is parked.')).toBeInTheDocument();
    await user.click(checkInButton());
    await screen.findByRole('heading', { name: "You're checked in!" });
    expect(JSON.parse(await checkIns()[0]!.body)).toEqual({ keys_available: true, checkin_type: 'web' });
  });

  it('L-13 when the details call fails the map is drawn from the work\'s own location, keyosk and parking', async () => {
    server.use(http.get(api('/client-location/:id/details'), () => HttpResponse.json({ Message: 'Down' }, { status: 500 })));
    open();
    const names = within(await screen.findByRole('list', { name: 'Places on the map' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(names[0]).toBe('KKeyosk: Garage P1 Keyosk');
    expect(names).toHaveLength(4);
  });
});
