import { useId } from 'react';
import { fillMessage } from '../../domain/fill-message';
import { formatPhoneMask } from '../../domain/validate-phone';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import type { SettingsTexts } from './settings-texts';
import './account-settings.css';

/** One person of the account as listed (K-45). */
export interface SettingsUser {
  /** The customer id for the primary contact, the subuser id otherwise. */
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, or null. */
  phone: string | null;
  isPrimary: boolean;
}

/** The account's contacts as loaded: the primary contact and the additional users, and how their loading went. */
export interface SettingsContacts {
  status: 'loading' | 'error' | 'ready';
  /** The primary contact (the signed-in customer, K-41); null while loading or on error. */
  primary: SettingsUser | null;
  /** The additional users (K-45, not deleted). */
  users: readonly SettingsUser[];
  /** The additional users could not be loaded. */
  usersError?: boolean;
  /** Loads the account again after an error. */
  onRetry?: () => void;
}

export interface AccountSettingsViewProps {
  /** The flow's words (settings-texts.ts). */
  texts: SettingsTexts;
  contacts: SettingsContacts;
  /** The provider allows additional users (K-42, K-43): each user can be edited and one added. */
  manageUsers: boolean;
  onEdit: (user: SettingsUser) => void;
  onAdd: () => void;
}

const fullName = (u: SettingsUser) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Account settings (K-40, K-41, K-45): the primary contact's own details with Edit, then the account's
 * users (the primary contact first); with `manageUsers`, every additional user has Edit and
 * "Add User" adds one (K-42). No data fetching: the widget passes everything in.
 */
export function AccountSettingsView({ texts: t, contacts, manageUsers, onEdit, onAdd }: AccountSettingsViewProps) {
  const { status, primary, users, usersError = false, onRetry } = contacts;
  const detailsId = useId();
  const usersId = useId();
  if (status === 'loading') return <LoadingNotice>{t['account-loading']}</LoadingNotice>;
  if (status === 'error' || !primary) {
    return (
      <ErrorNotice className="account-settings__error" onRetry={onRetry} retryLabel={t['link-retry']}>
        {t['settings-error']}
      </ErrorNotice>
    );
  }
  return (
    <div className="account-settings">
      <section className="account-settings__card" aria-labelledby={detailsId}>
        <h2 id={detailsId}>{t['settings-details']}</h2>
        <dl className="account-settings__details">
          <dt>{t['user-name']}</dt>
          <dd>{fullName(primary)}</dd>
          <dt>{t['user-email']}</dt>
          <dd>{primary.email}</dd>
          <dt>{t['user-phone']}</dt>
          <dd>{primary.phone ? formatPhoneMask(primary.phone) : '—'}</dd>
        </dl>
        <button type="button" className="button button--secondary" onClick={() => onEdit(primary)}>
          {t['settings-edit-details']}
        </button>
      </section>
      <section className="account-settings__card" aria-labelledby={usersId}>
        <h2 id={usersId}>{t['settings-users']}</h2>
        <ul className="account-settings__users">
          {[primary, ...users].map((u) => (
            <li key={`${u.isPrimary ? 'p' : 'u'}${u.id}`} className="account-settings__user">
              <span className="account-settings__user-name">
                {fullName(u)}
                {u.isPrimary ? <span className="account-settings__badge"> {t['settings-primary-badge']}</span> : null}
              </span>
              <span className="account-settings__user-email">{u.email}</span>
              {manageUsers && !u.isPrimary ? (
                <button type="button" className="button button--secondary" onClick={() => onEdit(u)} aria-label={fillMessage(t['settings-edit-user-named'], { name: fullName(u) })}>
                  {t['settings-edit-user']}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {usersError ? (
          <p className="field-error" role="alert">
            {t['settings-users-error']}
          </p>
        ) : null}
        {manageUsers ? (
          <button type="button" className="button button--primary" onClick={onAdd}>
            {t['user-add']}
          </button>
        ) : null}
      </section>
    </div>
  );
}
