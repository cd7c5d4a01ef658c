import { useId } from 'react';
import type { ServiceCategory } from './categories';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';

/** A card's words, from the flow's messages. */
interface CategoryCardText {
  title: string;
  description: string;
}

export interface ServiceCategoriesViewProps {
  categories: readonly ServiceCategory[];
  /** The flow's texts: each card's title and description, the list's name, the loading line. */
  texts: { card: (category: ServiceCategory) => CategoryCardText; label: string; loading: string };
  /** The offered schedule types are still loading. */
  loading?: boolean;
  /** A previous pick is being handled. */
  busy?: boolean;
  onPick: (category: ServiceCategory) => void;
}

/** The category cards of /pricing/simple: one button per category, titled as the spec writes it. */
export function ServiceCategoriesView({ categories, texts, loading = false, busy = false, onPick }: ServiceCategoriesViewProps) {
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>{texts.loading}</LoadingNotice>;
  }
  return (
    <ul className="category-cards" aria-label={texts.label}>
      {categories.map((category) => {
        const card = texts.card(category);
        const descriptionId = `${baseId}-${category}`;
        return (
          <li key={category}>
            <button
              type="button"
              className={`category-card category-card--${category}`}
              aria-describedby={descriptionId}
              aria-busy={busy || undefined}
              onClick={() => {
                if (!busy) onPick(category);
              }}
            >
              <span className="category-card__title">{card.title}</span>
              <span id={descriptionId} className="category-card__description">
                {card.description}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
