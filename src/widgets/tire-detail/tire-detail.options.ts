import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `tireDetail` widget (the flow checker and the catalogue read them; the component its props' type). */
export const tireDetailSpec = defineWidget({
  options: z.strictObject({}),
  // H-08: the price per tire (the flow's named condition `prices-shown`).
  parts: { prices: 'Prices' },
});
