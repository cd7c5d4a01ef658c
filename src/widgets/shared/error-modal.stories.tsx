import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ErrorModal } from './error-modal';
import { flowStoryText } from './flow-story-text';

const text = flowStoryText();

export const CriticalError: Story = () => (
  <ErrorModal open title={text('error-modal-title')} closeLabel={text('error-modal-close')} message="Critical Error: The upload service is unavailable." onClose={() => console.info('close')} />
);

export const CustomTitle: Story = () => (
  <ErrorModal open title="We could not save your vehicle" message="Critical Error: Vehicle make is required." closeLabel="Close" onClose={() => console.info('close')} />
);

export const OpenAndClose: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Show the error
      </button>
      <ErrorModal open={open} title={text('error-modal-title')} closeLabel={text('error-modal-close')} message="Sorry, something went wrong. Please try again." onClose={() => setOpen(false)} />
    </>
  );
};
