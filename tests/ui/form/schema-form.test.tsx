// @vitest-environment jsdom
/**
 * The one rjsf form of the app (src/ui/form/schema-form.tsx) drawn where the app draws it, inside the page's
 * `<div id="root">` mount node: no id twice on the page and no fieldset without a legend (issue 29: html-validate
 * and HTML_CodeSniffer found `id="root"` twice and a legend-less fieldset on the account step).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import Form from '@rjsf/core';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bookingFlow from '../../../flows/booking.flow.json';
import { SchemaForm } from '../../../src/ui/form/schema-form';

afterEach(cleanup);

type FlowStep = { id: string; widgets: { widget: string; options?: unknown }[] };
const accountStep = (bookingFlow.steps as FlowStep[]).find((s) => s.id === 'account')!;
const accountSchema = (accountStep.widgets.find((w) => w.widget === 'accountForm')!.options as { schema: RJSFSchema }).schema;

const contact: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    address: { type: 'object', title: 'Address', properties: { city: { type: 'string', title: 'City' } } },
  },
};

/** Draws the forms inside the app's mount node, as index.html and src/main.tsx do. */
function renderInMountNode(...schemas: RJSFSchema[]) {
  const mount = document.createElement('div');
  mount.id = 'root';
  document.body.append(mount);
  return render(
    <>
      {schemas.map((schema, i) => (
        <SchemaForm key={i} schema={schema} formData={undefined} loadingLabel="Loading…" onSubmit={() => undefined} />
      ))}
    </>,
    { container: mount },
  );
}

/** Each id used by more than one element of the document. */
function duplicateIds(): string[] {
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

/** Each fieldset whose first child is not a legend (WCAG H71), by its id. */
function fieldsetsWithoutLegend(): string[] {
  return [...document.querySelectorAll('fieldset')].filter((f) => f.firstElementChild?.tagName !== 'LEGEND').map((f) => f.id || '(no id)');
}

describe('SchemaForm in the page (issue 29)', () => {
  it('E-01 the account form: no id twice on the page, none of them "root", and each field keeps its label', async () => {
    const { container } = renderInMountNode(accountSchema);
    await screen.findByLabelText(/^Email/);
    expect(duplicateIds()).toEqual([]);
    expect(container.querySelectorAll('#root')).toHaveLength(0);
    expect(container.querySelector('[id^="root_"]')).toBeNull();
    expect(screen.getByLabelText(/^First name/)).toBeInTheDocument();
  });

  it('E-01 the account form: no fieldset without a legend (its untitled root is a plain group of fields)', async () => {
    renderInMountNode(accountSchema);
    await screen.findByLabelText(/^Email/);
    expect(fieldsetsWithoutLegend()).toEqual([]);
  });

  it('two forms on one page share no id; a titled object keeps its fieldset and legend', async () => {
    renderInMountNode(contact, contact);
    expect(await screen.findAllByLabelText('City')).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
    expect(fieldsetsWithoutLegend()).toEqual([]);
    expect(screen.getAllByRole('group', { name: 'Address' })).toHaveLength(2);
  });
});

describe('SchemaForm submit (issue 28: the request a submit starts leaves before the form is drawn again)', () => {
  const person: RJSFSchema = { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name', minLength: 2 } } };
  function renderPerson(formData: { name?: string }, onSubmit: (data: { name?: string }) => void) {
    return render(
      <SchemaForm<{ name?: string }>
        schema={person}
        formData={formData}
        loadingLabel="Loading…"
        transformErrors={(errors) => errors.map((e) => ({ ...e, message: e.name === 'minLength' ? 'Too short' : 'Required' }))}
        onSubmit={onSubmit}
      >
        <button type="submit">Save</button>
      </SchemaForm>,
    );
  }

  it('a valid submit hands the data on at once, without drawing the form again first', async () => {
    // rjsf's own submit sets the form's state and calls onSubmit once that render is committed.
    const formRenders = vi.spyOn(Form.prototype, 'render');
    let rendersAtSubmit = -1;
    const submitted: unknown[] = [];
    renderPerson({ name: 'Dana' }, (data) => {
      rendersAtSubmit = formRenders.mock.calls.length;
      submitted.push(data);
    });
    await screen.findByLabelText(/^Name/);
    const before = formRenders.mock.calls.length;
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(submitted).toEqual([{ name: 'Dana' }]);
    expect(rendersAtSubmit).toBe(before);
    // Nor afterwards: rjsf's own submit did not run at all.
    expect(formRenders.mock.calls.length).toBe(before);
    formRenders.mockRestore();
  });

  it('an invalid submit hands nothing on: the error shows at its field (transformErrors) and the field gets the focus', async () => {
    const submitted: unknown[] = [];
    renderPerson({ name: 'D' }, (data) => submitted.push(data));
    const field = await screen.findByLabelText(/^Name/);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(submitted).toEqual([]);
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(document.activeElement).toBe(field);
  });

  it('pressing Enter in a field submits the same way (the form’s own submit event)', async () => {
    const submitted: unknown[] = [];
    renderPerson({ name: 'Dana' }, (data) => submitted.push(data));
    const field = await screen.findByLabelText(/^Name/);
    act(() => field.closest('form')!.requestSubmit());
    expect(submitted).toEqual([{ name: 'Dana' }]);
  });

  it('a form of the children drawn elsewhere (a portal, e.g. a dialog) submits on its own: the schema form neither validates nor submits', async () => {
    const submitted: unknown[] = [];
    const inner: unknown[] = [];
    render(
      <SchemaForm<{ name?: string }> schema={person} formData={{ name: 'D' }} loadingLabel="Loading…" onSubmit={(data) => submitted.push(data)}>
        {createPortal(
          <form aria-label="Dialog form" onSubmit={(e) => (e.preventDefault(), inner.push('sent'))}>
            <button type="submit">Send</button>
          </form>,
          document.body,
        )}
      </SchemaForm>,
    );
    await screen.findByLabelText(/^Name/);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(inner).toEqual(['sent']);
    expect(submitted).toEqual([]);
    // The schema form's invalid name was not validated (no error shown).
    expect(screen.queryByText(/must NOT have fewer/)).toBeNull();
  });
});
