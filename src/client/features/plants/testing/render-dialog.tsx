import { useState } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '#client/app/providers.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AddPlantDialog, type AddPlantDialogProps } from '../components/add-plant-dialog.tsx';

/** A response the test hands over when it chooses. */
export function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

export type HarnessProps = Omit<AddPlantDialogProps, 'open' | 'onOpenChange'> & { startOpen?: boolean };

function Harness({ startOpen = true, ...props }: HarnessProps) {
  const [isOpen, setIsOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open search
      </button>
      <AddPlantDialog open={isOpen} onOpenChange={setIsOpen} {...props} />
    </>
  );
}

function PlantRoute() {
  const { plantId } = useParams();
  return <h1>Plant {plantId}</h1>;
}

/**
 * The dialog on a page, with /plant/{id} behind it. With `fakeTimers`, drive it with
 * fireEvent and `wait`, not with `user`. `applyAccept: false` lets a test offer a file
 * the picker's accept filter would hide.
 */
export function renderDialog(props: HarnessProps = {}, { fakeTimers = false, applyAccept = true } = {}) {
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Harness {...props} /> },
      { path: '/plant/:plantId', element: <PlantRoute /> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup({ applyAccept });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
}

/** Lets `ms` of fake time pass, and whatever it set off settle. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}
