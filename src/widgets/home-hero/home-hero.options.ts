import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `homeHero` widget (the flow checker and the catalogue read them; the component its props' type). */
export const homeHeroSpec = defineWidget({
  options: z.strictObject({
    /**
     * Message key of the subtitle (default `home-subtitle`): the flow chooses it by the provider's
     * `service_locations`, so the home page promises only the places the provider serves (issue 26).
     */
    subtitle: z.optional(z.string()),
  }),
  messageOptions: ['subtitle'],
});
