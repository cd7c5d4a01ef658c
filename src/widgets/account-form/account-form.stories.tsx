import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RJSFSchema } from '@rjsf/utils';
import { mapFormErrors } from '../../ui/form/form-error-messages';
import { AccountFormView, accountFormLabels, type AccountFormViewProps } from './account-form-view';
import { accountUiSchema, type AccountFeatures, type AccountFormData } from './account-model';
import { flowStoryText } from '../shared/flow-story-text';

// The account step's schema as flows/booking.flow.json gives it (stories compile it at run time).
const schema: RJSFSchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'phone'],
  properties: {
    first_name: { type: 'string', title: 'First name', pattern: '\\S' },
    last_name: { type: 'string', title: 'Last name', pattern: '\\S' },
    email: { type: 'string', title: 'Email', format: 'email' },
    phone: { type: 'string', title: 'Mobile phone', pattern: '^\\d{3}-\\d{3}-\\d{4}$' },
    password: { type: 'string', title: 'Password' },
    fleet_account_name: { type: 'string', title: 'Fleet account name (optional)', maxLength: 255 },
    how_did_hear: { type: 'string', title: 'How did you hear about us? (optional)' },
  },
};
/** The account step's texts as the flow writes them. */
const text = flowStoryText('account');
const errorMessages = {
  '/first_name': { required: 'first-name-required', pattern: 'first-name-required' },
  '/last_name': { required: 'last-name-required', pattern: 'last-name-required' },
  '/email': { required: 'email-required', format: 'email-invalid' },
  '/phone': { required: 'phone-required', pattern: 'phone-invalid' },
};
const plain: AccountFeatures = { guestCheckout: false, showFleet: false, howDidHear: null };
const everything: AccountFeatures = { guestCheckout: true, showFleet: true, howDidHear: ['Google', 'Facebook', 'A friend'] };
const filled: AccountFormData = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '555-010-7788', fleet_account_name: 'Analytical Engines', how_did_hear: 'A friend' };

function Demo({ features, initial = {}, validateOnMount, ...rest }: { features: AccountFeatures; initial?: AccountFormData; validateOnMount?: boolean } & Partial<AccountFormViewProps>): ReactNode {
  const [data, setData] = useState<AccountFormData>(initial);
  return (
    <MemoryRouter>
      <AccountFormView
        form={{
          schema,
          uiSchema: accountUiSchema({ phone: { 'ui:placeholder': '555-555-5555' }, password: { 'ui:widget': 'password' } }, features, features.guestCheckout ? text('password-optional', { title: text('password-title') }) : `${text('password-title')}*`, text('how-did-hear-choose')),
          formData: data,
          onChange: setData,
          transformErrors: (errors) => mapFormErrors(errors, errorMessages, text),
          customValidate: (form, errors) => {
            if (!features.guestCheckout && !(form as AccountFormData).password) errors.password?.addError(text('password-required'));
            return errors;
          },
          validateOnMount,
        }}
        guestCheckout={features.guestCheckout}
        labels={accountFormLabels(text)}
        busy={null}
        onSubmit={(mode, form) => console.info('submit', mode, { ...form, password: form.password ? '(typed)' : undefined })}
        notice={null}
        incorrectPassword={null}
        onCloseIncorrectPassword={() => console.info('close')}
        {...rest}
      />
    </MemoryRouter>
  );
}

export const Empty: Story = () => <Demo features={plain} />;
/** Every part hidden (no guest checkout, no fleet name, no how-did-you-hear): the plain sign-up. */
export const PartsHidden: Story = () => <Demo features={plain} />;
export const EmptyWithGuestFleetAndHowDidHear: Story = () => <Demo features={everything} />;
export const Filled: Story = () => <Demo features={everything} initial={filled} />;
export const Errors: Story = () => <Demo features={plain} initial={{ first_name: ' ', email: 'ada@', phone: '555-01' }} validateOnMount />;
export const EmailExists: Story = () => (
  <Demo
    features={plain}
    initial={filled}
    notice={{ kind: 'email-exists', text: text('email-exists') }}
  />
);
export const SignupFailed: Story = () => <Demo features={plain} initial={filled} notice={{ kind: 'failed', text: text('signup-failed') }} />;
const incorrectPassword = { title: text('incorrect-password-title'), message: text('incorrect-password'), close: text('error-modal-close') };
export const IncorrectPassword: Story = () => <Demo features={plain} initial={filled} incorrectPassword={incorrectPassword} />;
export const Loading: Story = () => <Demo features={everything} initial={filled} busy="account" />;
