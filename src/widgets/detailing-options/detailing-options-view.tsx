import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { dollarsToCents } from '../../domain/money';
import { NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { offeringName } from '../shared/offering-to-cart-line';
import { AddonSwitch } from './addon-switch';
import { DirtSlider } from './dirt-slider';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';
import type { DetailingOptionsText } from './detailing-texts';

export interface DetailingOptionsViewProps {
  /** The chosen detailing service (null when none is in the cart). */
  service: ServiceOffering | null;
  addons: readonly ServiceOffering[];
  selectedAddonIds: readonly number[];
  /** The flow's `prices` part (H-08). */
  showPrices: boolean;
  /** The flow's `dirtQuestion` part (D-25): the "How dirty is your vehicle?" slider. */
  showDirtQuestion: boolean;
  dirtLevel: number;
  note: string;
  /** The chosen service is a Scratch or Paint service: the note is required (D-30). */
  noteRequired: boolean;
  /** The provider's "What you need to know" items (D-29), or the flow's default ones. */
  needToKnow: readonly string[];
  /** The step's messages. */
  text: DetailingOptionsText;
  loading?: boolean;
  onToggleAddon: (addon: ServiceOffering) => void;
  onDirtLevel: (level: number) => void;
  onNote: (note: string) => void;
}

/** /pricing/detailing-more: Service Details, Add-on Services, the dirt question, Notes, What you need to know. */
export function DetailingOptionsView(props: DetailingOptionsViewProps) {
  const { service, addons, selectedAddonIds, showPrices, showDirtQuestion, dirtLevel, note, noteRequired, needToKnow, text } = props;
  const id = useId();
  if (props.loading) {
    return <LoadingNotice>{text('detailing-loading')}</LoadingNotice>;
  }
  const bullets = service?.card_bullet_points ?? [];
  return (
    <div className="detailing-options">
      <section aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{text('detailing-details')}</h2>
        {service ? (
          <>
            <p className="detailing-options__service">
              <strong>{offeringName(service)}</strong>
            </p>
            {bullets.length > 0 ? (
              <ul>
                {bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
            {service.details_blurb ? <p>{service.details_blurb}</p> : null}
          </>
        ) : (
          <p>{text('detailing-none-chosen')}</p>
        )}
      </section>

      {addons.length > 0 ? (
        <section aria-labelledby={`${id}-addons`}>
          <h2 id={`${id}-addons`}>{text('addon-services')}</h2>
          <ul className="addon-switches">
            {addons.map((a) => (
              <li key={a.service_offering_id}>
                <AddonSwitch
                  name={offeringName(a)}
                  priceCents={showPrices ? dollarsToCents(a.total_cost_dollars) : null}
                  checked={selectedAddonIds.includes(a.service_offering_id)}
                  onToggle={() => props.onToggleAddon(a)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {showDirtQuestion ? <DirtSlider value={dirtLevel} text={text} onChange={props.onDirtLevel} /> : null}

      <div className="detailing-options__notes">
        <label htmlFor={`${id}-notes`} className="detailing-options__notes-label">
          <strong>{text(noteRequired ? 'detailing-notes-required' : 'detailing-notes')}</strong>
        </label>
        <p id={`${id}-notes-hint`} className="field-hint">
          {text('detailing-notes-guidance')}
        </p>
        <textarea
          id={`${id}-notes`}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          aria-required={noteRequired || undefined}
          aria-describedby={`${id}-notes-hint ${id}-notes-count`}
          onChange={(e) => props.onNote(e.target.value)}
        />
        <p id={`${id}-notes-count`} className="char-count">
          {text('address-note-count', { count: note.length, max: NOTE_MAX_LENGTH })}
        </p>
      </div>

      <section className="need-to-know" aria-labelledby={`${id}-know`}>
        <h2 id={`${id}-know`}>{text('need-to-know')}</h2>
        <ul>
          {needToKnow.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
