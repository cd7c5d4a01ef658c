import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface WorkspaceTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The tool's panels as tabs (Radix Tabs: the WAI-ARIA tabs pattern with arrow keys, Home/End and roving focus,
 * docs/decisions.md). Only the chosen panel is drawn; the tool's state lives above, so switching loses nothing.
 */
export function WorkspaceTabs({ tabs, value, onValueChange, label }: { tabs: readonly WorkspaceTab[]; value: string; onValueChange: (id: string) => void; label: string }) {
  return (
    <Tabs.Root className="workspace-tabs" value={value} onValueChange={onValueChange}>
      <Tabs.List className="workspace-tabs__list" aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.id} className="workspace-tabs__tab" value={t.id}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.id} className="workspace-tabs__panel" value={t.id}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
