import type { ReactNode } from 'react';
import flow from '../../../flows/booking.flow.json';
import type { Flow } from '../../../src/engine';
import { ShellTextContext, shellTextsOf } from '../../../src/app/shell-text';

const texts = shellTextsOf(flow as unknown as Flow);

/** The shell's texts of flows/booking.flow.json around `children`, as ProviderShell provides them in the app. */
export function WithShellTexts({ children }: { children: ReactNode }) {
  return <ShellTextContext.Provider value={texts}>{children}</ShellTextContext.Provider>;
}
