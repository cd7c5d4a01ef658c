import { createContext, useContext } from 'react';
import type { ConfigGroup } from './config-groups';
import type { ConfigSchema } from './config-schema';

/** What the editor's rjsf templates read from the editor around them (React context, past rjsf's own updates). */
export interface ConfigEditorContextValue {
  schema: ConfigSchema;
  fixture: Readonly<Record<string, unknown>>;
  /** Fields whose shown value differs from the fixture’s. */
  changed: ReadonlySet<string>;
  /** Whether a field matches the "Find a setting" filter (always true without one). */
  matches: (name: string) => boolean;
  /** Whether a filter is typed (sections then open to show what matched). */
  filtering: boolean;
  isOpen: (group: ConfigGroup) => boolean;
  setOpen: (group: ConfigGroup, open: boolean) => void;
  /** Puts the fixture's value back into a field (and takes it out of the diff). */
  reset: (name: string) => void;
  /** The field whose control should take the focus (after its reset), with a counter to repeat a request. */
  focusRequest: { name: string; seq: number } | null;
}

export const ConfigEditorContext = createContext<ConfigEditorContextValue | null>(null);

/** The editor's context; throws outside a ConfigEditor (the templates are only used inside one). */
export function useConfigEditorContext(): ConfigEditorContextValue {
  const value = useContext(ConfigEditorContext);
  if (!value) throw new Error('The configuration editor templates are only used inside ConfigEditor.');
  return value;
}
