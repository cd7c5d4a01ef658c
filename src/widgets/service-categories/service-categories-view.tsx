import { useId } from 'react';
import { CATEGORY_CARDS, type ServiceCategory } from './categories';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';

export interface ServiceCategoriesViewProps {
  categories: readonly ServiceCategory[];
  /** The offered schedule types are still loading. */
  loading?: boolean;
  /** A previous pick is being handled. */
  busy?: boolean;
  onPick: (category: ServiceCategory) => void;
}

/** The category cards of /pricing/simple: one button per category, titled as the spec writes it. */
export function ServiceCategoriesView({ categories, loading = false, busy = false, onPick }: ServiceCategoriesViewProps) {
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>Loading services…</LoadingNotice>;
  }
  return (
    <ul className="category-cards" aria-label="Service categories">
      {categories.map((category) => {
        const card = CATEGORY_CARDS[category];
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
