/**
 * zod sets up each object schema on its first parse (which of its keys are optional, read through lazy getters on
 * every field): ≈ 36 ms at 4× CPU for the sign-in answer (customer, vehicles, bookings), paid on the way from
 * Log In to the next step (issue 28). `warmSchema` does that setup ahead, at a moment nobody waits.
 */
import * as z from 'zod/mini';

interface Def {
  type?: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
}

const warmed = new WeakSet<object>();

/** Parses `{}` with every object schema found in `schema` (through arrays, optionals, unions, pipes, records), once each. */
export function warmSchema(schema: z.ZodMiniType): void {
  if (warmed.has(schema)) return;
  warmed.add(schema);
  const def = schema._zod.def as Def;
  if (def.type === 'object') z.safeParse(schema, {});
  const inner = [...Object.values(def.shape ?? {}), def.element, def.innerType, ...(def.options ?? []), def.in, def.out, def.valueType];
  for (const next of inner) if (next) warmSchema(next);
}

/** {@link warmSchema} once the browser is idle (after a short timeout where it has no idle callback); returns the cancel. */
export function warmSchemaWhenIdle(schema: z.ZodMiniType): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => warmSchema(schema), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => warmSchema(schema), 500);
  return () => window.clearTimeout(handle);
}
