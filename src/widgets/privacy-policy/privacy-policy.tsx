import type { WidgetPropsOf } from '../contract/widget-spec';
import type { privacyPolicySpec } from './privacy-policy.options';
import { privacyContact } from './privacy-contact';
import { policyText } from './privacy-policy-text';
import { PrivacyPolicyView } from './privacy-policy-view';

/**
 * `privacyPolicy` — the /privacy-policy page under the flow's "Privacy Policy" heading (L-56..L-58): the
 * policy naming the provider (`customer_facing_name`), "Last updated August 1, 2024" (L-57), "The service is
 * not intended for children under 16." (L-58), and "Contact us" with the provider's mailing address
 * (`customer_facing_address`), e-mail and phone from its content (L-56). The words are the step's messages
 * (privacy-policy-text.ts).
 */
export default function PrivacyPolicy({ text, values }: WidgetPropsOf<typeof privacyPolicySpec>) {
  const contact = privacyContact(values.content);
  const policy = policyText(text, contact.name);
  return <PrivacyPolicyView updated={policy.updated} intro={policy.intro} sections={policy.sections} contact={contact} contactTexts={policy.contact} />;
}
