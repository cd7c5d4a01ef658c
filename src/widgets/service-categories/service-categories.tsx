import type { WidgetProps } from '../contract/widget-props';
import { useBookingFields } from '../../booking/use-booking';
import { useOfferedTypeNames } from '../shared/use-service-place';
import { visibleCategories } from './categories';
import { ServiceCategoriesView } from './service-categories-view';

/**
 * /pricing/simple (D-01..D-06): the category cards offered at the booking's place. Sends
 * `pickCategory` with `category` ('mechanical' | 'tires' | 'detailing' | 'diagnostic'); the flow
 * decides the screen. A failed schedule-type load shows Mechanical (D-06; fetch errors are silent, §8).
 */
export default function ServiceCategories({ values, send }: WidgetProps) {
  const types = useOfferedTypeNames(useBookingFields('placeMode', 'clientLocation', 'homeAddress'));
  const categories = visibleCategories(types.isError ? [] : types.names, values.config);
  return (
    <ServiceCategoriesView
      categories={categories}
      loading={types.isLoading}
      busy={values.busy}
      onPick={(category) => send({ type: 'pickCategory', category })}
    />
  );
}
