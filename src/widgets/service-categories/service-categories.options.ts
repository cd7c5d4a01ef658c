import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `serviceCategories` widget (the flow checker and the catalogue read them; the component its props' type). */
export const serviceCategoriesSpec = defineWidget({
  options: z.strictObject({}),
  // D-05: the Diagnostic Service card (shown with the Mechanical card only).
  parts: { diagnostic: 'Diagnostic Service card' },
});
