/**
 * The contract of a card-form adapter (Cal.com app-store style: one folder per processor under
 * src/widgets/payment/, loaded on demand through `adapters.ts`). An adapter draws the card fields and
 * the Confirm button; when the customer confirms it tokenizes the card and hands the token over.
 * Real adapters keep the card data inside the processor's own frames — it never touches our DOM.
 */
import type { CardToken } from '../../api/payments';

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

export interface CardFormProps {
  processor: CardProcessor;
  keys: CardFormKeys;
  /** Label of the submit button ("Confirm Appointment"). */
  submitLabel: string;
  /** The form's own texts (`cardFormTexts(text)`). */
  texts: CardFormTexts;
  /** Confirming is not allowed now (a blocker holds or a submit is running): the button stays focusable but does nothing. */
  inactive: boolean;
  /** A submit is running (H-27): the button says so. */
  processing: boolean;
  /** Id of the element that explains why the button is inactive, if any. */
  describedBy?: string;
  /** The card was tokenized: submit the booking with this token. */
  onToken: (token: CardToken) => void;
  /** Confirm was pressed while inactive. */
  onBlocked?: () => void;
  /** Tokenizing failed: logged only, no message. */
  onTokenizeError: (error: unknown) => void;
}
