import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { categoryTextKeys, visibleCategories, type ServiceCategory } from './categories';
import { ServiceCategoriesView } from './service-categories-view';

const log = (category: string) => console.info('pickCategory', category);
const text = flowStoryText('simple');
const texts = {
  card: (c: ServiceCategory) => ({ title: text(categoryTextKeys(c).title), description: text(categoryTextKeys(c).description) }),
  label: text('categories-label'),
  loading: text('services-loading'),
};
const all = ['mechanical', 'tires', 'detailing'];

export const AllCategories: Story = () => <ServiceCategoriesView texts={texts} categories={visibleCategories(all, true)} onPick={log} />;
/** The flow's `diagnostic` part hidden (the provider offers no diagnostic service). */
export const DiagnosticHidden: Story = () => <ServiceCategoriesView texts={texts} categories={visibleCategories(all, false)} onPick={log} />;
export const MechanicalOnly: Story = () => <ServiceCategoriesView texts={texts} categories={['mechanical']} onPick={log} />;
export const TiresAndDetailing: Story = () => <ServiceCategoriesView texts={texts} categories={['tires', 'detailing']} onPick={log} />;
export const Loading: Story = () => <ServiceCategoriesView texts={texts} categories={[]} loading onPick={log} />;
export const Busy: Story = () => <ServiceCategoriesView texts={texts} categories={['mechanical', 'tires']} busy onPick={log} />;
