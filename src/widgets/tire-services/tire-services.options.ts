import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `tireServices` widget (the flow checker and the catalogue read them; the component its props' type). */
export const tireServicesSpec = defineWidget({
  options: z.strictObject({}),
  // D-36, H-08: each service's price and the Total before tax line (the flow's named condition `prices-shown`).
  parts: { prices: 'Prices and the Total before tax' },
});
