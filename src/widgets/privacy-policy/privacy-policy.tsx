import type { WidgetProps } from '../contract/widget-props';
import { privacyContact } from './privacy-contact';
import { POLICY_UPDATED, policyText } from './privacy-policy-text';
import { PrivacyPolicyView } from './privacy-policy-view';

/**
 * `privacyPolicy` — the /privacy-policy page under the flow's "Privacy Policy" heading (L-56..L-58): the
 * policy naming the provider (`customer_facing_name`), "Last updated August 1, 2024" (L-57), "The service is
 * not intended for children under 16." (L-58), and "Contact us" with the provider's mailing address
 * (`customer_facing_address`), e-mail and phone from the configuration (L-56). The words are in
 * privacy-policy-text.ts (decisions.md).
 */
export default function PrivacyPolicy({ values }: WidgetProps) {
  const contact = privacyContact(values.config);
  const text = policyText(contact.name);
  return <PrivacyPolicyView updated={POLICY_UPDATED} intro={text.intro} sections={text.sections} contact={contact} contactTexts={text.contact} />;
}
