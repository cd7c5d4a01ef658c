import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `approveServices` widget (the flow checker and the catalogue read them; the component its props' type). */
export const approveServicesSpec = defineWidget({
  options: z.strictObject({}),
  // L-19: the provider's service report in use: the choices wait until the work's health check is complete.
  parts: { healthCheckWait: 'The wait for the health check (service report) before the choices' },
});
