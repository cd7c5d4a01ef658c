/**
 * A widget's options schema, declared beside the component (`<folder>/<name>.options.ts`): the options the flow
 * may give it (a zod object, strict: the flow checker refuses an unknown, missing or mistyped option) and the parts
 * it shows only when the flow says so (`parts`: name → what the preview calls it, e.g. `workplace: 'At Work'`).
 * The catalogue (src/widgets/registry/catalog.ts) is derived from these; the component takes its props' types
 * from them (`WidgetPropsOf<typeof spec>`) with a type-only import, so no schema reaches the customer bundle.
 */
import type * as z from 'zod/mini';
import type { WidgetProps } from './widget-props';

/** The declaration of a widget's options and parts. */
export interface WidgetOptionsSpec<S extends z.ZodMiniObject = z.ZodMiniObject, P extends string = string> {
  /** The literal options the flow may write (a strict zod object). Computed values (`fromConfig`, `cases`) are checked by what they can give. */
  options: S;
  /** Options whose value is a message key (the step or the flow must define it). */
  messageOptions?: readonly (keyof z.infer<S> & string)[];
  /**
   * What the widget shows only when the flow says so, by part name, with the words the preview uses for it
   * (`prices: 'Prices'`). The flow writes a condition for every part (`"parts": { "prices": { … } }`); the
   * widget receives `parts.prices: boolean` and never reads the provider configuration to decide.
   */
  parts?: Readonly<Record<P, string>>;
}

/** Declares a widget's spec (keeps the literal part names for the props' type). */
export function defineWidget<S extends z.ZodMiniObject, P extends string = never>(spec: WidgetOptionsSpec<S, P>): WidgetOptionsSpec<S, P> {
  return spec;
}

/** An options object type as the component reads it (a strict object without options reads as one with none). */
type Plain<O> = string extends keyof O ? Record<never, never> : O;

/** The options type of a spec. */
export type OptionsOf<T> = T extends WidgetOptionsSpec<infer S, string> ? Plain<z.infer<S>> : never;

/** The part names of a spec. */
type PartsOf<T> = T extends WidgetOptionsSpec<z.ZodMiniObject, infer P> ? P : never;

/** The props of the widget a spec declares. */
export type WidgetPropsOf<T> = WidgetProps<OptionsOf<T> & object, PartsOf<T>>;
