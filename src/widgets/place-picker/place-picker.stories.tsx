import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Address } from '../../api/addresses';
import type { ClientLocation } from '../../api/client-locations';
import { emptyAddressDraft } from '../address-shared/address-draft';
import { AddressFieldsView } from '../address-shared/address-fields-view';
import { addressFormTexts } from '../address-shared/address-form-texts';
import { flowStoryText } from '../shared/flow-story-text';
import { OFFLINE_PLACES_NOTE } from '../address-shared/places/offline-places';
import { LocationPickerView } from './location-picker-view';
import { PlacePickerView } from './place-picker-view';
import type { PlaceMode } from '../address-shared/place-modes';
import { SavedPlacesView } from './saved-places-view';

const log = (what: string) => (...args: unknown[]) => console.info(what, ...args);
const modes: PlaceMode[] = ['home', 'workplace', 'shop'];
const bookedBefore = { label: 'Booked service before?', onClick: log('bookedBefore') };

const address = (id: number, name: string, line: string, primary = false) =>
  ({ customer_address_id: id, display_name: name, one_line_human_readable_address: line, is_primary: primary }) as Address;
const saved = [address(4001, 'Home', '12 Elm Street, Springfield, VA 22150', true), address(4002, "Mom's House", '48 Oak Avenue, Arlington, VA 22201')];
const location = (id: number, name: string, type: 'workplace' | 'shop', line: string) =>
  ({ client_location_id: id, short_name: name, long_name: name, location_type: type, is_active: true, address: { one_line_human_readable_address: line } }) as ClientLocation & {
    location_type: 'workplace' | 'shop';
  };
const workplaces = [location(1, 'Acme Corp Headquarters', 'workplace', '1800 Reston Pkwy, Reston, VA 20190'), location(2, 'Innovation Park Campus', 'workplace', '2300 Dulles Station Blvd, Herndon, VA 20171')];
const shops = [location(4, 'Demo Auto Shop - Dallas', 'shop', '1500 Main St, Dallas, TX 75201'), location(3, 'Demo Auto Shop - Springfield', 'shop', '6600 Backlick Rd, Springfield, VA 22150')];

const visitorForm = (
  <AddressFieldsView
    draft={emptyAddressDraft()}
    questions={[]}
    error={null}
    notice={null}
    onField={log('field')}
    onVisit={log('visit')}
    onAnswer={log('answer')}
    onNote={log('note')}
    autocomplete={{ enabled: true, note: OFFLINE_PLACES_NOTE, suggestions: [], open: false, onChoose: log('choose'), onClose: log('close') }}
    texts={addressFormTexts(flowStoryText('place')).fields}
  />
);

/** The mode switch works in the story; each mode shows its view. */
function Interactive({ signedIn, loading = false, only }: { signedIn: boolean; loading?: boolean; only?: PlaceMode[] }) {
  const offered = only ?? modes;
  const [mode, setMode] = useState<PlaceMode>(offered[0]!);
  const [selected, setSelected] = useState<number | null>(null);
  const panel =
    mode === 'home' ? (
      signedIn ? (
        <SavedPlacesView addresses={saved} location={workplaces[0]!} loading={loading} onPickAddress={log('pickSavedPlace')} onPickLocation={log('pickSavedPlace')} />
      ) : (
        visitorForm
      )
    ) : (
      <LocationPickerView
        mode={mode}
        locations={mode === 'workplace' ? workplaces : shops}
        loading={loading}
        selectedId={selected}
        onSelect={(l) => setSelected(l.client_location_id)}
      />
    );
  return (
    <PlacePickerView modes={offered} mode={mode} onMode={setMode} bookedBefore={signedIn ? null : bookedBefore}>
      {panel}
    </PlacePickerView>
  );
}

export const Empty: Story = () => <Interactive signedIn={false} />;
export const HomeOnly: Story = () => <Interactive signedIn={false} only={['home']} />;
export const SignedInSavedPlaces: Story = () => <Interactive signedIn />;
export const Loading: Story = () => <Interactive signedIn loading />;
/** A location mode on its own (as a visitor): its locations, one chosen or none. */
function LocationMode({ mode, offered = modes, locations, selectedId }: { mode: 'workplace' | 'shop'; offered?: PlaceMode[]; locations: ClientLocation[]; selectedId: number | null }) {
  return (
    <PlacePickerView modes={offered} mode={mode} onMode={log('mode')} bookedBefore={bookedBefore}>
      <LocationPickerView mode={mode} locations={locations} loading={false} selectedId={selectedId} onSelect={log('select')} />
    </PlacePickerView>
  );
}

export const Workplace: Story = () => <LocationMode mode="workplace" locations={workplaces} selectedId={2} />;
export const ShopFilled: Story = () => <LocationMode mode="shop" locations={shops} selectedId={3} />;
export const NoLocations: Story = () => <LocationMode mode="workplace" offered={['workplace']} locations={[]} selectedId={null} />;
