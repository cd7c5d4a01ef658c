/** How a person completes `serviceCategories`: clicks the category's card, found by the title the flow gives it. */
import { readFileSync } from 'node:fs';
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';
import { categoryTextKeys, SERVICE_CATEGORIES, type ServiceCategory } from './categories';

interface FlowTexts {
  messages?: Record<string, string>;
  steps: { id: string; messages?: Record<string, string> }[];
}

/** The card's title as flows/booking.flow.json writes it (the `simple` step's message; no overlay changes it). */
function cardTitle(category: ServiceCategory): string {
  const flow = JSON.parse(readFileSync(new URL('../../../flows/booking.flow.json', import.meta.url), 'utf8')) as FlowTexts;
  const key = categoryTextKeys(category).title;
  const title = flow.steps.find((s) => s.id === 'simple')?.messages?.[key] ?? flow.messages?.[key];
  if (!title) throw new Error(`the flow has no message ${key}`);
  return title;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const serviceCategoriesDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'pickCategory' || !(SERVICE_CATEGORIES as readonly string[]).includes(choice)) throw unknownChoice('serviceCategories', 'send', `${event}/${choice}`);
    const title = cardTitle(choice as ServiceCategory);
    const card = page.getByRole('list', { name: 'Service categories' }).getByRole('button', { name: new RegExp(`^${escape(title)}`) });
    await press(card, title);
  },
};
