import type { Story } from '@ladle/react';
import { ServiceCategoriesView } from './service-categories-view';

const log = (category: string) => console.info('pickCategory', category);

export const AllCategories: Story = () => <ServiceCategoriesView categories={['mechanical', 'tires', 'detailing', 'diagnostic']} onPick={log} />;
export const MechanicalOnly: Story = () => <ServiceCategoriesView categories={['mechanical']} onPick={log} />;
export const TiresAndDetailing: Story = () => <ServiceCategoriesView categories={['tires', 'detailing']} onPick={log} />;
export const Loading: Story = () => <ServiceCategoriesView categories={[]} loading onPick={log} />;
export const Busy: Story = () => <ServiceCategoriesView categories={['mechanical', 'tires']} busy onPick={log} />;
