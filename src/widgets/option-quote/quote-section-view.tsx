import { useId } from 'react';
import type { QuoteSection } from '../../api/quotes';
import { optionCardWidths } from './quote-model';
import { QuoteOptionCard } from './quote-option-card';
import type { QuoteTexts } from './quote-texts';

export interface QuoteSectionViewProps {
  section: QuoteSection;
  /** Index of the chosen option, or null. */
  chosen: number | null;
  onToggle: (option: number) => void;
  texts: QuoteTexts;
}

/**
 * A quote section (L-28): its name and note, and its options as cards — 30 % wide, the last row widened to
 * 90 % divided by its count (L-31) — in a group named after the section, one option chosen at most (L-29).
 */
export function QuoteSectionView({ section, chosen, onToggle, texts }: QuoteSectionViewProps) {
  const headingId = useId();
  const widths = optionCardWidths(section.options.length);
  return (
    <section className="quote-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="quote-section__name">
        {section.name}
      </h2>
      {section.note ? <p className="quote-section__note">{section.note}</p> : null}
      <div role="group" aria-labelledby={headingId}>
        <ul className="quote-section__options">
          {section.options.map((option, i) => (
            <QuoteOptionCard
              key={option.quote_option_id}
              option={option}
              width={widths[i]!}
              selected={chosen === i}
              onToggle={() => onToggle(i)}
              texts={texts}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
