import type { AccountTexts } from './account-messages';
import type { PlaceLabels } from './my-places-section';

/** The My Places wording (K-63..K-66) picked from the account texts. */
export function placeLabels(t: AccountTexts): PlaceLabels {
  return {
    edit: t['place-edit'],
    nameLabel: t['place-name'],
    save: t['place-save'],
    cancelEdit: t['place-cancel-edit'],
    makePrimary: t['place-make-primary'],
    remove: t['place-delete'],
    confirmTitle: t['place-confirm-title'],
    confirmText: t['place-confirm-text'],
    confirm: t['place-confirm'],
    keep: t['place-keep'],
    workplaceTitle: t['place-workplace'],
    failed: t['place-failed'],
    retry: t['link-retry'],
  };
}
