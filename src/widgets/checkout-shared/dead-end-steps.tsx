import { telHref } from '../../domain/safe-url';
import type { DEAD_END_MESSAGES } from './dead-end-messages';
import './reschedule-link.css';

/** The provider's phone as shown (`customer_facing_phone`) and as dialled (`customer_facing_phone_raw`, else the shown one). */
export interface DeadEndPhone {
  shown: string;
  dial: string | null;
}

/** The provider's phone of its content, or null when it has none to show. */
export function deadEndPhone(content: { customer_facing_phone?: unknown; customer_facing_phone_raw?: unknown }): DeadEndPhone | null {
  const shown = typeof content.customer_facing_phone === 'string' ? content.customer_facing_phone.trim() : '';
  if (!shown) return null;
  const raw = typeof content.customer_facing_phone_raw === 'string' ? content.customer_facing_phone_raw.trim() : '';
  return { shown, dial: raw || null };
}

export interface DeadEndStepsProps {
  /** The widget's `text` for {@link DEAD_END_MESSAGES}. */
  text: (key: (typeof DEAD_END_MESSAGES)[number]) => string;
  /** null: no call is offered (the provider shows no phone). */
  phone: DeadEndPhone | null;
}

/**
 * The next steps from a page that cannot go on (issue 26: a link that does not work, an expired link): log in (the
 * account's appointments), go to the home page (a new booking), or call the provider (a `tel:` link of its phone).
 * Promises: plain links, reachable by keyboard, at least 44 px high.
 */
export function DeadEndSteps({ text, phone }: DeadEndStepsProps) {
  const call = phone ? telHref(phone.dial ?? phone.shown) : null;
  return (
    <div className="link-screen__actions dead-end-steps">
      <a className="button button--primary" href="/login">
        {text('dead-end-login')}
      </a>
      <a className="button button--secondary" href="/">
        {text('dead-end-home')}
      </a>
      {call ? (
        <a className="button button--secondary" href={call}>
          {text('dead-end-call')}
        </a>
      ) : null}
    </div>
  );
}
