// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { SLIM_SITES, slimFormProblems } from '../../../scripts/vite/rjsf-slim';
import { formSchemasOf } from '../../../scripts/precompile-validators';
import flow from '../../../flows/booking.flow.json';
import { Markdown } from '../../../src/ui/form/plain-markdown';
import uri from '../../../src/ui/form/fragment-uri';
import shallowAllOfMerge from '../../../src/ui/form/no-all-of-merge';
import UnsupportedInBuild from '../../../src/ui/form/unsupported-in-build';
import { precompiledFormValidator } from '../../../src/ui/form/form-validator';

describe('the slim rjsf of the customer build (scripts/vite/rjsf-slim.ts, issue 14)', () => {
  it('replaces each left-out module with a file that exists', () => {
    for (const site of SLIM_SITES) expect(existsSync(site.replacement), site.replacement).toBe(true);
  });

  it("finds nothing in the flow's forms that needs a left-out part", () => {
    const forms = formSchemasOf(flow);
    expect(forms.length).toBeGreaterThan(0);
    for (const { path, schema, uiSchema } of forms) expect(slimFormProblems(schema, uiSchema), path).toEqual([]);
  });

  it('names what a form would need: arrays, anyOf/oneOf/allOf, $id, other documents, files, markdown, rating', () => {
    const schema = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        both: { allOf: [{ type: 'string' }] },
        remote: { $ref: 'https://example.com/s.json' },
        local: { $ref: '#/definitions/x' },
        photo: { type: 'string', format: 'data-url' },
      },
    };
    const ui = { notes: { 'ui:enableMarkdownInDescription': true }, stars: { 'ui:widget': 'rating' } };
    const problems = slimFormProblems(schema, ui);
    for (const where of ['tags/type', 'tags/items', 'either/anyOf', 'both/allOf', 'remote/$ref', 'photo/format', 'notes/ui:enableMarkdownInDescription', 'stars/ui:widget']) {
      expect(problems.some((p) => p.includes(where)), where).toBe(true);
    }
    expect(problems.some((p) => p.includes('local/$ref'))).toBe(false);
  });

  it('draws text as it is instead of markdown, and resolves only "#…" references', () => {
    render(<p data-testid="md">{Markdown({ children: '**not bold**' })}</p>);
    expect(screen.getByTestId('md').textContent).toBe('**not bold**');
    expect(uri.resolve('#', '#/definitions/a')).toBe('#/definitions/a');
    expect(uri.equal('#/a', '#/a')).toBe(true);
    expect(() => uri.resolve('#', 'https://example.com/s.json')).toThrow(/only "#…" references/);
    expect(() => shallowAllOfMerge()).toThrow(/allOf/);
  });

  it("shows rjsf's unsupported-field notice where a left-out field would be drawn", () => {
    const schema: RJSFSchema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } };
    const validator = precompiledFormValidator({ type: 'object' }) ?? undefined;
    render(
      <Form
        schema={schema}
        validator={validator ?? ({ isValid: () => true, validateFormData: () => ({ errors: [], errorSchema: {} }), toErrorList: () => [], rawValidation: () => ({}) } as never)}
        fields={{ ArrayField: UnsupportedInBuild } as unknown as RegistryFieldsType}
      />,
    );
    expect(screen.getByText(/this kind of field is not part of this build/)).toBeInTheDocument();
  });
});
