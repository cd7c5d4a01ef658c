import { createContext, useContext, useEffect, useState } from 'react';
import type { Flow } from '../engine';
import { pendingStepMessages } from '../renderer/step-messages';
import { layoutText } from '../renderer/sidebar/layout-texts';
import { loadStepMessages } from './booking-flow';
import { SHELL_MESSAGES_ID, type ShellTextKey } from './shell-text-keys';

/** A shell text: the flow's flow-level message `key` with its `{placeholders}` filled from `vars`. */
export type ShellText = (key: ShellTextKey, vars?: Record<string, unknown>) => string;

/** The shell texts of the flow in force (the provider's overlay applied); ProviderShell provides them. */
export const ShellTextContext = createContext<ShellText>((key) => key);

/** The shell texts of `flow`; without a flow file (a build that has none) the keys themselves. */
export function shellTextsOf(flow: Flow | null): ShellText {
  return flow ? (key, vars) => layoutText(flow, null, key, vars) : (key) => key;
}

/**
 * Whether the shell texts (shell-text-keys.ts) are in `flow`. A build ships them apart: the first call starts loading
 * them and the answer turns true once they are there — also when their chunk fails to load (the shell then shows the
 * keys rather than never drawing). Without a build's split (dev server, tests) true at once.
 */
export function useShellTextsLoaded(flow: Flow | null): boolean {
  const [pending] = useState(() => (flow ? pendingStepMessages(flow, SHELL_MESSAGES_ID, loadStepMessages) : null));
  const [loaded, setLoaded] = useState(pending === null);
  useEffect(() => {
    let live = true;
    void pending?.catch(() => undefined).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [pending]);
  return loaded;
}

/** The shell's words (header, navigation, feedback, churn modal, footer), from the flow. */
export function useShellText(): ShellText {
  return useContext(ShellTextContext);
}
