import type { Story } from '@ladle/react';
import { useState } from 'react';
import './keyosk-picker.css';
import { flowStoryText } from '../shared/flow-story-text';
import { KeyoskPickerView, type ChoiceListState, type KeyoskPickerViewProps, type PlaceChoice } from './keyosk-picker-view';

const PARKING: PlaceChoice[] = [
  { id: 21, name: 'Lot A (North)', blurb: 'Surface lot north of the building.', imageUrl: null },
  { id: 22, name: 'Garage P1', blurb: 'Any spot on level P1.', imageUrl: null },
];
const KEYOSKS: PlaceChoice[] = [
  { id: 11, name: 'Lobby Keyosk', blurb: 'Inside the main lobby, left of the security desk.', imageUrl: null },
  { id: 12, name: 'Garage P1 Keyosk', blurb: 'Next to the elevators on garage level P1.', imageUrl: null },
];
const ready = (options: PlaceChoice[], selectedId: number | null = null): ChoiceListState => ({ status: 'ready', options, selectedId });
const text = flowStoryText('location');
const log = (what: string) => (id: number) => console.info(what, id);

/** The view as a story: both lists ready and nothing chosen unless a story says otherwise. */
const Picker = (props: Partial<KeyoskPickerViewProps>) => (
  <KeyoskPickerView
    parking={ready(PARKING)}
    keyosks={ready(KEYOSKS)}
    showParking
    text={text}
    onPickParking={log('parking')}
    onPickKeyosk={log('keyosk')}
    onRetry={() => console.info('retry')}
    {...props}
  />
);
const loading: ChoiceListState = { status: 'loading', options: [], selectedId: null };

/** Interactive: pick a lot and a Keyosk. */
export const Empty: Story = () => {
  const [parking, setParking] = useState<number | null>(null);
  const [keyosk, setKeyosk] = useState<number | null>(null);
  return <Picker parking={ready(PARKING, parking)} keyosks={ready(KEYOSKS, keyosk)} onPickParking={setParking} onPickKeyosk={setKeyosk} />;
};
export const Filled: Story = () => <Picker parking={ready(PARKING, 22)} keyosks={ready(KEYOSKS, 11)} />;
export const WithPhotos: Story = () => (
  <Picker
    parking={ready(PARKING.map((p) => ({ ...p, imageUrl: 'https://picsum.photos/seed/parking/480/240' })), 21)}
    keyosks={ready(KEYOSKS.map((k) => ({ ...k, imageUrl: 'https://picsum.photos/seed/keyosk/480/240' })))}
  />
);
/** The flow hides the `parking` part (a park-anywhere service vehicle, G-06): the note instead of the lots. */
export const ParkingHidden: Story = () => <Picker showParking={false} />;
export const Loading: Story = () => <Picker parking={loading} keyosks={loading} />;
export const LoadError: Story = () => <Picker keyosks={{ status: 'error', options: [], selectedId: null }} />;
/** A photo that cannot load keeps its box (a plain striped one): the cards do not move. */
export const PhotoCannotLoad: Story = () => <Picker keyosks={ready(KEYOSKS.map((k) => ({ ...k, imageUrl: '/no-such-photo.jpg' })))} />;
