import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `keyoskPicker` widget (the flow checker and the catalogue read them; the component its props' type). */
export const keyoskPickerSpec = defineWidget({
  options: z.strictObject({}),
  parts: {
    // G-02, G-04, G-06: the parking-lot choice, unless the booking's service vehicle parks anywhere (the flow's named
    // condition `parking-asked`, which the G-04 blocker reads too); hidden, the park-anywhere note shows instead.
    parking: 'Parking lot choice',
  },
});
