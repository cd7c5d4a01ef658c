import type { Story } from '@ladle/react';
import { AccountSettingsView, type AccountSettingsViewProps, type SettingsContacts, type SettingsUser } from './account-settings-view';
import { flowStoryText } from '../shared/flow-story-text';
import { settingsTexts } from './settings-texts';
import { UserModal, type UserModalProps } from './user-modal';

const text = flowStoryText('settings');
const texts = settingsTexts(text);

const primary: SettingsUser = { id: 1001, firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '5555550101', isPrimary: true };
const omar: SettingsUser = { id: 8102, firstName: 'Omar', lastName: 'Ops', email: 'omar.ops@example.com', phone: null, isPrimary: false };
const users: SettingsUser[] = [{ id: 8101, firstName: 'Dana', lastName: 'Driver', email: 'dana.driver@example.com', phone: '5555550121', isPrimary: false }, omar];

const contacts: SettingsContacts = { status: 'ready', primary, users: [], onRetry: () => console.info('retry') };

const base: AccountSettingsViewProps = {
  texts,
  contacts,
  manageUsers: false,
  onEdit: (u) => console.info('edit', u),
  onAdd: () => console.info('add'),
};

/** K-41, K-45 without additional users (allows_subusers off). */
export const Empty: Story = () => <AccountSettingsView {...base} />;
/** K-42, K-45: allows_subusers on, two additional users. */
export const Filled: Story = () => <AccountSettingsView {...base} contacts={{ ...contacts, users }} manageUsers />;
export const LoadError: Story = () => <AccountSettingsView {...base} contacts={{ ...contacts, status: 'error', primary: null }} />;
export const Loading: Story = () => <AccountSettingsView {...base} contacts={{ ...contacts, status: 'loading', primary: null }} />;

const modal: UserModalProps = {
  user: primary,
  manageUsers: true,
  call: { busy: false, error: null },
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
export const UserModalAdditional: Story = () => <UserModal {...modal} user={omar} />;
export const UserModalNew: Story = () => <UserModal {...modal} user={null} />;
/** K-51 / K-53: the refusal or the server's message of a failed call. */
export const UserModalError: Story = () => <UserModal {...modal} call={{ busy: false, error: 'Must switch primary account owner before removing.' }} />;
export const UserModalSaving: Story = () => <UserModal {...modal} call={{ busy: true, error: null }} />;
