import { useId, useState } from 'react';
import { maskPhoneTyping } from '../../domain/phone-mask';
import { formatPhoneMask } from '../../domain/validate-phone';
import { userModalChanged, validateUserModal, type UserModalField, type UserModalForm } from '../../domain/validate-user-modal';
import { hasNoErrors } from '../../domain/validation-messages';
import { TextField } from '../../ui/fields/text-field';
import { ModalDialog } from '../../ui/modal-dialog';
import type { SettingsUser } from './account-settings-view';
import type { SettingsTexts } from './settings-texts';

export interface UserModalProps {
  /**
   * The user edited, or null for a new additional user (K-42). Save stays disabled until something differs from the
   * user's saved values (K-50). For the primary contact the phone shows and is required (K-48); removing is refused (K-51).
   */
  user: SettingsUser | null;
  /** The provider allows additional users (K-42, K-43): Remove and Make Primary Contact are offered. */
  manageUsers: boolean;
  /** The modal's call: under way (the buttons wait), or failed with the server's message (K-53) or the K-51 refusal. */
  call: { busy: boolean; error: string | null };
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
  /** The page's words (settings-texts.ts). */
  texts: SettingsTexts;
  onCancel: () => void;
  onSave: (form: UserModalForm) => void;
  onRemove?: () => void;
  onMakePrimary?: () => void;
}

type Form = Required<{ [K in keyof UserModalForm]: string }>;

function toForm(initial: UserModalForm): Form {
  return {
    first_name: initial.first_name ?? '',
    last_name: initial.last_name ?? '',
    email: initial.email ?? '',
    phone: initial.phone ? formatPhoneMask(initial.phone) : '',
  };
}

/**
 * The user modal (K-44..K-53): first and last name, e-mail and — for the primary contact only — the
 * phone, masked (999) 999-9999 while typing. Errors show once a field was left or Save pressed
 * (K-46..K-48); Save is enabled only when something changed (K-50). For an existing user, when the
 * provider allows additional users, Remove (K-42, refused for the primary contact, K-51, by the caller)
 * and Make Primary Contact (K-43, additional users only). A focus-trapping dialog that Escape closes.
 * Render it only while open (it keeps its own draft).
 */
export function UserModal({ user, manageUsers, call, text, texts: t, onCancel, onSave, onRemove, onMakePrimary }: UserModalProps) {
  const { busy, error } = call;
  const mode = user ? 'edit' : 'new';
  const isPrimary = user?.isPrimary ?? false;
  const initial: UserModalForm = user ? { first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone } : {};
  const titleId = useId();
  const [form, setForm] = useState<Form>(() => toForm(initial));
  const [touched, setTouched] = useState<Partial<Record<UserModalField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validateUserModal(form, { isPrimaryContact: isPrimary });
  const changed = userModalChanged(initial, form);
  const shown = (field: UserModalField) => {
    const key = submitted || touched[field] ? errors[field] : undefined;
    return key ? text(key) : null;
  };
  const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const blurOf = (field: UserModalField) => ({ onBlurCapture: () => setTouched((t) => ({ ...t, [field]: true })) });
  const title = t[mode === 'new' ? 'user-add' : isPrimary ? 'user-edit-primary' : 'user-edit'];

  return (
    <ModalDialog open labelledBy={titleId} onClose={onCancel} className="user-modal">
      <h2 id={titleId}>{title}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (busy || !changed) return;
          setSubmitted(true);
          if (hasNoErrors(errors)) onSave(form);
        }}
      >
        <div {...blurOf('first_name')}>
          <TextField label={t['user-first-name']} required value={form.first_name} onChange={set('first_name')} error={shown('first_name')} autoComplete="given-name" />
        </div>
        <TextField label={t['user-last-name']} value={form.last_name} onChange={set('last_name')} autoComplete="family-name" />
        <div {...blurOf('email')}>
          <TextField label={t['user-email']} required value={form.email} onChange={set('email')} error={shown('email')} autoComplete="email" />
        </div>
        {isPrimary ? (
          <div {...blurOf('phone')}>
            <TextField
              label={t['user-phone']}
              required
              value={form.phone}
              onChange={(v) => set('phone')(maskPhoneTyping(v, 11))}
              error={shown('phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              hint={t['user-phone-hint']}
            />
          </div>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal__actions">
          {mode === 'edit' && manageUsers && !isPrimary && onMakePrimary ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onMakePrimary}>
              {t['user-make-primary']}
            </button>
          ) : null}
          {mode === 'edit' && manageUsers && onRemove ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onRemove}>
              {t['user-remove']}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t['user-cancel']}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !changed}>
            {busy ? t['settings-saving'] : t['user-save']}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
