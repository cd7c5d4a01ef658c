import { AddressFieldsView, type AddressFieldsViewProps } from './address-fields-view';

export interface AddressFormViewProps extends AddressFieldsViewProps {
  /** All checks pass (B-30): otherwise Save is disabled. */
  canSave: boolean;
  saving: boolean;
  /** The save-failure message (L-61 / B-41), or null. */
  failure: string | null;
  /** The Save button's label, over the form's own ("Save Address"). */
  saveLabel?: string;
  onSave: () => void;
  onCancel?: () => void;
}

/**
 * The address fields with Save (B-30: disabled until every check passes; it stays focusable with
 * aria-disabled so pressing it shows every check's message) and the save-failure message.
 */
export function AddressFormView({ canSave, saving, failure, saveLabel, onSave, onCancel, ...fields }: AddressFormViewProps) {
  const { texts } = fields;
  const inactive = !canSave || saving;
  return (
    <form
      className="address-form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <AddressFieldsView {...fields} disabled={saving || fields.disabled} />
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={inactive || undefined}>
          {saving ? texts.saving : (saveLabel ?? texts.save)}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
      {failure ? (
        <p className="address-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
