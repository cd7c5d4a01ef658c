import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import { Combobox } from './combobox';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry', 'Grape', 'Mango', 'Peach'];
const same = (s: string) => s;

/** A combobox filtering a fixed list as you type. */
function Demo({ initial = '', invalid = false, status }: { initial?: string; invalid?: boolean; status?: string }) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(initial !== '');
  const [chosen, setChosen] = useState<string | null>(null);
  const items = useMemo(() => (status ? [] : FRUITS.filter((f) => f.toLowerCase().includes(text.trim().toLowerCase()))), [text, status]);
  return (
    <div style={{ maxWidth: 360 }}>
      <style>{'.combobox-story { display: flex; flex-direction: column; gap: 4px; } .combobox-story .combobox__list { border: 1px solid #6b7580; }'}</style>
      <Combobox
        className="combobox-story"
        label="Fruit"
        listLabel="Fruits"
        items={items}
        itemKey={same}
        itemText={same}
        value={text}
        onValueChange={(t) => {
          setText(t);
          setOpen(t.trim() !== '');
        }}
        open={open}
        onSelect={(f) => {
          setText(f);
          setChosen(f);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        inputProps={{ 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? 'fruit-error' : undefined }}
      >
        {status ? <p role="status">{status}</p> : null}
        {invalid ? (
          <p id="fruit-error" role="alert">
            Please choose a fruit
          </p>
        ) : null}
      </Combobox>
      <p>Chosen: {chosen ?? 'nothing yet'}</p>
    </div>
  );
}

export const Empty: Story = () => <Demo />;
export const Filled: Story = () => <Demo initial="ap" />;
export const Error: Story = () => <Demo invalid />;
export const Loading: Story = () => <Demo initial="ma" status="Searching…" />;
