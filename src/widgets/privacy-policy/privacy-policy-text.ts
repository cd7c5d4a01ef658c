/**
 * The privacy policy's words (L-56..L-58). They live in the widget's own chunk, not in the flow's messages:
 * the flow ships in every page's up-front JavaScript, the policy is read on one page. The provider-dependent
 * parts (its name; the contact details, see privacy-contact.ts) come from the configuration.
 */
import type { PolicySection } from './privacy-policy-view';

/** L-57 (§2, §9). */
export const POLICY_UPDATED = 'Last updated August 1, 2024';

/** L-58 (§2, §9), word for word. */
export const NOT_FOR_CHILDREN = 'The service is not intended for children under 16.';

/** How the policy names a provider whose configuration has no name. */
const UNNAMED_PROVIDER = 'your service provider';

export interface PolicyText {
  intro: string;
  sections: readonly PolicySection[];
  contact: { title: string; body: string; address: string; email: string; phone: string; none: string };
}

/** The policy for a provider (`customer_facing_name`, L-56): introduction, sections in reading order, contact texts. */
export function policyText(providerName: string | null): PolicyText {
  const name = providerName ?? UNNAMED_PROVIDER;
  return {
    intro: `This policy explains what information ${name} ("we", "us") collects when you book or manage vehicle services on this site, how we use it, and the choices you have.`,
    sections: [
      {
        id: 'collect',
        title: 'Information we collect',
        body:
          "What you give us: your name, e-mail address and phone number; the addresses where we service your vehicle; your vehicle's details (such as license plate, VIN, year, make and model); the services you book and any notes you add. Cards are entered in our payment processor's secure form: we keep only the card brand and its last four digits. Your browser also sends us basic technical information, such as the pages you visit, which keeps the site working and helps us improve it.",
      },
      {
        id: 'use',
        title: 'How we use your information',
        body: 'To schedule, perform and follow up on the services you book; to send confirmations, reminders, receipts and appointment links by e-mail or text message; to take payment; to answer your questions; and to keep the site and your account secure.',
      },
      {
        id: 'share',
        title: 'Who we share it with',
        body: 'We do not sell your personal information. We share it only with the companies that help us run this site and our business (booking software, payment processing, maps and address lookup, messaging and analytics), who may use it only for that work, and when the law requires us to.',
      },
      {
        id: 'keep',
        title: 'How long we keep it',
        body: 'We keep your information while your account is open and afterwards only as long as we need it to provide services, keep business and tax records, and resolve disputes.',
      },
      {
        id: 'choices',
        title: 'Your choices',
        body: 'After you log in you can review and update your account details, saved places and vehicles. To ask for a copy of your information, a correction or its deletion, or to stop marketing messages, contact us using the details below.',
      },
      {
        id: 'children',
        title: "Children's privacy",
        body: `${NOT_FOR_CHILDREN} We do not knowingly collect personal information from children under 16; if you believe a child has given us information, contact us and we will delete it.`,
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        body: 'When we change this policy we post the new version on this page and update the date at the top.',
      },
    ],
    contact: {
      title: 'Contact us',
      body: `For questions about this policy or your information, contact ${name}:`,
      address: 'Mailing address',
      email: 'E-mail',
      phone: 'Phone',
      none: 'Please use the contact details at the top of this page.',
    },
  };
}
