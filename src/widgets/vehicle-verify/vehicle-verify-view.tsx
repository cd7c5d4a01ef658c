import { useId, useState } from 'react';
import { LOOKUP_COLORS } from '../../domain/vehicle-lists';
import { ContinueButton } from '../../ui/continue-button';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { LoadingNotice } from '../../ui/loading-notice';
import '../vehicle-shared/vehicle-widgets.css';
import type { InfoItem } from './verify-summary';
import type { VerifyTexts } from './verify-texts';

export interface VehicleVerifyViewProps {
  status: 'loading' | 'error' | 'ready';
  texts: VerifyTexts;
  /** Text shown when the lookup failed (with `onRetry`); the flow's lookup-failed text by default. */
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
  /** The step's blocker holds (C-56 while the facts are revealed, C-45-verify for a make not offered): Continue is inactive. */
  blocked: boolean;
  /** The blocker's message, shown under Continue as its reason (C-44's call-us notice, or the wait of C-56). */
  blockerMessage: string | null;
  busy?: boolean;
  /** Every press but while busy (blocked, the step refuses it). */
  onContinue: () => void;
}

/** Verify vehicle info: the looked-up vehicle, four facts revealed one by one, the recall list and a color choice. */
export function VehicleVerifyView(props: VehicleVerifyViewProps) {
  const { status, texts, vehicle, items, revealed, recalls, blocked, blockerMessage, busy = false } = props;
  const titleId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  if (status === 'loading') {
    return <LoadingNotice>{texts.loading}</LoadingNotice>;
  }
  if (status === 'error' || !vehicle) {
    return (
      <ErrorNotice className="vehicle-notice vehicle-notice--error" onRetry={props.onBackToLookup} retryLabel={texts.retry}>
        {props.errorText ?? texts.lookupFailed}
      </ErrorNotice>
    );
  }
  const allShown = revealed >= items.length;
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
      <ul className="vehicle-verify__items" aria-label={texts.itemsLabel} aria-live="polite">
        {items.slice(0, revealed).map((item) => (
          <li key={item.label} className="vehicle-verify__item">
            <span className="vehicle-verify__label">{item.label}</span>
            <span className="vehicle-verify__value">{item.value}</span>
          </li>
        ))}
      </ul>
      {!allShown ? (
        <LoadingNotice>{texts.checking}</LoadingNotice>
      ) : (
        <div className="vehicle-verify__recalls">
          <h3>{texts.recallsTitle}</h3>
          {recalls.status === 'loading' ? <p className="widget-loading">{texts.recallsLoading}</p> : null}
          {recalls.status === 'error' ? <p className="ui-field__hint">{texts.recallsFailed}</p> : null}
          {recalls.status === 'ready' && recalls.list.length === 0 ? <p>{texts.recallsNone}</p> : null}
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
          label={texts.color}
          value={props.color}
          placeholder={texts.colorPlaceholder}
          choices={choicesOf(LOOKUP_COLORS)}
          hint={props.colorStatus === 'saving' ? texts.colorSaving : props.colorStatus === 'saved' ? texts.colorSaved : undefined}
          error={props.colorStatus === 'error' ? texts.colorFailed : null}
          onChange={props.onColor}
        />
      </div>
      <ContinueButton label={texts.continue} blocked={blocked} blockerMessage={blockerMessage} busy={busy} busyLabel={texts.pleaseWait} onContinue={props.onContinue} />
    </section>
  );
}
