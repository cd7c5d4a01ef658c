import { telHref } from '../../domain/safe-url';
import { configText } from './tire-offerings';

/** The provider's customer phone as a `tel:` link (D-39), or nothing when the provider has none. */
export function PhoneLink({ config }: { config: Readonly<Record<string, unknown>> }) {
  const phone = configText(config, 'customer_facing_phone');
  if (!phone) return null;
  const href = telHref(configText(config, 'customer_facing_phone_raw') || phone);
  return href ? <a href={href}>{phone}</a> : <span>{phone}</span>;
}
