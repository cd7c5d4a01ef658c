/** How a person completes `serviceCategories`: clicks the category's card. */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';
import { CATEGORY_CARDS, type ServiceCategory } from './categories';

export const serviceCategoriesDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'pickCategory' || !(choice in CATEGORY_CARDS)) throw unknownChoice('serviceCategories', 'send', `${event}/${choice}`);
    const title = CATEGORY_CARDS[choice as ServiceCategory].title;
    const card = page.getByRole('list', { name: 'Service categories' }).getByRole('button', { name: new RegExp(`^${title}`) });
    await press(card, title);
  },
};
