import { useEffect, useMemo, useRef, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import { rateLimitedOr } from '../../api/failure-text';
import { fillMessage } from '../../domain/fill-message';
import { useCreateSubuser, useRemoveUser, useSubusers, useUpdateCustomer, useUpdateSubuser, type Subuser } from '../../api/users';
import { userModalPhoneValue, validateUserRemoval, type UserModalForm } from '../../domain/validate-user-modal';
import { useToast } from '../../ui/toasts/toast-context';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { serverTextOf } from '../shared/use-image-uploads';
import { ConfirmDeleteDialog } from '../account-shared/confirm-delete-dialog';
import type { accountSettingsSpec } from './account-settings.options';
import { AccountSettingsView, type SettingsContacts, type SettingsUser } from './account-settings-view';
import { settingsTexts } from './settings-texts';
import { UserModal } from './user-modal';

/** What the user modal is open on. */
type Editing = { kind: 'new' } | { kind: 'edit'; user: SettingsUser };

function subuserToUser(s: Subuser): SettingsUser {
  return { id: s.id, firstName: s.first_name, lastName: s.last_name ?? '', email: s.username, phone: s.phone ?? null, isPrimary: false };
}

/**
 * /settings (K-40..K-53): the signed-in customer — the primary contact — edits their own name, e-mail
 * and phone (K-41, POST /customer/{id}); the account's users are listed (K-45, GET /customer/{id}/subusers).
 * With `manageUsers` additional users are added (POST /subuser), edited (POST /subuser/{id}), removed
 * (POST /user/{id}) and made the primary contact (K-42, K-43). Each success shows its toast (K-52);
 * a failure shows the server's message in the modal (K-53).
 */
export default function AccountSettings({ options, text, values }: WidgetPropsOf<typeof accountSettingsSpec>) {
  const manageUsers = options.manageUsers === true;
  const own = useMemo(() => settingsTexts(text), [text]);
  const info = useCustomerInfo({ enabled: values.session.signedIn });
  const customer = info.data?.customer ?? null;
  const subusers = useSubusers(customer?.customer_id);
  const toast = useToast();
  const updateCustomer = useUpdateCustomer();
  const updateSubuser = useUpdateSubuser();
  const createSubuser = useCreateSubuser();
  const removeUser = useRemoveUser();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** K-66: the user whose removal waits for the customer's confirmation. */
  const [confirming, setConfirming] = useState<SettingsUser | null>(null);

  // Issue 29: a rate limit says "try again in a moment" instead of the load failures' own words.
  const texts = useMemo(
    () => ({
      ...own,
      'settings-error': rateLimitedOr(info.error, text, own['settings-error']),
      'settings-users-error': rateLimitedOr(subusers.error, text, own['settings-users-error']),
    }),
    [own, text, info.error, subusers.error],
  );
  const primary: SettingsUser | null = customer
    ? { id: customer.customer_id, firstName: customer.first_name, lastName: customer.last_name, email: customer.email, phone: customer.phone ?? null, isPrimary: true }
    : null;
  const contacts: SettingsContacts = {
    status: info.isError ? 'error' : info.isPending ? 'loading' : 'ready',
    primary,
    users: (subusers.data ?? []).filter((s) => !s.is_deleted).map(subuserToUser),
    usersError: subusers.isError,
    onRetry: () => void info.refetch(),
  };

  // The modal leaves the page when closed (it is not closed in place), so the browser does not give
  // focus back to what opened it: the widget does, as a closing dialog should.
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: Editing | null) => {
    if (next && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setModalError(null);
    setEditing(next);
  };
  useEffect(() => {
    if (editing !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [editing]);

  /** Runs a call for the modal: on success closes it and shows `successKey`'s text; on failure the server's message (K-53). */
  const run = async (call: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    setModalError(null);
    try {
      await call();
      open(null);
      toast.show({ kind: 'success', text: text(successKey) });
    } catch (e) {
      setModalError(serverTextOf(e, text));
    } finally {
      setBusy(false);
    }
  };

  const save = (form: UserModalForm) => {
    if (!editing || !customer) return;
    const first_name = (form.first_name ?? '').trim();
    const last_name = (form.last_name ?? '').trim();
    const email = (form.email ?? '').trim();
    if (editing.kind === 'new') {
      void run(() => createSubuser.mutateAsync({ customerId: customer.customer_id, fields: { first_name, last_name, username: email } }), 'user-created');
    } else if (editing.user.isPrimary) {
      const phone = userModalPhoneValue(form.phone) ?? undefined;
      void run(() => updateCustomer.mutateAsync({ customerId: customer.customer_id, fields: { first_name, last_name, email, phone } }), 'user-updated');
    } else {
      const id = editing.user.id;
      void run(() => updateSubuser.mutateAsync({ id, fields: { first_name, last_name, username: email } }), 'user-updated');
    }
  };

  const remove = () => {
    if (editing?.kind !== 'edit') return;
    // K-51: the primary contact is never removed; the contact is handed over first (K-43).
    const removal = validateUserRemoval({ isPrimary: editing.user.isPrimary });
    if (!removal.ok) {
      setModalError(text(removal.key, removal.vars));
      return;
    }
    setConfirming(editing.user);
  };
  const confirmRemove = () => {
    const id = confirming?.id;
    setConfirming(null);
    if (id !== undefined) void run(() => removeUser.mutateAsync(id), 'user-removed');
  };

  const makePrimary = () => {
    if (editing?.kind !== 'edit' || editing.user.isPrimary) return;
    const id = editing.user.id;
    void run(() => updateSubuser.mutateAsync({ id, fields: { make_primary: true } }), 'user-updated');
  };

  return (
    <>
      <AccountSettingsView
        texts={texts}
        contacts={contacts}
        manageUsers={manageUsers}
        onEdit={(user) => open({ kind: 'edit', user })}
        onAdd={() => open({ kind: 'new' })}
      />
      {editing ? (
        <UserModal
          user={editing.kind === 'edit' ? editing.user : null}
          manageUsers={manageUsers}
          text={text}
          texts={texts}
          call={{ busy, error: modalError }}
          onCancel={() => open(null)}
          onSave={save}
          onRemove={remove}
          onMakePrimary={makePrimary}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={texts['user-remove-confirm-title']}
        message={fillMessage(texts['user-remove-confirm-text'], { name: `${confirming?.firstName ?? ''} ${confirming?.lastName ?? ''}`.trim() })}
        confirmLabel={texts['user-remove-confirm']}
        keepLabel={texts['user-remove-keep']}
        busy={busy}
        error={null}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
