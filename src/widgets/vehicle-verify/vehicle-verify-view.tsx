import { useId, useState } from 'react';
import { LOOKUP_COLORS } from '../../domain/vehicle-lists';
import { ContinueButton } from '../../ui/continue-button';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { LoadingNotice } from '../../ui/loading-notice';
import { MakeNotice } from '../vehicle-shared/make-notice';
import '../vehicle-shared/vehicle-widgets.css';
import type { InfoItem } from './verify-summary';

export interface VehicleVerifyViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Text shown when the lookup failed (with `onRetry`). */
  errorText?: string;
  onBackToLookup?: () => void;
  vehicle: { displayName: string; typeLabel: string; detail: string | null; imageUrl: string | null } | null;
  /** The four items (C-51); the first `revealed` are shown (C-55). */
  items: readonly InfoItem[];
  revealed: number;
  recalls: { status: 'loading' | 'error' | 'ready'; list: readonly string[] };
  color: string;
  onColor: (color: string) => void;
  colorStatus?: 'idle' | 'saving' | 'saved' | 'error';
  /** C-44: the not-offered-make notice. */
  notice?: string | null;
  /** A flow blocker's text, when the step is blocked. */
  blockerMessage?: string | null;
  busy?: boolean;
  onContinue: () => void;
}

/** Verify vehicle info: the looked-up vehicle, four facts revealed one by one, the recall list and a color choice. */
export function VehicleVerifyView(props: VehicleVerifyViewProps) {
  const { status, vehicle, items, revealed, recalls, notice, blockerMessage, busy = false } = props;
  const noticeId = useId();
  const titleId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  if (status === 'loading') {
    return <LoadingNotice>Looking up your vehicle…</LoadingNotice>;
  }
  if (status === 'error' || !vehicle) {
    return (
      <ErrorNotice className="vehicle-notice vehicle-notice--error" onRetry={props.onBackToLookup} retryLabel="Enter your vehicle again">
        {props.errorText ?? 'There was an error looking up your vehicle. Please try again.'}
      </ErrorNotice>
    );
  }
  const allShown = revealed >= items.length;
  const blocked = !allShown || !!notice || !!blockerMessage;
  return (
    <section className="vehicle-widget vehicle-verify" aria-labelledby={titleId}>
      <div className="vehicle-verify__head">
        {vehicle.imageUrl && !imageFailed ? (
          <img className="vehicle-verify__image" src={vehicle.imageUrl} alt={vehicle.displayName} onError={() => setImageFailed(true)} />
        ) : null}
        <div>
          <h2 id={titleId} className="vehicle-verify__name">
            {vehicle.displayName}
          </h2>
          <p className="vehicle-verify__type">{vehicle.typeLabel}</p>
          {vehicle.detail ? <p className="vehicle-verify__detail">{vehicle.detail}</p> : null}
        </div>
      </div>
      <ul className="vehicle-verify__items" aria-label="Vehicle information" aria-live="polite">
        {items.slice(0, revealed).map((item) => (
          <li key={item.label} className="vehicle-verify__item">
            <span className="vehicle-verify__label">{item.label}</span>
            <span className="vehicle-verify__value">{item.value}</span>
          </li>
        ))}
      </ul>
      {!allShown ? (
        <LoadingNotice>Checking your vehicle…</LoadingNotice>
      ) : (
        <div className="vehicle-verify__recalls">
          <h3>Open recalls</h3>
          {recalls.status === 'loading' ? <p className="widget-loading">Loading recalls…</p> : null}
          {recalls.status === 'error' ? <p className="ui-field__hint">Recall details are not available right now.</p> : null}
          {recalls.status === 'ready' && recalls.list.length === 0 ? <p>No open recalls found.</p> : null}
          {recalls.list.length > 0 ? (
            <ul>
              {recalls.list.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <div className="vehicle-verify__color">
        <SelectField
          label="Vehicle color"
          value={props.color}
          placeholder="Choose a color"
          choices={choicesOf(LOOKUP_COLORS)}
          hint={props.colorStatus === 'saving' ? 'Saving…' : props.colorStatus === 'saved' ? 'Color saved.' : undefined}
          error={props.colorStatus === 'error' ? 'We could not save the color. Please try again.' : null}
          onChange={props.onColor}
        />
      </div>
      <MakeNotice id={noticeId} text={notice ?? null} />
      <ContinueButton
        label="Continue"
        blocked={blocked}
        blockerMessage={blockerMessage ?? null}
        busy={busy}
        describedBy={notice ? noticeId : undefined}
        onContinue={props.onContinue}
      />
    </section>
  );
}
