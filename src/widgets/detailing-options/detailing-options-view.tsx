import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { dollarsToCents } from '../../domain/money';
import { NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { offeringName } from '../shared/offering-to-cart-line';
import { AddonSwitch } from './addon-switch';
import { DirtSlider } from './dirt-slider';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';

export interface DetailingOptionsViewProps {
  /** The chosen detailing service (null when none is in the cart). */
  service: ServiceOffering | null;
  addons: readonly ServiceOffering[];
  selectedAddonIds: readonly number[];
  hidePrices: boolean;
  /** The dirt question's label, or null when the provider does not ask it (D-25). */
  dirtQuestion: string | null;
  dirtLevel: number;
  note: string;
  /** Guidance under the Notes label (D-27). */
  noteGuidance: string;
  /** The chosen service is a Scratch or Paint service: the note is required (D-30). */
  noteRequired: boolean;
  needToKnowTitle: string;
  needToKnow: readonly string[];
  loading?: boolean;
  onToggleAddon: (addon: ServiceOffering) => void;
  onDirtLevel: (level: number) => void;
  onNote: (note: string) => void;
}

/** /pricing/detailing-more: Service Details, Add-on Services, the dirt question, Notes, What you need to know. */
export function DetailingOptionsView(props: DetailingOptionsViewProps) {
  const { service, addons, selectedAddonIds, hidePrices, dirtQuestion, dirtLevel, note, noteGuidance, noteRequired, needToKnowTitle, needToKnow } = props;
  const id = useId();
  if (props.loading) {
    return <LoadingNotice>Loading detailing services…</LoadingNotice>;
  }
  const bullets = service?.card_bullet_points ?? [];
  return (
    <div className="detailing-options">
      <section aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>Service Details</h2>
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
          <p>No detailing service is chosen yet. Please go back and choose one.</p>
        )}
      </section>

      {addons.length > 0 ? (
        <section aria-labelledby={`${id}-addons`}>
          <h2 id={`${id}-addons`}>Add-on Services</h2>
          <ul className="addon-switches">
            {addons.map((a) => (
              <li key={a.service_offering_id}>
                <AddonSwitch
                  name={offeringName(a)}
                  priceCents={hidePrices ? null : dollarsToCents(a.total_cost_dollars)}
                  checked={selectedAddonIds.includes(a.service_offering_id)}
                  onToggle={() => props.onToggleAddon(a)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {dirtQuestion ? <DirtSlider label={dirtQuestion} value={dirtLevel} onChange={props.onDirtLevel} /> : null}

      <div className="detailing-options__notes">
        <label htmlFor={`${id}-notes`} className="detailing-options__notes-label">
          <strong>Notes{noteRequired ? ' (required)' : ''}</strong>
        </label>
        <p id={`${id}-notes-hint`} className="field-hint">
          {noteGuidance}
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
          {note.length}/{NOTE_MAX_LENGTH} characters
        </p>
      </div>

      <section className="need-to-know" aria-labelledby={`${id}-know`}>
        <h2 id={`${id}-know`}>{needToKnowTitle}</h2>
        <ul>
          {needToKnow.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
