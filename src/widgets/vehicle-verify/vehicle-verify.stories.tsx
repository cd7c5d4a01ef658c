import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { verifyInfoItems } from './verify-summary';
import { verifyTexts } from './verify-texts';
import { VehicleVerifyView, type VehicleVerifyViewProps } from './vehicle-verify-view';

const text = flowStoryText('verify-vehicle-info');
const texts = verifyTexts(text);

const base: VehicleVerifyViewProps = {
  status: 'ready',
  texts,
  vehicle: { displayName: '2019 Toyota Camry', typeLabel: 'Car/Truck/SUV/Van', detail: texts.plateDetail('ABC1234', 'VA'), imageUrl: null },
  items: verifyInfoItems(
    {
      serviceRecords: 12,
      recalls: 1,
      oilTypes: ['0W-20 Full Synthetic', '5W-20 Synthetic Blend', '5W-30 Conventional', '10W-30 High Mileage'],
      tireSizes: ['P215/55R17', 'P235/45R18'],
    },
    texts.items,
  ),
  revealed: 4,
  recalls: { status: 'ready', list: ['19V-123: Fuel pump may fail, causing the engine to stall.'] },
  color: 'Blue',
  onColor: (c) => console.info('color', c),
  blocked: false,
  blockerMessage: null,
  onContinue: () => console.info('continue'),
};

export const Loading: Story = () => <VehicleVerifyView {...base} status="loading" />;
/** C-56 holds while the facts are revealed. */
export const Revealing: Story = () => <VehicleVerifyView {...base} revealed={2} blocked blockerMessage={text('verify-revealing')} />;
export const Filled: Story = () => <VehicleVerifyView {...base} />;
export const RecallsUnavailable: Story = () => <VehicleVerifyView {...base} recalls={{ status: 'error', list: [] }} />;
export const ColorSaved: Story = () => <VehicleVerifyView {...base} colorStatus="saved" />;
/** C-45-verify holds: the flow's message for a make the provider does not offer (sample phone). */
export const NotOffered: Story = () => (
  <VehicleVerifyView {...base} blocked blockerMessage="We do not offer mobile service for Toyota. Please call us at (555) 040-0400 for in-house scheduling." />
);
export const LoadError: Story = () => <VehicleVerifyView {...base} status="error" vehicle={null} onBackToLookup={() => console.info('lookupFailed')} />;
