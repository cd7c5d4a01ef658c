import type { Story } from '@ladle/react';
import { storyText } from '../tire-common/tire-story-data';
import { OTHER, TireSizePickerView, type TireSizePickerViewProps } from './tire-size-picker-view';

const unblocked = { continueBlocked: false, blockerMessage: null, blockerShownOnPress: false, busy: false };

const base: TireSizePickerViewProps = {
  sizes: ['P215/55R17', 'P225/45R18'],
  choice: null,
  other: { text: '', error: null, onChange: (t) => console.info('type', t), onBlur: () => undefined },
  text: storyText('tiresize'),
  phone: { text: '(555) 010-0100', href: 'tel:5550100100' },
  continueState: { continueBlocked: true, blockerMessage: storyText('tiresize')('choose-tire-size'), blockerShownOnPress: true, busy: false },
  onChoose: (c) => console.info('choose', c),
  onContinue: () => console.info('continue'),
};

export const Empty: Story = () => <TireSizePickerView {...base} />;
export const Filled: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueState={unblocked} />;
export const OtherTyped: Story = () => <TireSizePickerView {...base} choice={OTHER} other={{ ...base.other, text: 'P235/45R18' }} continueState={unblocked} />;
export const ErrorState: Story = () => <TireSizePickerView {...base} choice={OTHER} other={{ ...base.other, text: '225/65', error: storyText('tiresize')('tire-size-pattern') }} />;
export const NoKnownSizes: Story = () => <TireSizePickerView {...base} sizes={[]} choice={OTHER} />;
export const Loading: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueState={{ ...unblocked, busy: true }} />;
