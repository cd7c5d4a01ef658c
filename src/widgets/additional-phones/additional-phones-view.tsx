import { useId } from 'react';
import type { AdditionalPhoneEntry } from '../../domain/validate-additional-phones';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import { PhoneListEditor } from './phone-list-editor';
import type { PhonesTexts } from './phones-texts';
import './additional-phones.css';

/** An upcoming appointment whose additional contact numbers can be edited. */
export interface PhoneListAppointment {
  id: number;
  /** e.g. "Friday, March 13, 2026 — 2019 Toyota Camry". */
  label: string;
  numbers: readonly AdditionalPhoneEntry[];
}

export interface AdditionalPhonesViewProps {
  status: 'loading' | 'error' | 'ready';
  appointments: readonly PhoneListAppointment[];
  /** The appointment whose save is under way. */
  savingId?: number | null;
  onSave: (id: number, numbers: (string | false)[]) => void;
  onRetry?: () => void;
  /** The flow's messages (the editors' `invalid-phone-length`). */
  text: (key: string) => string;
  /** The editor's words (phones-texts.ts). */
  texts: PhonesTexts;
}

/**
 * Additional contact phone numbers (K-54..K-58): one editor per upcoming appointment, so the people
 * listed also get its text messages. No data fetching: the widget passes everything in.
 */
export function AdditionalPhonesView({ status, appointments, savingId = null, onSave, onRetry, text, texts: t }: AdditionalPhonesViewProps) {
  const headingId = useId();
  return (
    <section className="additional-phones" aria-labelledby={headingId}>
      <h2 id={headingId}>{t['phones-title']}</h2>
      <p className="additional-phones__intro">{t['phones-intro']}</p>
      {status === 'loading' ? <LoadingNotice>{t['phones-loading']}</LoadingNotice> : null}
      {status === 'error' ? (
        <ErrorNotice className="additional-phones__error" onRetry={onRetry} retryLabel={t['link-retry']}>
          {t['phones-error']}
        </ErrorNotice>
      ) : null}
      {status === 'ready' && appointments.length === 0 ? <p>{t['phones-none']}</p> : null}
      {status === 'ready'
        ? appointments.map((a) => (
            <PhoneListEditor
              key={a.id}
              title={a.label}
              saved={a.numbers}
              busy={savingId === a.id}
              onSave={(numbers) => onSave(a.id, numbers)}
              text={text}
              texts={t}
            />
          ))
        : null}
    </section>
  );
}
