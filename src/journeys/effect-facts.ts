import type { Scalar } from '../engine';

/**
 * What each flow effect does to the booking facts the journey model tracks, by effect name: the effect runner's
 * `clearCart` empties the cart, so `bookingFacts` then says `cartEmpty`. The model checker (findJourneys) applies
 * these after a rule's or a guard's effects; an effect not listed changes no fact.
 */
export const effectFacts: Readonly<Record<string, Readonly<Record<string, Scalar>>>> = {
  clearCart: { cartEmpty: true },
};
