/** A configuration pasted or dropped into the tool's paste box: what becomes of it and what the box says. Pure. */
import type { ConfigSchema } from '../config-editor/config-schema';
import { placeConfiguration, type PlacedConfiguration } from './imported-provider';
import { readConfiguration, type ConfigIssue } from './read-configuration';

/** What the paste box says after a paste: why nothing changed (with field-level issues), or what was done. */
export type PasteOutcome =
  | { error: string; issues?: readonly ConfigIssue[]; notices?: readonly string[] }
  | { message: string; notices?: readonly string[] };

/** "Fields … does not know, left out: a, b." when there are any. */
function unknownNotice(unknown: readonly string[]): string[] {
  return unknown.length ? [`Not configuration fields (left out): ${unknown.join(', ')}.`] : [];
}

function placedMessage(placed: PlacedConfiguration): string {
  const count = `${placed.differing.length} ${placed.differing.length === 1 ? 'setting differs' : 'settings differ'}`;
  return placed.imported
    ? `Configuration of ${placed.provider} imported: a provider of its own, shown against the nearest fixture, ${placed.against} (${count}).`
    : `Configuration of ${placed.provider} imported over its fixture (${count}).`;
}

/**
 * Reads pasted configuration text against the schema and places it in the workspace (`placeConfiguration`).
 * An invalid configuration gives an error with its field-level issues and no `placed` (the workspace must not
 * change); unknown fields are a notice either way.
 */
export function pastedConfiguration(
  text: string,
  schema: ConfigSchema,
  fixtures: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): { outcome: PasteOutcome; placed?: PlacedConfiguration } {
  const read = readConfiguration(text, schema);
  const notices = unknownNotice(read.unknown);
  if (!read.ok) return { outcome: { error: 'The configuration was not imported; nothing changed. Fix these fields:', issues: read.issues, notices } };
  const placed = placeConfiguration(read.config, fixtures);
  const unset = placed.unset.length
    ? [`Not set in it (${placed.imported ? `left unset, the fixture ${placed.against} sets them` : 'the fixture’s values are kept'}): ${placed.unset.join(', ')}.`]
    : [];
  return { outcome: { message: placedMessage(placed), notices: [...notices, ...unset] }, placed };
}
