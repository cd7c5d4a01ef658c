import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProviderContent } from '../contract/widget-props';
import { useTrack } from '../contract/track-context';
import { useServiceArea } from '../../api/addresses';
import { streetNumberNotice } from '../../domain/validate-address';
import type { ShownStreetNumberNotice } from './address-fields-view';
import {
  checkAddress,
  enabledPropertyQuestions,
  type AddressCheck,
  type AddressDraft,
  type AddressFieldTexts,
  type AddressFormTexts,
  type AddressTextField,
  type PropertyQuestion,
} from './address-draft';
import type { PlaceSuggestion, PlacesAdapter } from './places/places-adapter';
import { usePlacesAdapter } from './places/use-places-adapter';

/** Characters typed before suggestions are asked for, and the pause after the last key. */
const SUGGEST_MIN_CHARS = 3;
const SUGGEST_DEBOUNCE_MS = 250;

interface AutocompleteModel {
  /** Null: no suggestions (no adapter). */
  adapter: Pick<PlacesAdapter, 'kind' | 'note'> | null;
  suggestions: PlaceSuggestion[];
  open: boolean;
  /** The last suggestion or place-details call failed: typing the address by hand still works. */
  unavailable: boolean;
  close: () => void;
  choose: (s: PlaceSuggestion) => void;
}

export interface AddressFormModel {
  draft: AddressDraft;
  questions: PropertyQuestion[];
  setField: (name: AddressTextField, value: string) => void;
  setAnswer: (id: string, checked: boolean) => void;
  setNote: (note: string) => void;
  /** A field lost focus (its checks may now show). */
  visit: (name: AddressTextField) => void;
  /** Save was pressed: every check shows. */
  attempt: () => void;
  check: AddressCheck;
  valid: boolean;
  /** The postal code is being checked against the service area (GET /service-area on its way; it ends within the request timeout). */
  checking: boolean;
  /** The message to show now (the first failing check the customer has reached), or null. */
  error: { kind: 'required' | 'postal-code' | 'service-area'; message: string } | null;
  /** B-31/B-32 after choosing a suggestion without a street number. */
  notice: ShownStreetNumberNotice | null;
  /** The draft was changed by the customer (not just restored). */
  dirty: boolean;
  autocomplete: AutocompleteModel;
  /** The form's own words (labels, hints, buttons), from the flow. */
  fieldTexts: AddressFieldTexts;
  /** Render inside the form (loads Google's adapter when configured). */
  placesLoader: ReactNode;
}

const REQUIRED: readonly AddressTextField[] = ['address_line_1', 'city', 'state', 'postal_code'];

/**
 * State of the address form: the draft, its checks (B-27..B-30 with the service area of GET /service-area;
 * a failed fetch skips that check, B-40), the property questions (B-35..B-37) and the autocomplete
 * (A-20, B-31, B-32). Messages show once the customer has reached them: required fields after a required
 * field was left blank, postal-code messages after the postal code was left or has 5 characters, all after
 * a Save attempt.
 */
export function useAddressForm(options: {
  initial: AddressDraft;
  /** The provider's content: the property questions (B-35) and the Google Maps key. */
  content: Readonly<ProviderContent>;
  texts: AddressFormTexts;
}): AddressFormModel {
  const { content, texts } = options;
  const [draft, setDraft] = useState<AddressDraft>(options.initial);
  const [dirty, setDirty] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<AddressTextField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<ShownStreetNumberNotice | null>(null);
  const questions = useMemo(() => enabledPropertyQuestions(content.address_verification_questions), [content.address_verification_questions]);

  const area = useServiceArea();
  const serviceArea = area.isError ? null : area.data;
  const check = checkAddress(draft, serviceArea, texts);

  let error: AddressFormModel['error'] = null;
  if (!check.ok && check.kind !== 'pending') {
    const blankVisited = REQUIRED.some((f) => visited.has(f) && draft[f].trim() === '');
    const postalReached = visited.has('postal_code') || draft.postal_code.trim().length >= 5;
    const shown = attempted || (check.kind === 'required' ? blankVisited : postalReached);
    if (shown) error = { kind: check.kind, message: check.message };
  }

  const setField = useCallback((name: AddressTextField, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setDirty(true);
    if (name === 'address_line_1') setNotice(null);
  }, []);
  const setAnswer = useCallback((id: string, checked: boolean) => {
    setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: checked } }));
    setDirty(true);
  }, []);
  const setNote = useCallback((note: string) => {
    setDraft((d) => ({ ...d, note }));
    setDirty(true);
  }, []);
  const visit = useCallback((name: AddressTextField) => setVisited((v) => (v.has(name) ? v : new Set([...v, name]))), []);
  const attempt = useCallback(() => setAttempted(true), []);

  // B-39: each address form error shown is also logged as an analytics event.
  const track = useTrack();
  const errorKey = error ? `${error.kind}:${error.message}` : null;
  useEffect(() => {
    if (error) track('address_form_error', { kind: error.kind, message: error.message });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per distinct error shown
  }, [errorKey, track]);

  const places = usePlacesAdapter(content.google_maps_api_key ?? null);
  const autocomplete = useAutocomplete(places.adapter, draft.address_line_1, (found, typed) => {
    const n = streetNumberNotice(typed, { hasStreetNumber: found.hasStreetNumber, foundAddress: found.formattedAddress });
    setDraft((d) => ({
      ...d,
      // B-31: keep what was typed (it has the number the service could not find); otherwise the place's line.
      address_line_1: n?.kind === 'no-exact-match' ? typed.trim() : found.fields.address_line_1,
      city: found.fields.city || d.city,
      state: found.fields.state || d.state,
      postal_code: found.fields.postal_code || d.postal_code,
    }));
    setDirty(true);
    setNotice(n ? { ...n, message: n.kind === 'no-exact-match' ? texts.noExactMatch : texts.missingStreetNumber } : null);
  });

  return {
    draft,
    questions,
    setField,
    setAnswer,
    setNote,
    visit,
    attempt,
    check,
    valid: check.ok,
    checking: check.ok === false && check.kind === 'pending',
    error,
    notice,
    dirty,
    autocomplete,
    fieldTexts: texts.fields,
    placesLoader: places.loader,
  };
}

/** Suggestions for address line 1: debounced, the latest request wins, closed after a choice until the next keystroke. */
function useAutocomplete(
  adapter: PlacesAdapter | null,
  typed: string,
  onFound: (found: Awaited<ReturnType<PlacesAdapter['details']>>, typed: string) => void,
): AutocompleteModel {
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const suppressed = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  useEffect(() => {
    const input = typed.trim();
    if (!adapter || input.length < SUGGEST_MIN_CHARS || suppressed.current === typed) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adapter
        .suggest(input, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          setSuggestions(list);
          setOpen(list.length > 0);
          setUnavailable(false);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setOpen(false); // typing still works; the field says suggestions are unavailable
          setUnavailable(true);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [adapter, typed]);

  const close = useCallback(() => setOpen(false), []);

  const choose = useCallback(
    (s: PlaceSuggestion) => {
      if (!adapter) return;
      const typedNow = typed;
      setOpen(false);
      adapter
        .details(s.placeId)
        .then((found) => {
          const next = found.hasStreetNumber || !/^\s*\d/.test(typedNow) ? found.fields.address_line_1 : typedNow.trim();
          suppressed.current = next;
          setUnavailable(false);
          onFoundRef.current(found, typedNow);
        })
        .catch(() => setUnavailable(true));
    },
    [adapter, typed],
  );

  return { adapter, suggestions, open, unavailable, close, choose };
}
