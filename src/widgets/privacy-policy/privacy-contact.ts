import { mailtoHref, telHref } from '../../domain/safe-url';
import type { ProviderContent } from '../contract/widget-props';

/** The provider's legal contact on the privacy policy (L-56): each part from the provider's content, blank ones null. */
export interface PrivacyContact {
  name: string | null;
  /** customer_facing_address: the postal address for legal notices. */
  address: string | null;
  email: { text: string; href: string } | null;
  phone: { text: string; href: string } | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

type ContactContent = Pick<ProviderContent, 'customer_facing_name' | 'customer_facing_address' | 'customer_facing_email' | 'customer_facing_phone'>;

/** Reads customer_facing_name, _address, _email and _phone; an e-mail or phone that makes no link is left out. */
export function privacyContact(content: Readonly<Partial<ContactContent>>): PrivacyContact {
  const email = text(content.customer_facing_email);
  const phone = text(content.customer_facing_phone);
  const emailHref = mailtoHref(email);
  const phoneHref = telHref(phone);
  return {
    name: text(content.customer_facing_name),
    address: text(content.customer_facing_address),
    email: email && emailHref ? { text: email, href: emailHref } : null,
    phone: phone && phoneHref ? { text: phone, href: phoneHref } : null,
  };
}
