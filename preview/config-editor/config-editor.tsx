import { useCallback, useId, useMemo, useRef, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { applyDiff, jsonEqual, nextDiff, sameAsFixture, withoutField, type ConfigDiff } from './config-diff';
import { ConfigEditorContext, type ConfigEditorContextValue } from './config-editor-context';
import type { ConfigGroup } from './config-groups';
import { ConfigGroupsTemplate } from './config-groups-template';
import { configFieldNames, editorSchema, fieldTitle, type ConfigSchema } from './config-schema';
import { configUiSchema } from './config-ui-schema';
import { configValidator, invalidFields, transformConfigErrors } from './config-validation';
import { configTemplates, configWidgets } from './config-widgets';
import './config-editor.css';

type Config = Record<string, unknown>;

export interface ConfigEditorProps {
  /** The provider configuration's JSON Schema (schemas/provider-config.schema.json, imported as JSON). */
  schema: ConfigSchema;
  /** The provider fixture the configuration starts from (one of mocks/fixtures/providers/*.json). */
  fixture: Readonly<Config>;
  /** The top-level fields whose value differs from the fixture (what goes into the repro link). */
  diff: Readonly<ConfigDiff>;
  /** Called on every edit that changes the diff, with the whole new diff. */
  onChange: (nextDiff: ConfigDiff) => void;
}

/** The editor's own state: the values shown (valid or not) and the props they were derived from. */
interface EditorState {
  fixture: Readonly<Config>;
  /** The `diff` prop last seen. */
  diff: Readonly<ConfigDiff>;
  /** The diff last handed to `onChange` (or the prop): the parent passing it back is not an outside change. */
  emitted: Readonly<ConfigDiff>;
  values: Config;
}

// One ajv instance for the editor (runtime compilation: the preview is not the customer build).
const validator = customizeValidator<Config>();

function normalize(text: string): string {
  return text.toLowerCase().replace(/[_\s]+/g, ' ').trim();
}

/**
 * The provider-configuration editor of the preview tool, generated from the configuration's JSON Schema with
 * @rjsf/core: every field with its title (or a readable form of its name), description and field name, in
 * collapsible sections by concern (`config-groups.ts`), a "Find a setting" filter, selects for enums, checkbox
 * groups for enum arrays, checkboxes for booleans, number inputs for numbers, URL fields checked as full http(s)
 * addresses. It promises:
 * - `onChange(nextDiff)` after each edit that changes the diff; the diff holds only top-level fields whose value
 *   differs from the fixture (deep equality; null and "not set" are the same), so a value set back is removed;
 * - an invalid value shows its error at the field and never goes into the diff: the field keeps its last valid
 *   diff entry (or none) until it is valid again;
 * - a field that differs from the fixture says "(changed)" in its label (visible and in its accessible name),
 *   shows the fixture's value and has a "Reset <title>" button, which restores the fixture's value, takes the
 *   field out of the diff and moves the focus to the field's control;
 * - a `diff` or `fixture` prop that is not the diff the editor last reported replaces what the editor shows.
 */
export function ConfigEditor({ schema, fixture, diff, onChange }: ConfigEditorProps) {
  const fields = useMemo(() => configFieldNames(schema), [schema]);
  const rjsfSchema = useMemo(() => editorSchema(schema) as RJSFSchema, [schema]);
  const customValidate = useMemo(() => configValidator(schema, fixture), [schema, fixture]);

  const [state, setState] = useState<EditorState>(() => ({ fixture, diff, emitted: diff, values: applyDiff(fixture, diff) }));
  let current = state;
  if (!jsonEqual(state.fixture, fixture) || !jsonEqual(state.diff, diff)) {
    // A new prop: our own report coming back keeps what is shown (invalid input included); anything else replaces it.
    const ownEcho = jsonEqual(state.fixture, fixture) && jsonEqual(diff, state.emitted);
    current = { fixture, diff, emitted: diff, values: ownEcho ? state.values : applyDiff(fixture, diff) };
    setState(current);
  }

  const [filter, setFilter] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<ConfigGroup>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState<ConfigEditorContextValue['focusRequest']>(null);
  const focusSeq = useRef(0);
  const filterRef = useRef<HTMLInputElement>(null);
  const filterId = useId();
  const filterHintId = useId();

  const changed = useMemo(() => {
    const set = new Set<string>();
    for (const field of fields) {
      if (!sameAsFixture(current.values[field], fixture[field])) set.add(field);
    }
    return set;
  }, [fields, current.values, fixture]);

  const uiSchema = useMemo<UiSchema>(
    () => ({ ...configUiSchema(schema, changed), 'ui:ObjectFieldTemplate': ConfigGroupsTemplate }),
    [schema, changed],
  );

  const emit = useCallback(
    (values: Config, next: ConfigDiff) => {
      setState((s) => ({ ...s, values, emitted: next }));
      if (!jsonEqual(next, current.emitted)) onChange(next);
    },
    [current.emitted, onChange],
  );

  const handleChange = (event: IChangeEvent<Config>) => {
    const values = event.formData ?? {};
    // Our own validation of the data reported (rjsf's live validation may lag a batch of changes behind).
    const { errorSchema } = validator.validateFormData(values, rjsfSchema, customValidate, transformConfigErrors, uiSchema);
    const invalid = invalidFields(errorSchema, fields);
    emit(values, nextDiff({ fixture, previous: current.emitted, values, fields, invalid }));
  };

  const reset = useCallback(
    (name: string) => {
      const values = { ...current.values };
      if (fixture[name] === undefined) delete values[name];
      else values[name] = fixture[name];
      emit(values, withoutField(current.emitted, name));
      focusSeq.current += 1;
      setFocusRequest({ name, seq: focusSeq.current });
    },
    [current.values, current.emitted, fixture, emit],
  );

  const resetAll = () => {
    const kept = Object.fromEntries(Object.entries(current.emitted).filter(([key]) => !fields.includes(key)));
    emit(applyDiff(fixture, kept), kept);
    filterRef.current?.focus();
  };

  const query = normalize(filter);
  const matches = useCallback(
    (name: string) => !query || normalize(name).includes(query) || normalize(fieldTitle(name, schema.properties[name])).includes(query),
    [query, schema],
  );
  const shown = fields.filter(matches).length;

  const context = useMemo<ConfigEditorContextValue>(
    () => ({
      schema,
      fixture,
      changed,
      matches,
      filtering: query.length > 0,
      isOpen: (group) => !closed.has(group),
      setOpen: (group, open) =>
        setClosed((prev) => {
          const next = new Set(prev);
          if (open) next.delete(group);
          else next.add(group);
          return next;
        }),
      reset,
      focusRequest,
    }),
    [schema, fixture, changed, matches, query, closed, reset, focusRequest],
  );

  return (
    <div className="config-editor">
      <div className="config-editor__toolbar">
        <div className="config-editor__filter">
          <label htmlFor={filterId}>Find a setting</label>
          <input
            ref={filterRef}
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-describedby={filterHintId}
            autoComplete="off"
          />
          <span id={filterHintId} className="config-editor__hint">
            By title or field name, e.g. “guest” or “service_locations”.
          </span>
        </div>
        <p className="config-editor__summary" role="status">
          {query ? `${shown} of ${fields.length} settings match. ` : ''}
          {changed.size === 0 ? 'No setting changed from the fixture.' : `${changed.size} changed from the fixture.`}
        </p>
        {changed.size > 0 && (
          <button type="button" className="config-editor__reset-all" onClick={resetAll}>
            Reset all changes
          </button>
        )}
      </div>
      {query && shown === 0 && <p className="config-editor__empty">No setting matches “{filter}”.</p>}
      <ConfigEditorContext.Provider value={context}>
        <Form<Config>
          className="config-editor__form"
          idPrefix="config"
          schema={rjsfSchema}
          uiSchema={uiSchema}
          validator={validator}
          formData={current.values}
          widgets={configWidgets}
          templates={configTemplates}
          customValidate={customValidate}
          transformErrors={transformConfigErrors}
          liveValidate="onChange"
          noHtml5Validate
          showErrorList={false}
          onChange={handleChange}
          onSubmit={() => undefined /* nothing to submit: every edit is reported as it happens */}
        />
      </ConfigEditorContext.Provider>
    </div>
  );
}
