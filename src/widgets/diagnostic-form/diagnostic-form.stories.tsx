import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DEFAULT_DIAGNOSTIC_CONCERNS } from './diagnostic-concerns';
import { DiagnosticFormView } from './diagnostic-form-view';

const log = (x: string) => console.info(x);

export const Empty: Story = () => (
  <DiagnosticFormView concerns={DEFAULT_DIAGNOSTIC_CONCERNS} selected={[]} description="" howItWorksTitle="How It Works" onToggleConcern={log} onDescription={log} />
);
export const Filled: Story = () => {
  const [selected, setSelected] = useState<string[]>(['Strange noise', 'Vibration or shaking']);
  const [description, setDescription] = useState('Clunk from the front left over bumps.');
  return (
    <DiagnosticFormView
      concerns={DEFAULT_DIAGNOSTIC_CONCERNS}
      selected={selected}
      description={description}
      howItWorksTitle="How It Works"
      onToggleConcern={(c) => setSelected((l) => (l.includes(c) ? l.filter((x) => x !== c) : [...l, c]))}
      onDescription={setDescription}
    />
  );
};
export const ShortList: Story = () => (
  <DiagnosticFormView concerns={['Hard start', 'Noise']} selected={['Noise']} description="" howItWorksTitle="How It Works" onToggleConcern={log} onDescription={log} />
);
