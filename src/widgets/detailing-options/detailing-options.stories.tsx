import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { flowStoryText } from '../shared/flow-story-text';
import { DEFAULT_NEED_TO_KNOW_KEYS } from './detailing-texts';
import { DetailingOptionsView, type DetailingOptionsViewProps } from './detailing-options-view';

const text = flowStoryText('detailing-more');

const service: ServiceOffering = {
  service_offering_id: 603,
  long_name: 'Full Detail',
  schedule_types: ['detailing'],
  card_bullet_points: ['Interior detail', 'Exterior wash and wax', 'Engine bay wipe-down'],
  details_blurb: 'Inside and out.',
};
const addon = (id: number, name: string, price: number): ServiceOffering => ({
  service_offering_id: id,
  long_name: name,
  schedule_types: ['detailing'],
  display_category: 'addon',
  total_cost_dollars: price,
});

const base: DetailingOptionsViewProps = {
  service,
  addons: [addon(611, 'Pet Hair Removal', 60), addon(612, 'Odor Elimination', 70), addon(613, 'Headlight Check', 0)],
  selectedAddonIds: [],
  showPrices: true,
  showDirtQuestion: true,
  dirtLevel: 2,
  note: '',
  noteRequired: false,
  needToKnow: DEFAULT_NEED_TO_KNOW_KEYS.map((k) => text(k)),
  text,
  onToggleAddon: (a) => console.info('toggle', a.service_offering_id),
  onDirtLevel: (l) => console.info('dirt', l),
  onNote: (n) => console.info('note', n),
};

export const Empty: Story = () => <DetailingOptionsView {...base} />;
export const Filled: Story = () => {
  const [ids, setIds] = useState<number[]>([611]);
  const [dirt, setDirt] = useState(4);
  const [note, setNote] = useState('Dog hair on the back seat.');
  return (
    <DetailingOptionsView
      {...base}
      selectedAddonIds={ids}
      dirtLevel={dirt}
      note={note}
      onToggleAddon={(a) => setIds((l) => (l.includes(a.service_offering_id) ? l.filter((x) => x !== a.service_offering_id) : [...l, a.service_offering_id]))}
      onDirtLevel={setDirt}
      onNote={setNote}
    />
  );
};
export const ScratchNoteRequired: Story = () => (
  <DetailingOptionsView {...base} service={{ ...service, long_name: 'Scratch and Paint Touch-Up' }} noteRequired showDirtQuestion={false} />
);
/** The flow hides the `prices` part (is_hiding_price_in_booking). */
export const PricesHidden: Story = () => <DetailingOptionsView {...base} showPrices={false} />;
/** The flow hides the `dirtQuestion` part (is_detailing_dirty_question_enabled off). */
export const DirtQuestionHidden: Story = () => <DetailingOptionsView {...base} showDirtQuestion={false} />;
/** The provider's own "What you need to know" list (its content `detailing_need_to_know`). */
export const ProviderNeedToKnow: Story = () => <DetailingOptionsView {...base} needToKnow={['We bring our own water and power.', 'Allow about three hours.']} />;
export const NoServiceChosen: Story = () => <DetailingOptionsView {...base} service={null} />;
export const Loading: Story = () => <DetailingOptionsView {...base} loading />;
