/**
 * The words of /settings (K-40..K-53) the accountSettings widget reads from the flow (step settings; `account-loading`
 * and `link-retry` are flow-level, `account-loading` shared with the account page), as one object for the view and the user modal. K-51 and K-52 are
 * the spec's words (remove-primary, user-updated, user-created, user-removed, read by the widget itself); the field
 * errors are flow-level (required, invalid-email, invalid-phone-length); the rest are decisions.
 */
import { textsByKey } from '../contract/texts-of';
export const SETTINGS_TEXT_KEYS = [
  'account-loading', 'settings-error', 'settings-details', 'settings-edit-details', 'settings-users', 'settings-primary-badge',
  'settings-users-error', 'settings-edit-user', 'settings-edit-user-named', 'settings-saving', 'user-name', 'user-first-name',
  'user-last-name', 'user-email', 'user-phone', 'user-phone-hint', 'user-add', 'user-edit', 'user-edit-primary', 'user-make-primary',
  'user-remove', 'user-remove-confirm-title', 'user-remove-confirm-text', 'user-remove-confirm', 'user-remove-keep',
  'user-cancel', 'user-save', 'link-retry', 'rate-limited',
] as const;

type SettingsTextKey = (typeof SETTINGS_TEXT_KEYS)[number];

/** The resolved texts by key (`settings-edit-user-named` and `user-remove-confirm-text` keep their `{name}`, filled per user). */
export type SettingsTexts = Readonly<Record<SettingsTextKey, string>>;

/** Every text of the page through the widget's `text` (which throws on a key the step does not define). */
export function settingsTexts(text: (key: string) => string): SettingsTexts {
  return textsByKey(text, SETTINGS_TEXT_KEYS);
}
