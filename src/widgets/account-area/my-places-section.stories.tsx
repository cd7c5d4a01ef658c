import type { Story } from '@ladle/react';
import './account-area.css';
import { MyPlacesSection, type MyPlacesSectionProps } from './my-places-section';
import { samplePlaceLabels } from './place-samples';

const labels = samplePlaceLabels;
const wait = (v: unknown) => new Promise((resolve) => setTimeout(() => resolve(console.info('place action', v)), 400));

const base: MyPlacesSectionProps = {
  title: 'My Places',
  places: [
    { id: 4001, name: 'Home', address: '12 Elm Street, Springfield, VA 22150', primary: true },
    { id: 4002, name: "Mom's House", address: '48 Oak Avenue, Arlington, VA 22201', primary: false },
  ],
  workplace: { id: 1, name: 'Acme HQ Garage', address: '1 Main Street, Fairfax, VA 22030' },
  emptyText: 'You have no saved places yet.',
  loadingText: 'Loading your places…',
  primaryLabel: 'primary',
  labels,
  actions: { rename: wait, makePrimary: wait, remove: wait, removeWorkplace: wait },
};

/** K-63..K-66: saved addresses and the workplace, each with its actions (Delete opens the confirmation). */
export const Filled: Story = () => <MyPlacesSection {...base} />;
/** K-62: no saved places. */
export const Empty: Story = () => <MyPlacesSection {...base} places={[]} workplace={null} />;
/** K-62: the list is loading. */
export const Loading: Story = () => <MyPlacesSection {...base} places={null} />;
/** K-63: a failed action shows the fallback text. */
export const Error: Story = () => <MyPlacesSection {...base} actions={{ ...base.actions!, makePrimary: () => Promise.reject(new globalThis.Error('')) }} />;
