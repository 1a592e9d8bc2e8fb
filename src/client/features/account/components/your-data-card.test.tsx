import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { renderComponent } from '#client/testing/render-component.tsx';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { YourDataCard } from './your-data-card.tsx';

afterEach(() => {
  toast.dismiss();
});

const EXPORT = {
  format: 'garden-guide-export',
  version: 1,
  exported_at: '2026-12-03T10:00:00.000Z',
  account: { id: 'user-1', email: 'rosa@example.org', name: 'Rosa' },
  garden: [{ plant_id: 'tomato', plant_name: 'Tomato', save_later: false, added_at: '2026-05-01T10:00:00.000Z' }],
  // A part this copy of the app does not know still goes in the file.
  seeds: [{ name: 'Borage' }],
};

type Options = {
  exported?: () => Response | Promise<Response>;
  deleted?: () => Response | Promise<Response>;
};

function accountApi({ exported, deleted }: Options = {}) {
  const deletions: unknown[] = [];
  mockApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/account/export' && method === 'GET') return exported ? exported() : jsonResponse(EXPORT);
    if (url.pathname === '/api/account' && method === 'DELETE') {
      deletions.push(JSON.parse(String(init?.body)));
      return deleted ? deleted() : new Response(null, { status: 204 });
    }
    return notFound();
  });
  return { deletions };
}

/** What the browser is handed to save: the file's name and its text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
  });
  onTestFinished(() => {
    create.mockRestore();
    click.mockRestore();
  });
  return files;
}

function renderCard(onAccountDeleted = vi.fn(async () => 'signed-out')) {
  const view = renderComponent(<YourDataCard onAccountDeleted={onAccountDeleted} />);
  return { ...view, onAccountDeleted };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('your data', () => {
  test('is a section of its own, with both actions', () => {
    accountApi();
    renderCard();
    const card = screen.getByRole('region', { name: 'Your data' });
    expect(within(card).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  test('Download my data saves the whole export as a dated JSON file', async () => {
    accountApi();
    const files = captureDownloads();
    const { user } = renderCard();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('garden-guide-data-2026-12-03.json');
    expect(JSON.parse(await files[0]!.text)).toEqual(EXPORT);
  });

  test('while the export is fetched the button waits, and a second press fetches nothing more', async () => {
    const answer = deferredResponse();
    let requests = 0;
    accountApi({
      exported: () => {
        requests += 1;
        return answer.promise;
      },
    });
    const files = captureDownloads();
    const { user } = renderCard();
    const button = screen.getByRole('button', { name: 'Download my data' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(requests).toBe(1);

    answer.resolve(jsonResponse(EXPORT));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(files).toHaveLength(1);
  });

  test('a failed download says so and saves nothing', async () => {
    accountApi({ exported: () => jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500) });
    const files = captureDownloads();
    const { user } = renderCard();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Couldn’t download your data')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(files).toEqual([]);
  });

  test('Delete my account asks first and says what goes; Cancel deletes nothing', async () => {
    const { deletions } = accountApi();
    const { user, onAccountDeleted } = renderCard();

    await user.click(deleteButton());
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      /Your garden, saved list, tasks, reminder settings and account will be removed for good/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton()).toHaveFocus();
    expect(deletions).toEqual([]);
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  test('confirming deletes the account once, says so and signs out', async () => {
    const answer = deferredResponse();
    const { deletions } = accountApi({ deleted: () => answer.promise });
    const { user, onAccountDeleted } = renderCard();

    await user.click(deleteButton());
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' });
    await user.click(confirm);
    // While the deletion runs the dialog stays, and a second press sends nothing.
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(deletions).toEqual([{ confirm: true }]);
    expect(onAccountDeleted).not.toHaveBeenCalled();

    answer.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your garden, saved list, tasks and account have been removed.')).toBeInTheDocument();
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
  });

  test('a refused deletion keeps the account, says why and leaves the dialog open', async () => {
    accountApi({ deleted: () => jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500) });
    const { user, onAccountDeleted } = renderCard();

    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Couldn’t delete your account')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  test('when signing out on this device fails after the deletion, the app starts afresh on the home page', async () => {
    accountApi();
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    onTestFinished(() => location.mockRestore());
    const { user, onAccountDeleted } = renderCard(vi.fn(async () => 'failed'));

    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
  });
});
