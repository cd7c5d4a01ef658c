import type { Story } from '@ladle/react';
import { NO_TIRE_FILTERS, sortTires, tireBrands } from '../tire-common/tire-catalog';
import { tireCardData } from '../tire-common/tire-product-data';
import { storyText, storyTires } from '../tire-common/tire-story-data';
import { TireProductsView, type TireProductsViewProps } from './tire-products-view';

const text = storyText('newtires');
const base: TireProductsViewProps = {
  status: 'ready',
  size: 'P215/55R17',
  products: sortTires(storyTires, 'recommended').map((p) => tireCardData(p, text, false)),
  total: storyTires.length,
  sort: 'recommended',
  showFilters: true,
  showPrices: true,
  brands: tireBrands(storyTires),
  filters: NO_TIRE_FILTERS,
  inCart: { id: 'GOO-1', quantity: 3 },
  preferredQuantity: 4,
  cannotOrder: null,
  text,
  onSort: (k) => console.info('sort', k),
  onFilters: (f) => console.info('filters', f),
  onAdd: (id, q) => console.info('add', id, q),
  onView: (id) => console.info('viewTire', id),
  onContinue: () => console.info('continue'),
};

export const Filled: Story = () => <TireProductsView {...base} />;
export const Phone: Story = () => <TireProductsView {...base} showFilters={false} />;
/** The flow hides the `prices` part (is_hiding_price_in_booking): no price per tire, no price filter. */
export const PricesHidden: Story = () => (
  <TireProductsView {...base} showPrices={false} products={storyTires.map((p) => tireCardData(p, text, true))} />
);
export const CannotOrder: Story = () => <TireProductsView {...base} inCart={null} cannotOrder={text('tire-cannot-order')} />;
export const Empty: Story = () => <TireProductsView {...base} status="noTires" products={[]} total={0} />;
export const ErrorState: Story = () => <TireProductsView {...base} status="noTires" products={[]} total={0} />;
export const Loading: Story = () => <TireProductsView {...base} status="loading" products={[]} total={0} />;
