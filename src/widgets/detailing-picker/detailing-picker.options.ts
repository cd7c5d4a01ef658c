import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `detailingPicker` widget (the flow checker and the catalogue read them; the component its props' type). */
export const detailingPickerSpec = defineWidget({
  options: z.strictObject({}),
  parts: {
    // H-08: each card's price (the flow's named condition `prices-shown`).
    prices: 'Prices',
    // D-22: "Need mechanical service too? …", while vehicle skipping is off (and only when the place offers mechanical).
    mechanicalNote: 'Note that mechanical service is booked separately',
  },
});
