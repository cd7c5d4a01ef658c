import { telHref } from '../../domain/safe-url';
import type { ProviderContent } from '../contract/widget-props';
import { contentText } from './tire-offerings';

/** The provider's customer phone (its content) as a `tel:` link (D-39), or nothing when the provider has none. */
export function PhoneLink({ content }: { content: Readonly<Pick<ProviderContent, 'customer_facing_phone' | 'customer_facing_phone_raw'>> }) {
  const phone = contentText(content.customer_facing_phone);
  if (!phone) return null;
  const href = telHref(contentText(content.customer_facing_phone_raw) || phone);
  return href ? <a href={href}>{phone}</a> : <span>{phone}</span>;
}
