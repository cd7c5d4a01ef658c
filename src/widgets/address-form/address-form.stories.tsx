import type { Story } from '@ladle/react';
import { useState } from 'react';
import { emptyAddressDraft, type AddressDraft, type PropertyQuestion } from '../address-shared/address-draft';
import { AddressFieldsView, type AddressFieldsViewProps } from '../address-shared/address-fields-view';
import { AddressFormView } from '../address-shared/address-form-view';
import { addressFormTexts } from '../address-shared/address-form-texts';
import { flowStoryText } from '../shared/flow-story-text';
import { OFFLINE_PLACES_NOTE } from '../address-shared/places/offline-places';

const questions: PropertyQuestion[] = [
  { id: 'driveway', text: 'I have a driveway or a private parking spot' },
  { id: 'flat', text: 'The vehicle is parked on flat ground' },
];
const filled: AddressDraft = {
  ...emptyAddressDraft(),
  address_line_1: '12 Elm Street',
  city: 'Springfield',
  state: 'VA',
  postal_code: '22150',
  answers: { driveway: true },
  note: 'Gate code 1234',
};
const noSuggestions: AddressFieldsViewProps['autocomplete'] = {
  enabled: true,
  note: OFFLINE_PLACES_NOTE,
  suggestions: [],
  open: false,
  onChoose: () => undefined,
  onClose: () => undefined,
};
const log = (what: string) => (...args: unknown[]) => console.info(what, ...args);
/** The form's words as the flow writes them. */
const texts = addressFormTexts(flowStoryText('add-home-address')).fields;

/** Fields with their own state, so a story can be typed into. */
function Fields({ initial, ...props }: Partial<AddressFieldsViewProps> & { initial?: AddressDraft }) {
  const [draft, setDraft] = useState(initial ?? emptyAddressDraft());
  const typed = {
    onField: (name: keyof AddressDraft, value: string) => setDraft((d) => ({ ...d, [name]: value })),
    onAnswer: (id: string, checked: boolean) => setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: checked } })),
    onNote: (note: string) => setDraft((d) => ({ ...d, note })),
  };
  return <AddressFieldsView {...fieldsOf(draft)} {...typed} {...props} />;
}

const formProps = { canSave: false, saving: false, failure: null, onSave: log('save') };

export const Empty: Story = () => <AddressFormView {...formProps} {...fieldsOf(emptyAddressDraft())} />;
export const Filled: Story = () => <AddressFormView {...formProps} canSave {...fieldsOf(filled)} />;
export const RequiredFields: Story = () => (
  <AddressFormView {...formProps} {...fieldsOf({ ...filled, city: '' })} error={{ kind: 'required', message: 'Please fill out all required fields (*)' }} />
);
export const InvalidPostalCode: Story = () => (
  <AddressFormView
    {...formProps}
    {...fieldsOf({ ...filled, postal_code: '2215' })}
    error={{ kind: 'postal-code', message: "'2215' is not a valid US Postal Code. Please enter a 5-digit numeric postal code." }}
  />
);
export const NotServed: Story = () => (
  <AddressFormView {...formProps} {...fieldsOf({ ...filled, postal_code: '90210' })} error={{ kind: 'service-area', message: 'Sorry, we do not yet do at-home services in 90210.' }} />
);
export const Suggestions: Story = () => (
  <Fields
    initial={{ ...emptyAddressDraft(), address_line_1: '12 Elm' }}
    autocomplete={{
      ...noSuggestions,
      open: true,
      suggestions: [
        { placeId: 'a', description: '12 Elm Street, Springfield, VA 22150' },
        { placeId: 'b', description: '120 Elm Street, Springfield, VA 22150' },
        { placeId: 'c', description: 'Elm Street, Springfield, VA 22150' },
      ],
    }}
  />
);
export const NoExactMatch: Story = () => (
  <Fields
    initial={{ ...filled, address_line_1: '123 Elm' }}
    notice={{ kind: 'no-exact-match', key: 'no-exact-match', message: 'We were unable to find an exact match for your address', entered: '123 Elm', found: 'Elm Street, Springfield, VA 22150' }}
  />
);
export const MissingStreetNumber: Story = () => (
  <Fields
    initial={{ ...filled, address_line_1: 'Elm Street' }}
    notice={{ kind: 'missing-street-number', key: 'missing-street-number', message: 'This address is missing a street number. Please add a street number so that we have your exact address.' }}
  />
);
export const Saving: Story = () => <AddressFormView {...formProps} canSave saving {...fieldsOf(filled)} />;
export const SaveFailed: Story = () => (
  <AddressFormView {...formProps} canSave {...fieldsOf(filled)} failure="Sorry, there was a problem saving your address. Please try again." />
);
SaveFailed.storyName = 'L-61 save failed';
export const AddHomeAddress: Story = () => <AddressFormView {...formProps} onCancel={log('cancel')} canSave {...fieldsOf(filled)} />;
AddHomeAddress.storyName = 'L-60 /add-home-address: Save and Cancel';
export const SuggestionsUnavailable: Story = () => (
  <Fields initial={{ ...emptyAddressDraft(), address_line_1: '12 Elm' }} autocomplete={{ ...noSuggestions, unavailable: true }} />
);
SuggestionsUnavailable.storyName = 'A-20 suggestions could not be loaded';
export const WithoutSuggestions: Story = () => <Fields autocomplete={{ ...noSuggestions, enabled: false, note: null }} />;

function fieldsOf(draft: AddressDraft): AddressFieldsViewProps {
  return {
    draft,
    questions,
    error: null,
    notice: null,
    onField: log('field'),
    onVisit: log('visit'),
    onAnswer: log('answer'),
    onNote: log('note'),
    autocomplete: noSuggestions,
    texts,
  };
}
