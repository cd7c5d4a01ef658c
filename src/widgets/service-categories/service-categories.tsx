import type { WidgetPropsOf } from '../contract/widget-spec';
import { useBookingFields } from '../../booking/use-booking';
import { useOfferedTypeNames } from '../shared/use-service-place';
import { categoryTextKeys, visibleCategories, type ServiceCategory } from './categories';
import type { serviceCategoriesSpec } from './service-categories.options';
import { ServiceCategoriesView } from './service-categories-view';

/**
 * /pricing/simple (D-01..D-06): the category cards offered at the booking's place (the Diagnostic card when the
 * flow shows the part `diagnostic`). Sends `pickCategory` with `category` ('mechanical' | 'tires' | 'detailing' |
 * 'diagnostic'); the flow decides the screen. A failed schedule-type load shows Mechanical (D-06; fetch errors are
 * silent, §8).
 */
export default function ServiceCategories({ parts, text, values, send }: WidgetPropsOf<typeof serviceCategoriesSpec>) {
  const types = useOfferedTypeNames(useBookingFields('placeMode', 'clientLocation', 'homeAddress'));
  const categories = visibleCategories(types.isError ? [] : types.names, parts.diagnostic);
  const card = (category: ServiceCategory) => {
    const keys = categoryTextKeys(category);
    return { title: text(keys.title), description: text(keys.description) };
  };
  return (
    <ServiceCategoriesView
      categories={categories}
      texts={{ card, label: text('categories-label'), loading: text('services-loading') }}
      loading={types.isLoading}
      busy={values.busy}
      onPick={(category) => send({ type: 'pickCategory', category })}
    />
  );
}
