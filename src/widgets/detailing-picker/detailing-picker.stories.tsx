import type { Story } from '@ladle/react';
import type { ServiceOffering } from '../../api/entities';
import { DetailingPickerView, type DetailingPickerViewProps } from './detailing-picker-view';

const card = (id: number, name: string, price: number, extra: Partial<ServiceOffering> = {}): ServiceOffering => ({
  service_offering_id: id,
  long_name: name,
  display_name: name,
  schedule_types: ['detailing'],
  display_category: 'standard',
  total_cost_dollars: price,
  ...extra,
});

const base: DetailingPickerViewProps = {
  cards: [
    card(601, 'Interior Detail', 255, { card_bullet_points: ['Vacuum and steam clean', 'Glass inside'] }),
    card(602, 'Exterior Wash & Wax', 200, { card_bullet_points: ['Waterless wash', 'Hand wax'] }),
    card(603, 'Full Detail', 450, { display_emphasize: true, subtitle: 'Inside and out.' }),
  ],
  selectedId: null,
  hidePrices: false,
  mechanicalNote: 'Need mechanical service too? Mechanical services must be booked separately after you finish booking your detailing service.',
  onChoose: (o) => console.info('pickDetailing', o.service_offering_id),
};

export const Cards: Story = () => <DetailingPickerView {...base} />;
export const Chosen: Story = () => <DetailingPickerView {...base} selectedId={603} />;
export const NoNoteHiddenPrices: Story = () => <DetailingPickerView {...base} mechanicalNote={null} hidePrices />;
export const Empty: Story = () => <DetailingPickerView {...base} cards={[]} />;
export const Loading: Story = () => <DetailingPickerView {...base} loading />;
export const Error: Story = () => <DetailingPickerView {...base} error />;
