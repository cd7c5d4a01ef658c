import type { PlaceLabels } from './my-places-section';

/** The My Places texts of the account-home step (flows/booking.flow.json), for stories and tests. */
export const samplePlaceLabels: PlaceLabels = {
  edit: 'Edit',
  nameLabel: 'Place name',
  save: 'Save',
  cancelEdit: 'Cancel',
  makePrimary: 'Make Primary',
  remove: 'Delete',
  confirmTitle: 'Delete this place?',
  confirmText: 'This place will be removed from your saved places.',
  confirm: 'Delete Place',
  keep: 'Keep Place',
  workplaceTitle: 'workplace or shop',
  failed: 'Sorry, something went wrong. Please try again.',
  retry: 'Try again',
};
