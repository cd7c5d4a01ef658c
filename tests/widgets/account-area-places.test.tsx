// @vitest-environment jsdom
/** My Places on /account (K-63..K-66): rename, delete after confirmation, make primary, the saved workplace. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyPlacesSection, type PlaceActions } from '../../src/widgets/account-area/my-places-section';
import { samplePlaceLabels } from '../../src/widgets/account-area/place-samples';

afterEach(cleanup);

const labels = samplePlaceLabels;

const places = [
  { id: 4001, name: 'Home', address: '12 Elm Street, Springfield, VA 22150', primary: true },
  { id: 4002, name: "Mom's House", address: '48 Oak Avenue, Arlington, VA 22201', primary: false },
];

function setup(overrides: Partial<PlaceActions> = {}, withWorkplace = false) {
  const actions: PlaceActions = {
    rename: vi.fn(() => Promise.resolve()),
    makePrimary: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    removeWorkplace: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(
    <MyPlacesSection
      title="My Places"
      places={places}
      workplace={withWorkplace ? { id: 1, name: 'Acme HQ Garage', address: '1 Main St' } : null}
      emptyText="You have no saved places yet."
      loadingText="Loading your places…"
      primaryLabel="primary"
      labels={labels}
      actions={actions}
    />,
  );
  return actions;
}

describe('My Places (K-63..K-66)', () => {
  it('K-63 renames a saved address with its new display name', async () => {
    const actions = setup();
    await userEvent.click(screen.getByRole('button', { name: "Edit Mom's House" }));
    const name = screen.getByLabelText('Place name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Parents');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(actions.rename).toHaveBeenCalledWith(4002, 'Parents');
    await waitFor(() => expect(screen.queryByLabelText('Place name')).not.toBeInTheDocument());
  });

  it('K-63 K-66 deletes a saved address only after the confirmation', async () => {
    const actions = setup();
    await userEvent.click(screen.getByRole('button', { name: "Delete Mom's House" }));
    const d = screen.getByRole('alertdialog', { name: 'Delete this place?' });
    expect(d).toHaveTextContent("Mom's House: This place will be removed from your saved places.");
    expect(actions.remove).not.toHaveBeenCalled();
    await userEvent.click(within(d).getByRole('button', { name: 'Delete Place' }));
    expect(actions.remove).toHaveBeenCalledWith(4002);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('K-63 shows the server message of a failed delete inside the dialog', async () => {
    setup({ remove: vi.fn(() => Promise.reject(new Error('That address is in use.'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Place' }));
    const d = screen.getByRole('alertdialog');
    expect(await within(d).findByRole('alert')).toHaveTextContent('That address is in use.');
  });

  it('K-64 makes a non-primary address primary; the primary one offers no such button', async () => {
    const actions = setup();
    expect(screen.queryByRole('button', { name: 'Make Primary: Home' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Make Primary: Mom's House" }));
    expect(actions.makePrimary).toHaveBeenCalledWith(4002);
  });

  it('K-64 shows the fallback text when making primary fails without a server message', async () => {
    setup({ makePrimary: vi.fn(() => Promise.reject(new Error(''))) });
    await userEvent.click(screen.getByRole('button', { name: "Make Primary: Mom's House" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
  });

  it('K-65 K-66 removes the saved workplace/shop after the confirmation', async () => {
    const actions = setup({}, true);
    expect(screen.getByText('Acme HQ Garage')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme HQ Garage' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Place' }));
    expect(actions.removeWorkplace).toHaveBeenCalledWith(1);
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it('K-66 Keep Place and Escape close without deleting; focus returns to the opener', async () => {
    const actions = setup();
    const opener = screen.getByRole('button', { name: 'Delete Home' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Keep Place' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Place' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const d = screen.getByRole('alertdialog');
    fireEvent(d, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it('K-66 after a deletion removes the opener, focus goes to the section heading', async () => {
    let current = places;
    const remove = vi.fn((id: number) => {
      current = current.filter((p) => p.id !== id);
      return Promise.resolve();
    });
    const actions: PlaceActions = { rename: vi.fn(), makePrimary: vi.fn(), remove, removeWorkplace: vi.fn() };
    const ui = (list: typeof places) => (
      <MyPlacesSection title="My Places" places={list} emptyText="none" loadingText="Loading your places…" primaryLabel="primary" labels={labels} actions={actions} />
    );
    const { rerender } = render(ui(current));
    await userEvent.click(screen.getByRole('button', { name: "Delete Mom's House" }));
    rerender(ui(current));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Place' }));
    rerender(ui(current));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Places' })).toHaveFocus());
  });

  it('K-62 without actions the list is read-only', () => {
    render(<MyPlacesSection title="My Places" places={places} emptyText="none" loadingText="Loading your places…" primaryLabel="primary" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('My Places when the places cannot be loaded (K-62, issue 29)', () => {
  it('K-62 a failed load says so with Try again, which loads the places again (not an empty list without a word)', async () => {
    const onRetry = vi.fn();
    render(
      <MyPlacesSection
        title="My Places"
        places={[]}
        emptyText="You have no saved places yet."
        loadingText="Loading your places…"
        primaryLabel="primary"
        labels={labels}
        loadFailed={{ text: null, onRetry }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(labels.failed);
    expect(screen.queryByText('You have no saved places yet.')).toBeNull();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('K-62 a rate-limited load says the failure\'s own words ("try again in a moment")', () => {
    render(
      <MyPlacesSection title="My Places" places={[]} emptyText="none" loadingText="…" primaryLabel="primary" labels={labels} loadFailed={{ text: 'Too many requests right now. Please try again in a moment.', onRetry: () => {} }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
  });
});
