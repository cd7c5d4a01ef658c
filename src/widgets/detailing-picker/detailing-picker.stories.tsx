import type { Story } from '@ladle/react';
import type { ServiceOffering } from '../../api/entities';
import { flowStoryText } from '../shared/flow-story-text';
import { DetailingPickerView, type DetailingPickerViewProps } from './detailing-picker-view';

const text = flowStoryText('detailing');

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
  showPrices: true,
  mechanicalNote: text('detailing-mechanical-note'),
  text,
  onChoose: (o) => console.info('pickDetailing', o.service_offering_id),
};

export const Cards: Story = () => <DetailingPickerView {...base} />;
export const Chosen: Story = () => <DetailingPickerView {...base} selectedId={603} />;
/** The flow hides the `prices` part (is_hiding_price_in_booking). */
export const PricesHidden: Story = () => <DetailingPickerView {...base} showPrices={false} />;
/** The flow hides the `mechanicalNote` part (is_skipping_vehicle). */
export const MechanicalNoteHidden: Story = () => <DetailingPickerView {...base} mechanicalNote={null} />;
export const Empty: Story = () => <DetailingPickerView {...base} cards={[]} />;
export const Loading: Story = () => <DetailingPickerView {...base} loading />;
export const Error: Story = () => <DetailingPickerView {...base} error />;
