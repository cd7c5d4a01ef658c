import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { storyText } from '../tire-common/tire-story-data';
import { OTHER, TireSizePickerView, type TireSizePickerViewProps } from './tire-size-picker-view';

const base: TireSizePickerViewProps = {
  sizes: ['P215/55R17', 'P225/45R18'],
  choice: null,
  otherText: '',
  error: null,
  text: storyText({
    'tire-size-legend': 'Choose your tire size',
    'tire-size-other': 'Other',
    'tire-size-other-label': 'Type your tire size',
    'tire-size-other-hint': 'For example P225/65R17',
    'tire-size-help-title': 'Where can I find my tire size?',
    'tire-size-help-manual': "In your owner's manual",
    'tire-size-help-door': "On the sticker inside the driver's side door jamb",
    'tire-size-help-tire': 'On the side of your tire',
    'tire-size-call': 'Not sure? Call us at',
    continue: 'Continue',
  }),
  phone: { text: '(555) 010-0100', href: 'tel:5550100100' },
  continueBlocked: true,
  blockerMessage: 'Please choose your tire size.',
  onChoose: (c) => console.info('choose', c),
  onOtherChange: (t) => console.info('type', t),
  onOtherBlur: () => undefined,
  onContinue: () => console.info('continue'),
};

export const Empty: Story = () => <TireSizePickerView {...base} />;
export const Filled: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueBlocked={false} blockerMessage={null} />;
export const OtherTyped: Story = () => <TireSizePickerView {...base} choice={OTHER} otherText="P235/45R18" continueBlocked={false} blockerMessage={null} />;
export const ErrorState: Story = () => <TireSizePickerView {...base} choice={OTHER} otherText="225/65" error={flowStoryText()('tire-size-pattern')} />;
export const NoKnownSizes: Story = () => <TireSizePickerView {...base} sizes={[]} choice={OTHER} />;
export const Loading: Story = () => <TireSizePickerView {...base} choice="P215/55R17" continueBlocked={false} blockerMessage={null} busy />;
