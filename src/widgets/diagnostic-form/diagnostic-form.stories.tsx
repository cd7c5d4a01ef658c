import type { Story } from '@ladle/react';
import { useState } from 'react';
import { flowStoryText } from '../shared/flow-story-text';
import { DiagnosticFormView } from './diagnostic-form-view';

const log = (x: string) => console.info(x);
const text = flowStoryText('diagnostic');
/** A sample checklist (the flow writes the real one as the widget's `concerns` option). */
const CONCERNS = ['Check engine light is on', 'Vehicle will not start', 'Strange noise', 'Vibration or shaking', 'Engine overheating'];

export const Empty: Story = () => (
  <DiagnosticFormView concerns={CONCERNS} selected={[]} description="" text={text} onToggleConcern={log} onDescription={log} />
);
export const Filled: Story = () => {
  const [selected, setSelected] = useState<string[]>(['Strange noise', 'Vibration or shaking']);
  const [description, setDescription] = useState('Clunk from the front left over bumps.');
  return (
    <DiagnosticFormView
      concerns={CONCERNS}
      selected={selected}
      description={description}
      text={text}
      onToggleConcern={(c) => setSelected((l) => (l.includes(c) ? l.filter((x) => x !== c) : [...l, c]))}
      onDescription={setDescription}
    />
  );
};
export const ShortList: Story = () => (
  <DiagnosticFormView concerns={['Hard start', 'Noise']} selected={['Noise']} description="" text={text} onToggleConcern={log} onDescription={log} />
);
