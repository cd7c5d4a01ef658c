import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `detailingOptions` widget (the flow checker and the catalogue read them; the component its props' type). */
export const detailingOptionsSpec = defineWidget({
  options: z.strictObject({}),
  parts: {
    // H-08: each add-on's price (the flow's named condition `prices-shown`).
    prices: 'Prices',
    // D-25: the "How dirty is your vehicle?" slider (is_detailing_dirty_question_enabled).
    dirtQuestion: 'The "How dirty is your vehicle?" slider',
  },
});
