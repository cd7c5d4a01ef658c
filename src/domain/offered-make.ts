/**
 * C-44: whether the provider offers service for a make — when it lists no makes (null or blank entries from the wire
 * ignored), or lists this one, ignoring case and surrounding spaces. The booking facts `vehicleMakeOffered` and
 * `candidateMakeOffered` read it; the flow's blockers C-45 decide what the customer sees. Pure and small: it is in the
 * up-front bundle with the facts.
 */
export function isMakeOffered(make: string | null | undefined, offeredMakes: unknown): boolean {
  const listed = Array.isArray(offeredMakes) ? offeredMakes : [];
  const offered = listed.filter((m): m is string => typeof m === 'string' && m.trim() !== '').map((m) => m.trim().toLowerCase());
  return offered.length === 0 || (typeof make === 'string' && offered.includes(make.trim().toLowerCase()));
}
