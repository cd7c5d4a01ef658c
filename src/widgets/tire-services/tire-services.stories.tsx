import type { Story } from '@ladle/react';
import { storyText } from '../tire-common/tire-story-data';
import type { TireServiceCardData } from './tire-service-card';
import { TireQuantityModal } from './tire-quantity-modal';
import { TireServicesView, type TireServicesViewProps } from './tire-services-view';

const text = storyText('tires');

const cards: TireServiceCardData[] = [
  { id: 501, name: 'Tire Installation (per tire)', priceText: '$35.00', perTire: true, selected: true, quantity: 4 },
  { id: 502, name: 'Tire Disposal (per tire)', priceText: '$4.00', perTire: true, selected: false, quantity: null },
  { id: 503, name: 'Flat Tire Repair', blurb: 'Plug and patch for punctures in the tread.', priceText: '$70.00', perTire: false, selected: false, quantity: null },
];

const base: TireServicesViewProps = {
  status: 'ready',
  cards,
  totalText: '$140.00',
  shopUrl: 'https://tires.example/shop',
  shopServices: cards.map((c) => c.name),
  text,
  onPick: (id) => console.info('pick', id),
  onRetry: () => console.info('retry'),
  onContinue: () => console.info('continue'),
  onBack: () => console.info('backToVehicle'),
};

export const Filled: Story = () => <TireServicesView {...base} />;
/** The flow hides the `prices` part (is_hiding_price_in_booking): no prices and no Total before tax (D-36). */
export const PricesHidden: Story = () => <TireServicesView {...base} totalText={null} cards={cards.map((c) => ({ ...c, priceText: null }))} />;
export const Empty: Story = () => <TireServicesView {...base} cards={[]} totalText="$0.00" shopServices={[]} />;
export const Loading: Story = () => <TireServicesView {...base} status="loading" cards={[]} />;
export const ErrorState: Story = () => <TireServicesView {...base} status="error" cards={[]} />;
export const QuantityModal: Story = () => (
  <TireQuantityModal
    open
    text={text}
    onConfirm={(n) => console.info('tires', n)}
    onCancel={() => console.info('cancel')}
  />
);
