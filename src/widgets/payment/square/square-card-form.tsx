/**
 * The Square card form (H-23): Square's Web Payments card (its own iframe: card data never touches
 * our DOM) with its pay button labelled Confirm Appointment. Used only when the provider has a Square
 * application id and location id (../adapters.ts). A tokenization failure is only logged.
 */
import { Component, type ReactNode } from 'react';
import { CreditCard, PaymentForm } from 'react-square-web-payments-sdk';
import type { CardFormProps } from '../card-form-props';

class SquareBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Square card form failed', error);
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="card-form__unavailable" role="alert">
          {this.props.failedText}
        </p>
      );
    }
    return this.props.children;
  }
}

export default function SquareCardForm({ keys, texts, confirm, onToken, onTokenizeError }: CardFormProps) {
  const { label, inactive, processing, describedBy } = confirm;
  return (
    <SquareBoundary failedText={texts.loadFailed}>
      <div className="card-form card-form--square">
        <PaymentForm
          applicationId={keys.squareApplicationId ?? ''}
          locationId={keys.squareLocationId ?? ''}
          cardTokenizeResponseReceived={(result) => {
            if (result.status === 'OK' && result.token) onToken({ square_token: result.token });
            else onTokenizeError('errors' in result ? result.errors : result.status);
          }}
        >
          <CreditCard buttonProps={{ isLoading: inactive || processing, 'aria-describedby': describedBy }}>
            {processing ? texts.processing : label}
          </CreditCard>
        </PaymentForm>
      </div>
    </SquareBoundary>
  );
}
