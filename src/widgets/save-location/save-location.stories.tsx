import type { Story } from '@ladle/react';
import { SaveLocationView, type SaveLocationViewProps } from './save-location-view';
import './save-location.css';

const base: SaveLocationViewProps = {
  label: 'Save to My Places',
  savedText: 'Saved to My Places.',
  state: 'idle',
  error: null,
  onSave: () => console.info('save'),
};

/** A chosen workplace not saved yet. */
export const Empty: Story = () => <SaveLocationView {...base} />;
/** The chosen location is the customer's saved one. */
export const Filled: Story = () => <SaveLocationView {...base} state="saved" />;
export const Error: Story = () => <SaveLocationView {...base} state="failed" error="Sorry, we couldn't save this place. Please try again." />;
export const Loading: Story = () => <SaveLocationView {...base} state="saving" />;
