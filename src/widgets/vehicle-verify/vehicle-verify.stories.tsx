import type { Story } from '@ladle/react';
import { verifyInfoItems } from './verify-summary';
import { VehicleVerifyView, type VehicleVerifyViewProps } from './vehicle-verify-view';

const base: VehicleVerifyViewProps = {
  status: 'ready',
  vehicle: { displayName: '2019 Toyota Camry', typeLabel: 'Car/Truck/SUV/Van', detail: 'License plate ABC1234 (VA)', imageUrl: null },
  items: verifyInfoItems({
    serviceRecords: 12,
    recalls: 1,
    oilTypes: ['0W-20 Full Synthetic', '5W-20 Synthetic Blend', '5W-30 Conventional', '10W-30 High Mileage'],
    tireSizes: ['P215/55R17', 'P235/45R18'],
  }),
  revealed: 4,
  recalls: { status: 'ready', list: ['19V-123: Fuel pump may fail, causing the engine to stall.'] },
  color: 'Blue',
  onColor: (c) => console.info('color', c),
  onContinue: () => console.info('continue'),
};

export const Loading: Story = () => <VehicleVerifyView {...base} status="loading" />;
export const Revealing: Story = () => <VehicleVerifyView {...base} revealed={2} />;
export const Filled: Story = () => <VehicleVerifyView {...base} />;
export const RecallsUnavailable: Story = () => <VehicleVerifyView {...base} recalls={{ status: 'error', list: [] }} />;
export const ColorSaved: Story = () => <VehicleVerifyView {...base} colorStatus="saved" />;
export const NotOffered: Story = () => (
  <VehicleVerifyView {...base} notice="We do not offer mobile service for Toyota. Please call us at (555) 040-0400 for in-house scheduling." />
);
export const LoadError: Story = () => <VehicleVerifyView {...base} status="error" vehicle={null} onBackToLookup={() => console.info('lookupFailed')} />;
