/**
 * Card-form adapters by name, loaded on demand (Cal.com app-store style): the Stripe and Square SDK
 * code sits only in its own chunk, fetched when a card form is shown. The offline adapter (a labelled
 * test card form for the preview and tests) exists only in mock builds: behind `__MOCKS__` the
 * production build drops its import entirely.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CardFormKeys, CardFormProps, CardProcessor } from './card-form-props';
import type { ProviderContent } from '../contract/widget-props';

export type AdapterName = 'stripe' | 'square' | 'offline';

type LazyForm = LazyExoticComponent<ComponentType<CardFormProps>>;

export const cardFormAdapters: Readonly<Record<AdapterName, LazyForm | null>> = {
  stripe: lazy(() => import('./stripe/stripe-card-form')),
  square: lazy(() => import('./square/square-card-form')),
  offline: __MOCKS__ ? lazy(() => import('./offline/offline-card-form')) : null,
};

/** Whether the real form of `processor` has its keys (a publishable key; an application and a location id). */
export function hasRealKeys(processor: CardProcessor, keys: CardFormKeys): boolean {
  if (processor === 'stripe') return !!keys.stripePublishableKey?.trim();
  return !!keys.squareApplicationId?.trim() && !!keys.squareLocationId?.trim();
}

/**
 * Which adapter draws the card form: the processor's real one when its keys are configured, else the
 * offline test form in mock builds, else none (card payment unavailable — the SDKs cannot work without keys).
 */
export function chooseAdapter(processor: CardProcessor, keys: CardFormKeys, mocks: boolean = __MOCKS__): AdapterName | null {
  if (hasRealKeys(processor, keys)) return processor;
  return mocks ? 'offline' : null;
}

/** The keys of the real forms, from the provider's content. */
export function cardFormKeys(content: Readonly<Pick<ProviderContent, 'stripe_publishable_key' | 'square_application_id' | 'square_location_id'>>): CardFormKeys {
  return {
    stripePublishableKey: content.stripe_publishable_key ?? null,
    squareApplicationId: content.square_application_id ?? null,
    squareLocationId: content.square_location_id ?? null,
  };
}
