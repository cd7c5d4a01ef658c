/**
 * The `allSet` widget (/pricing/save, E-24): the sign-up thank-you under the flow's heading "You're all
 * set!" — a short confirmation and the chat button. No chat service exists offline, so the button
 * opens a conversation by e-mail with the provider (mailto:), else a call (tel:). The page header
 * already shows the provider's phone.
 */
import type { WidgetProps } from '../contract/widget-props';
import './all-set.css';

/** The provider's contact: e-mail and phone from the configuration, blank ones dropped. */
export function providerContact(config: Readonly<Record<string, unknown>>): { email: string | null; phone: string | null } {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return { email: str(config.customer_facing_email), phone: str(config.customer_facing_phone) };
}

/** `tel:` address of a phone as written ("(555) 010-0100" → "tel:+15550100100" for 10 US digits). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

export interface AllSetViewProps {
  body: string;
  chatLabel: string;
  providerName: string | null;
  email: string | null;
  phone: string | null;
}

export function AllSetView({ body, chatLabel, providerName, email, phone }: AllSetViewProps) {
  const subject = encodeURIComponent(providerName ? `Question for ${providerName}` : 'Question about my booking');
  const chatHref = email ? `mailto:${email}?subject=${subject}` : phone ? telHref(phone) : null;
  return (
    <section className="all-set" aria-label="Sign-up complete">
      <p className="all-set__body">{body}</p>
      {chatHref ? (
        <div className="all-set__actions">
          <a className="button button--primary all-set__chat" href={chatHref}>
            {chatLabel}
          </a>
        </div>
      ) : null}
    </section>
  );
}

export default function AllSet({ text, values }: WidgetProps) {
  const { email, phone } = providerContact(values.config);
  const name = typeof values.config.customer_facing_name === 'string' ? values.config.customer_facing_name : null;
  return <AllSetView body={text('all-set-body')} chatLabel={text('all-set-chat')} providerName={name} email={email} phone={phone} />;
}
