import type { Story } from '@ladle/react';
import type { ServiceOffering } from '../../api/entities';
import type { CartLine } from '../../booking/booking-state';
import { offeringToCartLine } from '../shared/offering-to-cart-line';
import { flowStoryText } from '../shared/flow-story-text';
import { ImagePicker } from '../shared/image-picker';
import { imagePickerTexts } from '../shared/use-image-uploads';
import { IssueDescriptionModal } from './issue-description-modal';
import { RecallNoticeModal } from './recall-notice-modal';
import { ServicePickerView, type ServicePickerViewProps } from './service-picker-view';
import { buildServiceSections } from './service-sections';

const o = (id: number, long_name: string, extra: Partial<ServiceOffering> = {}): ServiceOffering => ({
  service_offering_id: id,
  long_name,
  display_name: long_name,
  schedule_types: ['mechanical'],
  display_category: 'standard',
  total_cost_dollars: 100,
  ...extra,
});

const offerings: ServiceOffering[] = [
  o(101, 'Basic Maintenance', { display_category: 'package', total_cost_dollars: 127.5, card_bullet_points: ['Oil change', 'Tire rotation'] }),
  o(102, 'Premium Maintenance', { display_category: 'package', total_cost_dollars: 260, display_emphasize: true, display_superscript: 'Most popular' }),
  o(201, 'Oil Change', { total_cost_dollars: 95, booking_message_1: 'Up to 5 quarts included.' }),
  o(202, 'Front Brake Pads', { total_cost_dollars: 222, incompatible_service_offering_ids: [203] }),
  o(203, 'Front Brake Pads & Rotors', { total_cost_dollars: 418, incompatible_service_offering_ids: [202] }),
  o(206, 'Something Else', { next_step_in_flow: 'issue-description', total_cost_dollars: 110 }),
  o(208, 'Multi-Point Inspection', { included_with_every_mechanical_service: true, total_cost_dollars: 0 }),
  o(301, 'Wiper Blades', { display_category: 'addon', total_cost_dollars: 41 }),
];

const pendingWork = {
  scheduled_work_id: 5002,
  customer_id: 1001,
  vehicle_id: 3002,
  status: 'keys_available',
  date: '2030-01-02',
  services: [{ ...o(204, 'Battery Replacement'), id: 1, is_upsell: true, upsell_status: 'pending' as const }],
};

const line = (offering: ServiceOffering): CartLine => ({ ...offeringToCartLine(offering), quantity: 1 });
const text = flowStoryText('services');

const base: ServicePickerViewProps = {
  sections: buildServiceSections(offerings, [], null),
  cart: [],
  referrerCode: null,
  showPrices: true,
  showQuantity: true,
  text,
  totalCents: 0,
  onToggle: (x) => console.info('toggle', x.service_offering_id),
  onQuantity: (x, q) => console.info('quantity', x.service_offering_id, q),
  onEditDescription: (x) => console.info('edit', x.service_offering_id),
};

export const Empty: Story = () => <ServicePickerView {...base} />;
export const Filled: Story = () => <ServicePickerView {...base} cart={[line(offerings[3]!), line(offerings[6]!)]} totalCents={22200} />;
export const WithApprovalsAndRecommendations: Story = () => (
  <ServicePickerView {...base} sections={buildServiceSections(offerings, [pendingWork as never], 3002)} />
);
export const ReferralPrices: Story = () => <ServicePickerView {...base} referrerCode="FRIEND42" />;
/** The flow hides the `prices` part (is_hiding_price_in_booking): no prices, no total. */
export const PricesHidden: Story = () => <ServicePickerView {...base} cart={[line(offerings[3]!)]} showPrices={false} />;
/** The flow hides the `quantity` part (is_showing_quantity_in_booking off): no quantity on a selected service. */
export const QuantityHidden: Story = () => <ServicePickerView {...base} cart={[line(offerings[3]!)]} totalCents={22200} showQuantity={false} />;
export const Loading: Story = () => <ServicePickerView {...base} loading />;
export const Error: Story = () => <ServicePickerView {...base} error onRetry={() => console.info('retry')} />;

const recallNotice = (costCents: number | null) => (
  <RecallNoticeModal
    open
    recalls={['NHTSA 19V-123: Fuel pump may fail, causing a stall.']}
    vehicleName="2019 Toyota Camry"
    canAddRecall
    costCents={costCents}
    onAddRecall={() => console.info('add recall')}
    onClose={() => console.info('close')}
    text={text}
  />
);
/** A free recall service: the notice promises no cost (the cart shows it FREE). */
export const RecallNotice: Story = () => recallNotice(0);
/** A priced recall service: the notice names its price. */
export const RecallNoticePriced: Story = () => recallNotice(12_000);

const uploads = {
  upload: async (file: File) => ({ id: Date.now(), fileName: file.name, folder: 'booking-images', originalFileName: file.name }),
  remove: async () => undefined,
  text: flowStoryText('services'),
};
export const IssueDescription: Story = () => (
  <IssueDescriptionModal
    serviceName="Something Else"
    initialDescription=""
    initialImages={[]}
    uploads={uploads}
    text={text}
    onCancel={() => console.info('cancel')}
    onSave={(d, i) => console.info('save', d, i)}
  />
);
export const ImagePickerWithError: Story = () => (
  <ImagePicker
    uploads={{
      images: [{ id: '1', fileName: '1.png', originalFileName: 'dent.png', folder: 'booking-images', preview: null }],
      uploading: 1,
      error: flowStoryText()('image-size-error'),
      helpTexts: [flowStoryText()('images-max-helper'), flowStoryText()('image-size-helper')],
      pickerTexts: imagePickerTexts(flowStoryText()),
      pick: (f) => console.info('pick', f),
      remove: (i) => console.info('remove', i),
    }}
  />
);
