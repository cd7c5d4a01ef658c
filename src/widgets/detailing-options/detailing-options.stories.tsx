import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { DEFAULT_NEED_TO_KNOW } from './detailing-texts';
import { DetailingOptionsView, type DetailingOptionsViewProps } from './detailing-options-view';

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
  hidePrices: false,
  dirtQuestion: 'How dirty is your vehicle?',
  dirtLevel: 2,
  note: '',
  noteGuidance: 'Tell us anything the detailer should know, such as stains, pet hair, or where the scratches or paint damage are.',
  noteRequired: false,
  needToKnowTitle: 'What you need to know',
  needToKnow: DEFAULT_NEED_TO_KNOW,
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
  <DetailingOptionsView {...base} service={{ ...service, long_name: 'Scratch and Paint Touch-Up' }} noteRequired dirtQuestion={null} hidePrices />
);
export const NoServiceChosen: Story = () => <DetailingOptionsView {...base} service={null} />;
export const Loading: Story = () => <DetailingOptionsView {...base} loading />;
