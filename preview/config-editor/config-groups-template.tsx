import { useEffect, useRef, type ReactElement } from 'react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { CONFIG_GROUPS, GROUP_DESCRIPTIONS, groupFields, type ConfigGroup } from './config-groups';
import { useConfigEditorContext } from './config-editor-context';
import { valueSummary } from './config-diff';
import { fieldTitle } from './config-schema';

/** The controls a reset hands the focus to, first one wins (the field's own reset button excluded). */
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]):not(.config-field__reset)';

interface ConfigFieldRowProps {
  name: string;
  content: ReactElement;
}

/**
 * One field of the editor: rjsf's field, and when it differs from the fixture a highlight, the fixture's value
 * and a "Reset <title>" button; after a reset the field's first control takes the focus.
 */
function ConfigFieldRow({ name, content }: ConfigFieldRowProps) {
  const { schema, fixture, changed, reset, focusRequest } = useConfigEditorContext();
  const rowRef = useRef<HTMLDivElement>(null);
  const isChanged = changed.has(name);
  const title = fieldTitle(name, schema.properties[name]);

  useEffect(() => {
    if (focusRequest?.name !== name) return;
    const row = rowRef.current;
    const target = row?.querySelector<HTMLElement>(FOCUSABLE) ?? row;
    target?.focus();
  }, [focusRequest, name]);

  return (
    <div ref={rowRef} tabIndex={-1} className={isChanged ? 'config-field config-field--changed' : 'config-field'} data-field={name}>
      {content}
      {isChanged && (
        <div className="config-field__changes">
          <span className="config-field__was">
            Fixture: <code>{valueSummary(fixture[name])}</code>
          </span>
          <button type="button" className="config-field__reset" aria-label={`Reset ${title}`} onClick={() => reset(name)}>
            Reset
          </button>
        </div>
      )}
    </div>
  );
}

interface ConfigGroupSectionProps {
  group: ConfigGroup;
  names: readonly string[];
  content: ReadonlyMap<string, ReactElement>;
}

function ConfigGroupSection({ group, names, content }: ConfigGroupSectionProps) {
  const { changed, filtering, isOpen, setOpen } = useConfigEditorContext();
  const changedCount = names.filter((n) => changed.has(n)).length;
  const open = filtering || isOpen(group);
  return (
    <details
      className="config-group"
      open={open}
      onToggle={(event) => {
        if (!filtering && event.currentTarget.open !== isOpen(group)) setOpen(group, event.currentTarget.open);
      }}
    >
      <summary className="config-group__summary">
        <span className="config-group__title">{group}</span>{' '}
        <span className="config-group__count">
          {names.length} {names.length === 1 ? 'setting' : 'settings'}
          {changedCount > 0 ? `, ${changedCount} changed` : ''}
        </span>
      </summary>
      <p className="config-group__description">{GROUP_DESCRIPTIONS[group]}</p>
      {names.map((name) => {
        const element = content.get(name);
        return element ? <ConfigFieldRow key={name} name={name} content={element} /> : null;
      })}
    </details>
  );
}

/**
 * rjsf's ObjectFieldTemplate for the configuration's root object: the fields in collapsible sections by concern
 * (`groupFields`), in the schema's order, only those matching the editor's filter. The root's title and
 * description are left to the page. Fields rjsf hides are rendered bare, outside the sections.
 */
export function ConfigGroupsTemplate({ properties }: ObjectFieldTemplateProps) {
  const { matches } = useConfigEditorContext();
  const hidden = properties.filter((p) => p.hidden);
  const visible = properties.filter((p) => !p.hidden);
  const content = new Map(visible.map((p) => [p.name, p.content]));
  const groups = groupFields(visible.map((p) => p.name).filter(matches));
  return (
    <div className="config-editor__groups">
      {CONFIG_GROUPS.map((group) =>
        groups[group].length > 0 ? <ConfigGroupSection key={group} group={group} names={groups[group]} content={content} /> : null,
      )}
      {hidden.map((p) => p.content)}
    </div>
  );
}
