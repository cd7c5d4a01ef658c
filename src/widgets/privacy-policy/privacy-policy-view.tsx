import type { PrivacyContact } from './privacy-contact';
import './privacy-policy.css';
import { FactList } from '../checkout-shared/fact-list';

/** One titled part of the policy. */
export interface PolicySection {
  id: string;
  title: string;
  body: string;
}

export interface PrivacyPolicyViewProps {
  /** "Last updated August 1, 2024" (L-57). */
  updated: string;
  /** The opening paragraph naming the provider (L-56). */
  intro: string;
  /** The sections in reading order (the children's section says L-58's words). */
  sections: readonly PolicySection[];
  contact: PrivacyContact;
  contactTexts: { title: string; body: string; address: string; email: string; phone: string; none: string };
}

/**
 * The privacy policy under the page's heading (L-56..L-58): the date, the introduction, one level-2 heading
 * per section in order, and "Contact us" with the provider's mailing address, e-mail and phone as given.
 */
export function PrivacyPolicyView({ updated, intro, sections, contact, contactTexts }: PrivacyPolicyViewProps) {
  const hasContact = contact.address !== null || contact.email !== null || contact.phone !== null;
  return (
    <article className="privacy-policy">
      <p className="privacy-policy__updated">{updated}</p>
      <p>{intro}</p>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`privacy-${s.id}`}>
          <h2 id={`privacy-${s.id}`}>{s.title}</h2>
          <p>{s.body}</p>
        </section>
      ))}
      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{contactTexts.title}</h2>
        <p>{contactTexts.body}</p>
        {hasContact ? (
          <address className="privacy-policy__contact">
            {contact.name ? <p className="privacy-policy__contact-name">{contact.name}</p> : null}
            <FactList
              facts={[
                { term: contactTexts.address, value: contact.address },
                { term: contactTexts.email, value: contact.email ? <a href={contact.email.href}>{contact.email.text}</a> : null },
                { term: contactTexts.phone, value: contact.phone ? <a href={contact.phone.href}>{contact.phone.text}</a> : null },
              ]}
            />
          </address>
        ) : (
          <p>{contactTexts.none}</p>
        )}
      </section>
    </article>
  );
}
