/**
 * The privacy policy's words (L-56..L-58), read from the `privacy-policy` step's messages (flows/booking.flow.json)
 * so a provider overlay can change them; the spec's own are there word for word: "Last updated August 1, 2024"
 * (L-57) and "The service is not intended for children under 16." (L-58). The step's messages are kept out of the
 * up-front JavaScript by the build (they load with the step). The provider-dependent parts (its name, `{name}`;
 * the contact details, see privacy-contact.ts) come from the provider's content.
 */
import type { TextOf } from '../contract/widget-props';
import type { PolicySection } from './privacy-policy-view';

/** The sections in reading order: each is `privacy-<id>-title` and `privacy-<id>` (L-58 is `children`'s). */
const SECTIONS = ['collect', 'use', 'share', 'keep', 'choices', 'children', 'changes'] as const;

/** The message keys the privacyPolicy widget reads (its catalogue entry lists the same). */
export const PRIVACY_POLICY_MESSAGES = [
  'privacy-updated',
  'privacy-unnamed',
  'privacy-intro',
  ...SECTIONS.flatMap((id) => [`privacy-${id}-title`, `privacy-${id}`]),
  'privacy-contact-title',
  'privacy-contact',
  'privacy-contact-address',
  'privacy-contact-email',
  'privacy-contact-phone',
  'privacy-contact-none',
] as const;

export interface PolicyText {
  /** L-57 */
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
  contact: { title: string; body: string; address: string; email: string; phone: string; none: string };
}

/** The policy for a provider (`customer_facing_name`, L-56; unnamed: the step's `privacy-unnamed`): date, introduction, sections, contact texts. */
export function policyText(text: TextOf, providerName: string | null): PolicyText {
  const name = providerName ?? text('privacy-unnamed');
  return {
    updated: text('privacy-updated'),
    intro: text('privacy-intro', { name }),
    sections: SECTIONS.map((id) => ({ id, title: text(`privacy-${id}-title`), body: text(`privacy-${id}`) })),
    contact: {
      title: text('privacy-contact-title'),
      body: text('privacy-contact', { name }),
      address: text('privacy-contact-address'),
      email: text('privacy-contact-email'),
      phone: text('privacy-contact-phone'),
      none: text('privacy-contact-none'),
    },
  };
}
