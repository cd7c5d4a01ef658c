import type { Story } from '@ladle/react';
import { tireCardData, tireSpecRows } from '../tire-common/tire-product-data';
import { storyText, storyTires } from '../tire-common/tire-story-data';
import { TireDetailView, type TireDetailViewProps } from './tire-detail-view';

const text = storyText('tire-detail');
const tire = storyTires[0]!;
const base: TireDetailViewProps = {
  status: 'ready',
  info: {
    card: tireCardData(tire, text, false),
    size: 'P215/55R17',
    specs: tireSpecRows(tire, text),
    oeMakes: tire.OEMakes ?? [],
    local: 4,
    localPlus: 12,
  },
  text,
  order: { preferred: 4, inCartQuantity: null, cannotOrder: null },
  onAdd: (q) => console.info('addToCart', q),
  onBack: () => console.info('back'),
};

export const Filled: Story = () => <TireDetailView {...base} />;
export const InCart: Story = () => <TireDetailView {...base} order={{ ...base.order, inCartQuantity: 2 }} />;
export const Empty: Story = () => <TireDetailView {...base} status="notFound" info={null} />;
export const ErrorState: Story = () => <TireDetailView {...base} status="notFound" info={null} />;
export const Loading: Story = () => <TireDetailView {...base} status="loading" info={null} />;
/** The flow hides the `prices` part (is_hiding_price_in_booking): no price per tire. */
export const PricesHidden: Story = () => <TireDetailView {...base} info={{ ...base.info!, card: tireCardData(tire, text, true) }} />;
