import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `signOut` widget (the flow checker and the catalogue read them; the component its props' type). */
export const signOutSpec = defineWidget({
  options: z.strictObject({}),
});
