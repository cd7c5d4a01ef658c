/**
 * The Stripe card form (H-22): Stripe Elements' card field (an iframe of Stripe's: card data never
 * touches our DOM) and the Confirm button, which tokenizes with `stripe.createToken`. Used only when
 * the provider has a publishable key (../adapters.ts). Loading failures are caught so the page stays
 * usable; a tokenization failure is only logged (A-22).
 */
import { useEffect, useId, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { CardFormProps } from '../card-form-props';
import { ConfirmButton } from '../confirm-button';

const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let p = loaded.get(key);
  if (!p) {
    p = loadStripe(key).catch((error: unknown) => {
      console.error('Stripe.js failed to load', error);
      loaded.delete(key);
      return null;
    });
    loaded.set(key, p);
  }
  return p;
}

export default function StripeCardForm(props: CardFormProps) {
  const key = props.keys.stripePublishableKey ?? '';
  const [stripe] = useState(() => stripeFor(key));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => {
      if (live && !s) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);
  if (failed) {
    return (
      <p className="card-form__unavailable" role="alert">
        {props.texts.loadFailed}
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ texts, confirm, onToken, onTokenizeError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [tokenizing, setTokenizing] = useState(false);
  return (
    <div className="card-form card-form--stripe">
      <p id={labelId} className="card-form__label">
        {texts.cardDetails}
      </p>
      <div className="card-form__element" role="group" aria-labelledby={labelId}>
        <CardElement options={{ hidePostalCode: false }} />
      </div>
      <ConfirmButton
        {...confirm}
        processingLabel={texts.processing}
        inactive={confirm.inactive || !stripe || !elements}
        processing={confirm.processing || tokenizing}
        onConfirm={async () => {
          const card = elements?.getElement(CardElement);
          if (!stripe || !card) return;
          setTokenizing(true);
          try {
            const result = await stripe.createToken(card);
            if (result.error || !result.token) onTokenizeError(result.error);
            else onToken({ stripe_token: result.token.id });
          } catch (error) {
            onTokenizeError(error);
          } finally {
            setTokenizing(false);
          }
        }}
      />
    </div>
  );
}
