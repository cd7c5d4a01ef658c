/**
 * The contract of a card-form adapter (Cal.com app-store style: one folder per processor under
 * src/widgets/payment/, loaded on demand through `adapters.ts`). An adapter draws the card fields and
 * the Confirm button; when the customer confirms it tokenizes the card and hands the token over.
 * Real adapters keep the card data inside the processor's own frames — it never touches our DOM.
 */
import type { CardToken } from '../../api/payments';
import type { ConfirmButtonProps } from './confirm-button';

/** The processors a provider can use (the flow computes which: the review's `processor` option). */
export type CardProcessor = 'stripe' | 'square';

/** The keys of the real card forms, from the provider's content. */
export interface CardFormKeys {
  stripePublishableKey?: string | null;
  squareApplicationId?: string | null;
  squareLocationId?: string | null;
}

/** The card forms' own texts (the flow's `card-processing`, `card-details`, `card-form-load-failed`: `cardFormTexts(text)`). */
export interface CardFormTexts {
  /** The button while a submit runs (H-27). */
  processing: string;
  /** The label of the card field. */
  cardDetails: string;
  /** The processor's form could not be loaded. */
  loadFailed: string;
}

/**
 * The Confirm button as the page knows it: its label ("Confirm Appointment"); inactive while a blocker holds or a
 * submit runs (focusable, but pressing only calls `onBlocked`); held by a blocker shown on press (active to the eye,
 * pressing only calls `onBlocked`); processing (H-27); the id of the reason, if any.
 * The adapter adds its own busy state and what confirming does.
 */
export type CardFormConfirm = Pick<ConfirmButtonProps, 'label' | 'inactive' | 'processing' | 'held' | 'describedBy' | 'onBlocked'>;

export interface CardFormProps {
  processor: CardProcessor;
  keys: CardFormKeys;
  /** The form's own texts (`cardFormTexts(text)`). */
  texts: CardFormTexts;
  /** The card was tokenized: submit the booking with this token. */
  onToken: (token: CardToken) => void;
  /** Tokenizing failed: logged only, no message. */
  onTokenizeError: (error: unknown) => void;
  /** The Confirm button the form draws, which tokenizes the card. */
  confirm: CardFormConfirm;
}
