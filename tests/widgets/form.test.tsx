// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import contactSchema from '../../src/widgets/form/samples/contact.schema.json';
import FormWidget, { type FormOptions } from '../../src/widgets/form/form';
import { hasPrecompiledValidator, precompiledFormValidator } from '../../src/ui/form/form-validator';
import { renderWidget } from './render-widget';
import { stepTexts } from './support/step-texts';

afterEach(cleanup);

const schema = contactSchema as RJSFSchema;
/** The widget's own texts and the flow's `continue` / `please-wait` (flow-level messages). */
const texts = { ...stepTexts('home'), 'first-required': 'Please enter your first name', 'email-format': 'Please enter a valid e-mail address', save: 'Save details' };
const options: FormOptions = {
  schema,
  event: 'saved',
  submitLabel: 'save',
  errorMessages: { '/first_name': { required: 'first-required' }, '/email': { format: 'email-format', required: 'first-required' } },
};

describe('form widget', () => {
  it('uses the precompiled validator for a precompiled schema', () => {
    expect(hasPrecompiledValidator(schema)).toBe(true);
    const v = precompiledFormValidator(schema);
    expect(v?.isValid(schema, { first_name: 'A', email: 'a@b.co' }, schema)).toBe(true);
    expect(v?.isValid(schema, { first_name: 'A', email: 'nope' }, schema)).toBe(false);
  });

  it('draws labelled fields and shows the flow’s error texts', async () => {
    const user = userEvent.setup();
    const { send } = renderWidget(FormWidget, options, { texts });
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends its event with the data when valid', async () => {
    const user = userEvent.setup();
    const { send } = renderWidget(FormWidget, options, { texts });
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(
      { type: 'saved', first_name: 'Ada', email: 'ada@example.com' },
      { first_name: 'Ada', email: 'ada@example.com' },
    );
  });

  it('restores saved data and can show its errors at once', async () => {
    renderWidget(FormWidget, { ...options, validateOnMount: true }, { texts, values: { formData: { email: 'x' } } });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('x');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('falls back to a run-time validator for a schema edited after the precompile (mock builds only)', async () => {
    const edited: RJSFSchema = { type: 'object', required: ['code'], properties: { code: { type: 'string', title: 'Code' } } };
    expect(hasPrecompiledValidator(edited)).toBe(false);
    renderWidget(FormWidget, { schema: edited }, { texts });
    expect(await screen.findByLabelText(/Code/)).toBeInTheDocument();
  });

  it('without a submitLabel the button says the flow\'s "continue"; busy, the flow\'s "please-wait"', () => {
    renderWidget(FormWidget, { schema }, { texts });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    cleanup();
    renderWidget(FormWidget, { schema }, { texts, values: { busy: true } });
    expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
  });
});
