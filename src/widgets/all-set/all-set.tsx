/**
 * The `allSet` widget (/pricing/save, E-24): the sign-up thank-you under the flow's heading "You're all
 * set!" — a short confirmation and the chat button. No chat service exists offline, so the button
 * opens a conversation by e-mail with the provider (mailto:), else a call (tel:). The page header
 * already shows the provider's phone.
 */
import type { ProviderContent } from '../contract/widget-props';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { allSetSpec } from './all-set.options';
import './all-set.css';

/** The provider's contact: e-mail and phone from its content, blank ones dropped. */
function providerContact(content: Readonly<Pick<ProviderContent, 'customer_facing_email' | 'customer_facing_phone'>>): { email: string | null; phone: string | null } {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return { email: str(content.customer_facing_email), phone: str(content.customer_facing_phone) };
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
  /** The section's name (the flow's `all-set-label`). */
  label: string;
  /** The e-mail's subject (the flow's `all-set-mail-subject`, or `all-set-mail-subject-plain` without a provider name). */
  subject: string;
  email: string | null;
  phone: string | null;
}

export function AllSetView({ body, chatLabel, label, subject, email, phone }: AllSetViewProps) {
  const chatHref = email ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : phone ? telHref(phone) : null;
  return (
    <section className="all-set" aria-label={label}>
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

export default function AllSet({ text, values }: WidgetPropsOf<typeof allSetSpec>) {
  const { email, phone } = providerContact(values.content);
  const name = values.content.customer_facing_name?.trim() || null;
  return (
    <AllSetView
      body={text('all-set-body')}
      chatLabel={text('all-set-chat')}
      label={text('all-set-label')}
      subject={name ? text('all-set-mail-subject', { name }) : text('all-set-mail-subject-plain')}
      email={email}
      phone={phone}
    />
  );
}
