import type { Story } from '@ladle/react';
import { AccountSettingsView, type AccountSettingsViewProps, type SettingsUser } from './account-settings-view';
import { flowStoryText } from '../shared/flow-story-text';
import { settingsTexts } from './settings-texts';
import { UserModal, type UserModalProps } from './user-modal';

const text = flowStoryText('settings');
const texts = settingsTexts(text);

const primary: SettingsUser = { id: 1001, firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '5555550101', isPrimary: true };
const users: SettingsUser[] = [
  { id: 8101, firstName: 'Dana', lastName: 'Driver', email: 'dana.driver@example.com', phone: '5555550121', isPrimary: false },
  { id: 8102, firstName: 'Omar', lastName: 'Ops', email: 'omar.ops@example.com', phone: null, isPrimary: false },
];

const base: AccountSettingsViewProps = {
  texts,
  status: 'ready',
  primary,
  users: [],
  manageUsers: false,
  onEdit: (u) => console.info('edit', u),
  onAdd: () => console.info('add'),
  onRetry: () => console.info('retry'),
};

/** K-41, K-45 without additional users (allows_subusers off). */
export const Empty: Story = () => <AccountSettingsView {...base} />;
/** K-42, K-45: allows_subusers on, two additional users. */
export const Filled: Story = () => <AccountSettingsView {...base} users={users} manageUsers />;
export const LoadError: Story = () => <AccountSettingsView {...base} status="error" primary={null} />;
export const Loading: Story = () => <AccountSettingsView {...base} status="loading" primary={null} />;

const modal: UserModalProps = {
  mode: 'edit',
  isPrimary: true,
  initial: { first_name: primary.firstName, last_name: primary.lastName, email: primary.email, phone: primary.phone },
  manageUsers: true,
  text,
  texts,
  onCancel: () => console.info('cancel'),
  onSave: (f) => console.info('save', f),
  onRemove: () => console.info('remove'),
  onMakePrimary: () => console.info('make primary'),
};

/** K-44..K-50: the primary contact's modal (phone shown and required; Save enabled once something changed). */
export const UserModalPrimary: Story = () => <UserModal {...modal} />;
/** K-44, K-43: an additional user — name and e-mail only, Make Primary Contact, Remove. */
export const UserModalAdditional: Story = () => (
  <UserModal {...modal} isPrimary={false} initial={{ first_name: 'Omar', last_name: 'Ops', email: 'omar.ops@example.com' }} />
);
export const UserModalNew: Story = () => <UserModal {...modal} mode="new" isPrimary={false} initial={{}} />;
/** K-51 / K-53: the refusal or the server's message of a failed call. */
export const UserModalError: Story = () => <UserModal {...modal} error="Must switch primary account owner before removing." />;
export const UserModalSaving: Story = () => <UserModal {...modal} busy />;
