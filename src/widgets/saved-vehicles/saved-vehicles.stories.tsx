import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { savedVehiclesTexts } from './saved-vehicles-texts';
import { SavedVehiclesView, type SavedVehiclesViewProps } from './saved-vehicles-view';

const base: SavedVehiclesViewProps = {
  status: 'ready',
  vehicles: [],
  texts: savedVehiclesTexts(flowStoryText('vehicle')),
  onPick: (id) => console.info('pickVehicle', id),
  onAdd: () => console.info('addVehicle'),
};
const vehicles = [
  { id: 3002, label: 'Silver 2018 Honda Civic' },
  { id: 3004, label: 'Green 2019 Subaru Outback' },
  { id: 3001, label: 'Blue 2019 Toyota Camry' },
];

export const Empty: Story = () => <SavedVehiclesView {...base} />;
export const Filled: Story = () => <SavedVehiclesView {...base} vehicles={vehicles} selectedId={3004} />;
export const Loading: Story = () => <SavedVehiclesView {...base} status="loading" />;
export const LoadError: Story = () => <SavedVehiclesView {...base} status="error" />;
