import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `placePicker` widget (the flow checker and the catalogue read them; the component its props' type). */
export const placePickerSpec = defineWidget({
  options: z.strictObject({}),
  // B-03..B-06: the modes the provider offers, decided by the flow (service_locations), shown in this order.
  parts: { home: 'At Home', workplace: 'At Work', shop: 'At The Shop' },
});
