import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../account-shared/confirm-delete-dialog';

/** The My Places wording (flow messages of the account-home step; the spec quotes none of it). */
export interface PlaceLabels {
  edit: string;
  nameLabel: string;
  save: string;
  cancelEdit: string;
  makePrimary: string;
  remove: string;
  confirmTitle: string;
  /** Shown after the place's name. */
  confirmText: string;
  confirm: string;
  keep: string;
  workplaceTitle: string;
  failed: string;
  /** The button that loads the places again after a failed load. */
  retry: string;
}

/** What the section can do to the saved places; each promise rejects with the text to show. */
export interface PlaceActions {
  /** K-63 (update): a new display name. */
  rename: (id: number, name: string) => Promise<unknown>;
  /** K-64 */
  makePrimary: (id: number) => Promise<unknown>;
  /** K-63 (delete: is_deleted true), after K-66's confirmation. */
  remove: (id: number) => Promise<unknown>;
  /** K-65: removes the saved workplace/shop, after K-66's confirmation. */
  removeWorkplace: (clientLocationId: number) => Promise<unknown>;
}

export interface MyPlacesSectionProps {
  title: string;
  /** K-62: the saved addresses (GET /customer/address), sorted by display name; null while loading. */
  places: readonly { id: number; name: string; address: string; primary: boolean }[] | null;
  /** K-65: the saved workplace/shop (the customer's default client location), if any. */
  workplace?: { id: number; name: string; address: string } | null;
  emptyText: string;
  /** Shown while the places load. */
  loadingText: string;
  primaryLabel: string;
  labels?: PlaceLabels;
  /** Without actions the list is read-only (stories, previews). */
  actions?: PlaceActions;
  /** The places could not be loaded (issue 29): what to say (null: the labels' `failed`) and how to try again. */
  loadFailed?: { text: string | null; onRetry: () => void } | null;
}

type Pending = { kind: 'address' | 'workplace'; id: number; name: string };

function failure(e: unknown, fallback: string): string {
  return e instanceof Error && e.message.trim() !== '' ? e.message : fallback;
}

/**
 * My Places (K-62..K-66): the saved addresses, the primary one marked, each renamed (K-63), made
 * primary (K-64) or deleted (K-63); the saved workplace/shop removed (K-65). Every deletion asks first
 * in a modal dialog (K-66); focus comes back to the opener, or to the heading when the opener is gone.
 */
export function MyPlacesSection({ title, places, workplace, emptyText, loadingText, primaryLabel, labels: l, actions, loadFailed }: MyPlacesSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  /**
   * A deleted place whose item has not left the list yet. Its opener goes away with the item, so once the
   * dialog is closed and the refreshed list no longer shows it, focus goes to the heading (K-64) — whatever
   * the order of the dialog closing and the list refetch.
   */
  const [deleted, setDeleted] = useState<Pending | null>(null);
  const deletedGone = deleted !== null && (deleted.kind === 'address' ? !(places ?? []).some((p) => p.id === deleted.id) : workplace?.id !== deleted.id);
  useEffect(() => {
    if (pending !== null || !deletedGone) return;
    heading.current?.focus();
    setDeleted(null);
  }, [pending, deletedGone]);
  const editable = l && actions;

  const run = (work: Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setError(null);
    work
      .then(() => after?.())
      .catch((e: unknown) => setError(failure(e, l?.failed ?? '')))
      .finally(() => setBusy(false));
  };
  const confirmDelete = () => {
    if (!pending || !actions || !l) return;
    setBusy(true);
    setDialogError(null);
    (pending.kind === 'address' ? actions.remove(pending.id) : actions.removeWorkplace(pending.id))
      .then(() => {
        setDeleted(pending);
        setPending(null);
      })
      .catch((e: unknown) => setDialogError(failure(e, l.failed)))
      .finally(() => setBusy(false));
  };
  const askDelete = (p: Pending) => {
    setDialogError(null);
    setPending(p);
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="account-section__title">
        {title}
      </h2>
      {error ? (
        <p className="account-card__error" role="alert">
          {error}
        </p>
      ) : null}
      {loadFailed && l ? (
        <p className="account-card__error" role="alert">
          {loadFailed.text ?? l.failed}{' '}
          <button type="button" className="button button--secondary button--small" onClick={loadFailed.onRetry}>
            {l.retry}
          </button>
        </p>
      ) : null}
      {places === null ? (
        <p role="status">{loadingText}</p>
      ) : places.length === 0 && !workplace ? (
        // A failed load has said so above: no places known is not "no saved places".
        loadFailed ? null : <p className="account-section__empty">{emptyText}</p>
      ) : (
        <ul className="account-section__cards account-section__cards--grid">
          {places.map((p) => (
            <li key={p.id} className="account-card">
              {editable && editing?.id === p.id ? (
                <form
                  className="account-card__edit"
                  onSubmit={(e) => {
                    e.preventDefault();
                    const name = editing.name.trim();
                    if (name === '' || busy) return;
                    run(actions.rename(p.id, name), () => setEditing(null));
                  }}
                >
                  <label htmlFor={`${headingId}-name-${p.id}`}>{l.nameLabel}</label>
                  <input id={`${headingId}-name-${p.id}`} value={editing.name} required onChange={(e) => setEditing({ id: p.id, name: e.target.value })} />
                  <div className="appointment-card__actions">
                    <button type="submit" className="button button--primary button--small" aria-disabled={busy || undefined}>
                      {l.save}
                    </button>
                    <button type="button" className="button button--secondary button--small" onClick={() => setEditing(null)}>
                      {l.cancelEdit}
                    </button>
                  </div>
                </form>
              ) : (
                <p className="account-card__title">
                  {p.name}
                  {p.primary ? <span className="account-card__badge"> ({primaryLabel})</span> : null}
                </p>
              )}
              <p>{p.address}</p>
              {editable && editing?.id !== p.id ? (
                <div className="appointment-card__actions">
                  <button type="button" className="button button--secondary button--small" aria-label={`${l.edit} ${p.name}`} onClick={() => setEditing({ id: p.id, name: p.name })}>
                    {l.edit}
                  </button>
                  {p.primary ? null : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`${l.makePrimary}: ${p.name}`}
                      aria-disabled={busy || undefined}
                      onClick={() => (busy ? undefined : run(actions.makePrimary(p.id)))}
                    >
                      {l.makePrimary}
                    </button>
                  )}
                  <RemoveButton label={l.remove} name={p.name} onClick={() => askDelete({ kind: 'address', id: p.id, name: p.name })} />
                </div>
              ) : null}
            </li>
          ))}
          {workplace && l ? (
            <li className="account-card">
              <p className="account-card__title">
                {workplace.name} <span className="account-card__badge">({l.workplaceTitle})</span>
              </p>
              <p>{workplace.address}</p>
              {actions ? (
                <div className="appointment-card__actions">
                  <RemoveButton label={l.remove} name={workplace.name} onClick={() => askDelete({ kind: 'workplace', id: workplace.id, name: workplace.name })} />
                </div>
              ) : null}
            </li>
          ) : null}
        </ul>
      )}
      {editable ? (
        <ConfirmDeleteDialog
          open={pending !== null}
          title={l.confirmTitle}
          message={`${pending?.name ?? ''}: ${l.confirmText}`}
          confirmLabel={l.confirm}
          keepLabel={l.keep}
          busy={busy}
          error={dialogError}
          onConfirm={confirmDelete}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

/** A saved place's remove button, named with the place ("Delete Home"). */
function RemoveButton({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" aria-label={`${label} ${name}`} onClick={onClick}>
      {label}
    </button>
  );
}
