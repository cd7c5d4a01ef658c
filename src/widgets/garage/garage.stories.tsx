import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { garageTexts } from './garage-texts';
import { GarageView, type GarageViewProps } from './garage-view';

const vehicles = [
  { id: 3001, label: 'Blue 2019 Toyota Camry', plate: 'VA ABC1234' },
  { id: 3004, label: 'Green 2019 Subaru Outback', plate: null },
];
const text = flowStoryText('garage');
const base: GarageViewProps = {
  status: 'ready',
  texts: garageTexts(text),
  vehicles: [],
  dialog: null,
  onDelete: (v) => console.info('delete', v),
  onConfirm: () => console.info('confirm'),
  onClose: () => console.info('close'),
  onRetry: () => console.info('retry'),
};

export const Empty: Story = () => <GarageView {...base} />;
export const Filled: Story = () => <GarageView {...base} vehicles={vehicles} />;
export const LoadError: Story = () => <GarageView {...base} status="error" />;
export const Loading: Story = () => <GarageView {...base} status="loading" />;
export const ConfirmDelete: Story = () => <GarageView {...base} vehicles={vehicles} dialog={{ vehicle: vehicles[1]!, message: null, refused: false }} />;
/** C-60 */
export const CannotDelete: Story = () => (
  <GarageView
    {...base}
    vehicles={vehicles}
    dialog={{
      vehicle: vehicles[0]!,
      refused: true,
      message: text('vehicle-not-deletable'),
    }}
  />
);
