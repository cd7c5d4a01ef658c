import type { Story } from '@ladle/react';
import { storyText } from '../tire-common/tire-story-data';
import { OTHER, TireSizePickerView, type TireSizePickerViewProps } from './tire-size-picker-view';

const base: TireSizePickerViewProps = {
  sizes: ['P215/55R17', 'P225/45R18'],
  choice: null,
  otherText: '',
  error: null,
  text: storyText('tiresize'),
  phone: { text: '(555) 010-0100', href: 'tel:5550100100' },
  continueBlocked: true,
  blockerMessage: storyText('tiresize')('choose-tire-size'),
  onChoose: (c) => console.info('choose', c),
  onOtherChange: (t) => console.info('type', t),
  onOtherBlur: () => undefined,
  onContinue: () => console.info('continue'),
};

export const Empty: Story = () => <TireSizePickerView {...base} />;
export const Filled: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueBlocked={false} blockerMessage={null} />;
export const OtherTyped: Story = () => <TireSizePickerView {...base} choice={OTHER} otherText="P235/45R18" continueBlocked={false} blockerMessage={null} />;
export const ErrorState: Story = () => <TireSizePickerView {...base} choice={OTHER} otherText="225/65" error={storyText('tiresize')('tire-size-pattern')} />;
export const NoKnownSizes: Story = () => <TireSizePickerView {...base} sizes={[]} choice={OTHER} />;
export const Loading: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueBlocked={false} blockerMessage={null} busy />;
