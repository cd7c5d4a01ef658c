/**
 * The words of the additional contact phone numbers editor (K-54..K-60) the widget reads from the flow (step settings:
 * `settings-saving` is shared with the user modal). `link-retry` is flow-level. K-55, K-59 and K-60 are the spec's words (invalid-phone-length,
 * phones-failed, phones-saved, read by the widget and the editor themselves); the rest are decisions.
 */
import { textsByKey } from '../contract/texts-of';
export const PHONES_TEXT_KEYS = [
  'phones-title', 'phones-intro', 'phones-loading', 'phones-error', 'phones-none', 'phones-appointment', 'phones-no-date',
  'phones-number', 'phones-add', 'phones-save', 'settings-saving', 'link-retry',
] as const;

type PhonesTextKey = (typeof PHONES_TEXT_KEYS)[number];

/** The resolved texts by key (`phones-appointment` keeps `{date}` and `{vehicle}`, `phones-number` its `{n}`). */
export type PhonesTexts = Readonly<Record<PhonesTextKey, string>>;

/** Every text of the editor through the widget's `text` (which throws on a key the step does not define). */
export function phonesTexts(text: (key: string) => string): PhonesTexts {
  return textsByKey(text, PHONES_TEXT_KEYS);
}
