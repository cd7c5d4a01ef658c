import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `optionQuote` widget (the flow checker and the catalogue read them; the component its props' type). */
export const optionQuoteSpec = defineWidget({
  options: z.strictObject({}),
  // L-30: the quote's service address becomes the booking's place only where the provider offers home service.
  parts: { homeAddress: "The quote's service address as the booking's place (home service offered)" },
});
