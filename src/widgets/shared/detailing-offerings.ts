/** Which detailing offerings are cards and which are add-ons (D-20, D-24). Pure. */
import type { ServiceOffering } from '../../api/entities';
import { isDetailingOffering } from './offering-to-cart-line';
import { compareNames } from '../../domain/compare-names';

const bookable = (o: ServiceOffering) => o.bookable !== false && o.is_deleted !== true;

function byDisplayOrder(a: ServiceOffering, b: ServiceOffering): number {
  const order = (a.display_order ?? Number.MAX_SAFE_INTEGER) - (b.display_order ?? Number.MAX_SAFE_INTEGER);
  return order !== 0 ? order : compareNames(a.long_name, b.long_name);
}

function uniqueById(list: readonly ServiceOffering[]): ServiceOffering[] {
  const seen = new Set<number>();
  return list.filter((o) => (seen.has(o.service_offering_id) ? false : (seen.add(o.service_offering_id), true)));
}

/** D-20: the detailing cards — detailing offerings that are not add-ons, sorted by display_order (then long name), once per id. */
export function detailingCards(offerings: readonly ServiceOffering[]): ServiceOffering[] {
  return uniqueById(offerings.filter((o) => isDetailingOffering(o) && o.display_category !== 'addon' && bookable(o)).sort(byDisplayOrder));
}

/** D-24: the detailing add-ons, in the same order, once per id. */
export function detailingAddons(offerings: readonly ServiceOffering[]): ServiceOffering[] {
  return uniqueById(offerings.filter((o) => isDetailingOffering(o) && o.display_category === 'addon' && bookable(o)).sort(byDisplayOrder));
}
