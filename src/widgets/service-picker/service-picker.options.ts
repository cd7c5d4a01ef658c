import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `servicePicker` widget (the flow checker and the catalogue read them; the component its props' type). */
export const servicePickerSpec = defineWidget({
  options: z.strictObject({}),
  parts: {
    // H-08: each service's price and the total (the flow's named condition `prices-shown`).
    prices: 'Prices and the total',
    // OPEN-61: a 1–6 quantity on each selected service (the flow's named condition `quantity-shown`).
    quantity: 'Quantity of a selected service',
    // D-10: the recall notice and its Add Recall Service, when recalls are found for the VIN.
    recallNotice: 'Recall notice',
  },
});
