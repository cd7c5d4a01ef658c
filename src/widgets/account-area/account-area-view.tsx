import type { ReactNode } from 'react';
import type { CardAction } from '../../domain/card-actions';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import { CARD_ACTION_KEYS, type AccountTexts } from './account-messages';
import type { AppointmentCardTexts } from './appointment-card';
import type { AppointmentCardModel } from './appointment-card-model';
import { AppointmentList, type AppointmentListProps } from './appointment-list';
import { BookServiceSection, type BookServiceSectionProps } from './book-service-section';
import { MyAccountSection, type MyAccountSectionProps } from './my-account-section';
import { MyPlacesSection, type MyPlacesSectionProps } from './my-places-section';
import { placeLabels } from './place-labels';
import './account-area.css';

export interface AccountAreaViewProps {
  texts: AccountTexts;
  /**
   * loading: GET /customer-info is on its way; error: it answered non-200 (the widget is leaving for /login, K-03);
   * unreachable: it failed without an answer (network, timeout, malformed): the session stays, a retry is offered.
   */
  status: 'loading' | 'error' | 'unreachable' | 'ready';
  /** With status unreachable: the failure's text and the retry. */
  unreachable?: { text: string; onRetry: () => void } | null;
  greeting?: string | null;
  upcoming: readonly AppointmentCardModel[];
  suggested: readonly AppointmentCardModel[];
  past: readonly AppointmentCardModel[];
  /** K-19: the FIRST15 referral blurb shows. */
  referral: boolean;
  book: Omit<BookServiceSectionProps, 'title' | 'addVehicleLabel' | 'bookServiceLabel'>;
  myAccount: Omit<MyAccountSectionProps, 'title' | 'settingsLabel' | 'garageLabel'>;
  places: Omit<MyPlacesSectionProps, 'title' | 'emptyText' | 'loadingText' | 'primaryLabel' | 'labels'>;
  onAction: (id: number, action: CardAction) => void;
  busyId?: number | null;
  /** The cancel dialog, when open. */
  dialog?: ReactNode;
}

/** The words of an appointment card, from the account texts. */
export function cardTexts(t: AccountTexts): AppointmentCardTexts {
  const actions = Object.fromEntries(Object.entries(CARD_ACTION_KEYS).map(([action, key]) => [action, t[key]])) as AppointmentCardTexts['actions'];
  return { noDate: t['no-date'], date: t['summary-date'], time: t['summary-time'], place: t['card-place'], services: t['summary-services'], actions };
}

/**
 * The account page (K-04): Upcoming Services, Suggested Services, Book A New Service, My Account,
 * My Places and Past Services, in that order, and the referral blurb (K-19).
 */
export function AccountAreaView(p: AccountAreaViewProps) {
  const t = p.texts;
  if (p.status === 'loading') return <LoadingNotice>{t['account-loading']}</LoadingNotice>;
  if (p.status === 'error') return <ErrorNotice className="account-area__error">{t['account-error']}</ErrorNotice>;
  if (p.status === 'unreachable' && p.unreachable) {
    return (
      <ErrorNotice className="account-area__error" onRetry={p.unreachable.onRetry} retryLabel={t['link-retry']}>
        {p.unreachable.text}
      </ErrorNotice>
    );
  }
  const listTexts = { card: cardTexts(t), showAll: t['show-all'], showLess: t['show-less'] };
  const list = (section: Pick<AppointmentListProps, 'title' | 'cards' | 'emptyText' | 'capped'>) => (
    <AppointmentList {...section} texts={listTexts} onAction={p.onAction} busyId={p.busyId} />
  );
  return (
    <div className="account-area">
      {p.greeting ? <p className="account-area__greeting">{p.greeting}</p> : null}
      {p.referral ? <p className="account-area__referral">{t['referral-blurb']}</p> : null}
      {list({ title: t['upcoming-title'], cards: p.upcoming, emptyText: t['no-upcoming'], capped: true })}
      {list({ title: t['suggested-title'], cards: p.suggested, emptyText: t['no-suggested'], capped: false })}
      <BookServiceSection title={t['book-title']} addVehicleLabel={t['add-vehicle']} bookServiceLabel={t['book-service']} {...p.book} />
      <MyAccountSection title={t['my-account-title']} settingsLabel={t['settings-link']} garageLabel={t['garage-link']} {...p.myAccount} />
      <MyPlacesSection title={t['my-places-title']} emptyText={t['no-places']} loadingText={t['places-loading']} primaryLabel={t['primary-place']} labels={placeLabels(t)} {...p.places} />
      {list({ title: t['past-title'], cards: p.past, emptyText: t['no-past'], capped: true })}
      {p.dialog}
    </div>
  );
}
