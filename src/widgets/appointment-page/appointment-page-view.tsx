import type { ReactNode } from 'react';
import '../checkout-shared/checkout.css';
import './appointment-page.css';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import { AppointmentActions, type AppointmentActionsProps } from './appointment-actions';
import type { AppointmentTexts } from './appointment-messages';
import type { AppointmentModel } from './appointment-model';
import { AppointmentSummary } from './appointment-summary';
import { DeadEndSteps, type DeadEndPhone } from '../checkout-shared/dead-end-steps';
import { ExpiredPanel, type ExpiredPanelProps } from './expired-panel';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';
import { TipPanel, type TipPanelProps } from './tip-panel';

/** What the page shows: the appointment, or the way there (loading, an expired link, a failure). */
export type AppointmentPageState =
  | { kind: 'loading' }
  | { kind: 'expired'; panel: Omit<ExpiredPanelProps, 'texts'> }
  | { kind: 'error'; message: string; onRetry: (() => void) | null }
  | {
      kind: 'ready';
      model: AppointmentModel;
      /** null: no payment part (a cancelled appointment). */
      payment: Omit<PaymentPanelProps, 'texts'> | null;
      /** null: no tip entry (L-41, L-42). */
      tip: Omit<TipPanelProps, 'texts'> | null;
      /** null: reschedule and cancel are not offered (L-38). */
      actions: Omit<AppointmentActionsProps, 'texts'> | null;
    };

export interface AppointmentPageViewProps {
  texts: AppointmentTexts;
  state: AppointmentPageState;
  /** The cancel dialog, when open. */
  dialog?: ReactNode;
  /** The provider's phone, offered as a call from a link that cannot be used (expired or failed); none: no call. */
  phone?: DeadEndPhone | null;
}

/**
 * L-36..L-54: the appointment page in each of its states, from plain props (stories and the widget). A link that
 * cannot be used (expired, or failed) says what that means and offers the next steps: log in, home, call (issue 26).
 */
export function AppointmentPageView({ texts, state, dialog, phone = null }: AppointmentPageViewProps) {
  if (state.kind === 'loading') {
    return (
      <div className="appointment-page">
        <LoadingNotice>{texts['link-loading']}</LoadingNotice>
      </div>
    );
  }
  if (state.kind === 'expired') {
    return (
      <div className="appointment-page">
        <ExpiredPanel texts={texts} {...state.panel} />
        <p className="appointment-page__muted">{texts['token-expired-help']}</p>
        <DeadEndSteps text={(key) => texts[key]} phone={phone} />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="appointment-page">
        <ErrorNotice className="review-section widget-error" onRetry={state.onRetry} retryLabel={texts['link-retry']}>
          {state.message}
        </ErrorNotice>
        {/* A failure a retry cannot mend (the link itself: "Invalid URL", not found): what it means, and where to go. */}
        {state.onRetry ? null : <p className="appointment-page__muted">{texts['link-invalid-help']}</p>}
        <DeadEndSteps text={(key) => texts[key]} phone={phone} />
      </div>
    );
  }
  return (
    <div className="appointment-page appointment-page--ready">
      <AppointmentSummary texts={texts} model={state.model} />
      <div className="appointment-page__column">
        {state.payment ? <PaymentPanel texts={texts} {...state.payment} /> : null}
        {state.tip ? <TipPanel texts={texts} {...state.tip} /> : null}
        {state.actions ? <AppointmentActions texts={texts} {...state.actions} /> : null}
      </div>
      {dialog}
    </div>
  );
}
