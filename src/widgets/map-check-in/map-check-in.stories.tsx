import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { CheckInAppointment } from '../check-in-shared/check-in-appointment';
import { checkInTexts } from '../check-in-shared/check-in-texts';
import type { CheckInPhase } from '../check-in-shared/use-check-in-action';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';
import type { LatLng } from './map-geometry';
import { MapCheckInView, type MapCheckInViewProps, type MapTexts } from './map-check-in-view';
import { describePin, type CheckInMapPlan } from './map-plan';
import { mapWords } from './map-words';
import { flowStoryText } from '../shared/flow-story-text';

const texts = checkInTexts(flowStoryText());

/** The map's words as the flow writes them (step checkin-geo). */
const words = mapWords(flowStoryText('checkin-geo'));
const MARKER_LABELS = words.markers;

/** Demo work 5102: today at Acme HQ, Garage P1 keyosk and parking, box 5. */
const appointment: CheckInAppointment = {
  date: '2026-03-10',
  start: '09:00',
  end: '11:00',
  timeZone: 'America/New_York',
  place: { kind: 'workplace', name: 'Acme Corp Headquarters', address: '1800 Reston Pkwy, Reston, VA 20190', keyoskName: 'Garage P1 Keyosk', parkingName: 'Garage P1' },
  vehicle: 'Fleet Truck 12',
};

const mapTexts: MapTexts = {
  words,
  title: 'Where is your car?',
  help: 'Drag the pin to the spot where your car is parked. You can also select the pin and move it with the arrow keys.',
  loading: 'Loading the map…',
  offline: "Offline map: a plan drawn from the location's coordinates, without map pictures (no map service is set up).",
  unavailable: 'We cannot show a map of this place, so no pin is needed: press Check In once your car is parked.',
  pinNotMoved: 'Please drag the pin on the map to indicate where your car is parked',
  outdoorKiosk: 'Your keys go in the outdoor kiosk at our service trailer, marked on the map.',
};

const parking = { lat: 38.9584, lng: -77.3568 };
const plan: CheckInMapPlan = {
  locationName: 'Acme Corp Headquarters',
  center: { lat: 38.9586, lng: -77.357 },
  pinStart: parking,
  outdoorKiosk: false,
  markers: [
    { kind: 'kiosk', label: MARKER_LABELS.kiosk, name: 'Garage P1 Keyosk', position: { lat: 38.9584, lng: -77.3569 } },
    { kind: 'parking', label: MARKER_LABELS.parking, name: 'Garage P1', position: parking },
    { kind: 'vanParking', label: MARKER_LABELS.vanParking, name: 'Service van parking', position: { lat: 38.959, lng: -77.3575 } },
    { kind: 'trailer', label: MARKER_LABELS.trailer, name: 'Service trailer', position: { lat: 38.9583, lng: -77.3566 } },
  ],
};
const outdoorPlan: CheckInMapPlan = {
  ...plan,
  outdoorKiosk: true,
  markers: [{ kind: 'outdoorKiosk', label: MARKER_LABELS.outdoorKiosk, name: 'Garage P1 Keyosk', position: { lat: 38.9583, lng: -77.3566 } }, ...plan.markers.slice(1, 3)],
};

const box5 = { number: 5, caption: 'Leave your keys in box 5.', pictureLabel: words.boxPicture(5), image: true };

/** The page's props but the map: checkable, idle, box 5, wide. */
const panel: MapCheckInViewProps['panel'] = { appointment, availability: 'checkable', phase: { kind: 'idle' }, texts, onCheckIn: () => {} };
const base: Omit<MapCheckInViewProps, 'map'> = { panel, mapTexts, box: box5, refused: false, mobile: false };

/** The page with a pin the story keeps in state (drag it, or use the arrow keys). */
function Page({ start = null, refusedAtFirst = false, phase = { kind: 'idle' }, ...over }: Partial<MapCheckInViewProps> & { start?: LatLng | null; refusedAtFirst?: boolean; phase?: CheckInPhase }) {
  const [pin, setPin] = useState<LatLng | null>(start);
  const [refused, setRefused] = useState(refusedAtFirst);
  const shown = over.map?.status === 'ready' ? over.map.pinned.plan : plan;
  const at = pin ?? shown.pinStart;
  return (
    <MapCheckInView
      {...base}
      panel={{ ...panel, phase, onCheckIn: () => (pin ? console.info('check in at', pin) : setRefused(true)) }}
      refused={refused}
      {...over}
      map={{
        status: 'ready',
        pinned: {
          plan: shown,
          pin: at,
          pinDescription: describePin(at, shown, pin !== null, words),
          apiKey: null,
          onPinMove: (p) => {
            setPin(p);
            setRefused(false);
          },
        },
      }}
    />
  );
}

/** The work is being loaded. */
export const Loading: Story = () => <LinkedWorkStatus status="loading" message={texts.loading} accountLabel={texts.account} />;

/** The location's details are on their way: a map-sized placeholder. */
export const MapLoading: Story = () => <MapCheckInView {...base} map={{ status: 'loading' }} />;

/** No coordinates anywhere: no map, no pin asked. */
export const Empty: Story = () => <MapCheckInView {...base} map={{ status: 'none' }} box={null} />;

/** L-07, L-13: the offline plan with the markers, the pin at the parking zone, the box image (L-11). */
export const Filled: Story = () => <Page />;

/** L-14: Check In pressed before the pin was moved. */
export const PinNotMovedError: Story = () => <Page refusedAtFirst />;

/** The pin moved north-east of the parking zone. */
export const PinMoved: Story = () => <Page start={{ lat: 38.9587, lng: -77.3566 }} />;

/** L-11: box 5's image. */
export const BoxImage: Story = () => <Page box={box5} />;

/** L-11: box 15 has no image; it is named in words. */
export const BoxWithoutImage: Story = () => <Page box={{ number: 15, caption: 'Leave your keys in box 15.', pictureLabel: words.boxPicture(15), image: false }} />;

/** No box on the work. */
export const NoBox: Story = () => <Page box={null} />;

/** L-12: an outdoor-kiosk service vehicle — the kiosk at the trailer. */
export const OutdoorKiosk: Story = () => <Page map={{ status: 'ready', pinned: { plan: outdoorPlan, pin: outdoorPlan.pinStart, pinDescription: '', apiKey: null, onPinMove: () => {} } }} />;

/** L-10: the mobile layout (view at 600 px or less). */
export const Mobile: Story = () => <Page mobile />;

/** The check-in call failed: the server's words. */
export const Error: Story = () => <Page start={{ lat: 38.9587, lng: -77.3566 }} phase={{ kind: 'failed', message: 'This appointment cannot be checked in.' }} />;

/** Checked in (L-15 sent the pin). */
export const CheckedIn: Story = () => <Page phase={{ kind: 'done' }} />;
