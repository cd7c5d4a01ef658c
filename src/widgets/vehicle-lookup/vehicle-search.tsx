import { useEffect, useMemo, useState } from 'react';
import { useTypeahead } from '../../api/vehicle-catalog';
import type { LookupTexts } from './lookup-texts';
import { VehicleSearchView, type SearchResultItem } from './vehicle-search-view';

/** What a search fills into the year/make/model form. */
export interface SearchFill {
  year: number;
  makeId: number;
  modelId: number;
  submodelId: number | null;
  color: string;
}

interface Candidate extends SearchResultItem {
  makeId: number;
  modelId: number;
  submodelId: number | null;
  year: number | null;
}

/** Typed text settles for this long before a search is sent. */
const DEBOUNCE_MS = 250;

export interface VehicleSearchProps {
  open: boolean;
  onClose: () => void;
  /** C-17: the dialog's years (1990 to next year). */
  years: readonly number[];
  onUse: (fill: SearchFill) => void;
  texts: LookupTexts['search'];
  /** The flow's messages (`required` for a missing year). */
  text: (key: string) => string;
}

/** The search dialog's data: GET /search-typeahead (queryType vehicle) on the settled text (C-15). */
export function VehicleSearch({ open, onClose, years, onUse, texts, text }: VehicleSearchProps) {
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  const [picked, setPicked] = useState<Candidate | null>(null);
  const [year, setYear] = useState('');
  const [color, setColor] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setSettled(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query]);

  const search = useTypeahead(settled);
  const results = useMemo<Candidate[]>(() => {
    const out: Candidate[] = [];
    for (const group of search.data?.siteSearchResultGroupList ?? []) {
      for (const r of group.siteSearchResultList) {
        const m = r.action?.vehicleMetadata;
        if (m?.makeId == null || m.modelId == null) continue;
        out.push({ key: `${out.length}-${r.label}`, label: r.label, detail: r.detailLabel, makeId: m.makeId, modelId: m.modelId, submodelId: m.submodelId ?? null, year: m.year ?? null });
      }
    }
    return out;
  }, [search.data]);

  const reset = () => {
    setQuery('');
    setSettled('');
    setPicked(null);
    setYear('');
    setColor('');
    setShowErrors(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const status = settled === '' ? 'idle' : search.isError ? 'error' : search.isFetching || settled !== query.trim() ? 'loading' : 'ready';
  const yearError = showErrors && year === '' ? text('required') : null;

  return (
    <VehicleSearchView
      open={open}
      onClose={close}
      texts={texts}
      search={{
        query,
        onQuery: setQuery,
        status,
        results: status === 'ready' ? results : [],
        onPick: (item) => {
          const c = results.find((r) => r.key === item.key);
          if (!c) return;
          setPicked(c);
          setYear(c.year !== null && years.includes(c.year) ? String(c.year) : '');
        },
      }}
      picked={
        picked && {
          label: picked.label,
          years,
          year,
          onYear: setYear,
          yearError,
          color,
          onColor: setColor,
          onBack: () => {
            setPicked(null);
            setShowErrors(false);
          },
          onUse: () => {
            setShowErrors(true);
            if (year === '') return;
            onUse({ year: Number(year), makeId: picked.makeId, modelId: picked.modelId, submodelId: picked.submodelId, color });
            reset();
          },
        }
      }
    />
  );
}
