import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { CalendarFeed } from '#shared/calendar/api.ts';
import { deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { renderComponent } from '#client/testing/render-component.tsx';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { CalendarSubscriptionCard } from './calendar-subscription-card.tsx';

afterEach(() => {
  toast.dismiss();
});

const TOKEN_1 = 'a'.repeat(43);
const TOKEN_2 = 'b'.repeat(43);

const feedOf = (token: string): CalendarFeed => ({
  url: `https://garden.example.org/api/calendar/${token}.ics`,
  webcalUrl: `webcal://garden.example.org/api/calendar/${token}.ics`,
});

type Options = {
  /** How the first read of the address answers (later reads succeed). */
  firstRead?: 'ok' | 'error';
  /** How a reset answers; by default it gives the second address. */
  reset?: () => Response | Promise<Response>;
};

/** The feed of a signed-in gardener: it has TOKEN_1 until a reset gives TOKEN_2. */
function feedApi({ firstRead = 'ok', reset }: Options = {}) {
  let feed = feedOf(TOKEN_1);
  let reads = 0;
  const resets: unknown[] = [];
  mockApi(async (url, init) => {
    if (url.pathname === '/api/calendar-feed' && (init?.method ?? 'GET') === 'GET') {
      reads += 1;
      if (reads === 1 && firstRead === 'error') {
        return jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
      }
      return jsonResponse(feed);
    }
    if (url.pathname === '/api/calendar-feed/reset' && init?.method === 'POST') {
      resets.push(JSON.parse(String(init.body)));
      const answer = reset ? await reset() : null;
      if (answer && !answer.ok) return answer;
      feed = feedOf(TOKEN_2);
      return answer ?? jsonResponse(feed);
    }
    return notFound();
  });
  return { resets };
}

async function openCard() {
  const view = renderComponent(<CalendarSubscriptionCard userId="user-1" />);
  const card = (await screen.findByRole('heading', { level: 2, name: 'Calendar subscription' })).closest('section');
  if (!card) throw new Error('the calendar card is not a section');
  return { ...view, card };
}

const linkInput = () => screen.findByRole('textbox', { name: 'Your private calendar link' });

describe('calendar subscription', () => {
  test('shows the private link, read-only, and says it is private', async () => {
    feedApi();
    await openCard();

    const input = await linkInput();
    expect(input).toHaveValue(feedOf(TOKEN_1).url);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(/anyone who has it can see your garden’s tasks/);
    expect(screen.getByText(/next 12 months, timed for your frost dates/)).toBeInTheDocument();
  });

  test.each([
    ['Google Calendar', feedOf(TOKEN_1).url, /Other calendars → \+ → From URL/],
    ['Apple Calendar', feedOf(TOKEN_1).webcalUrl, /File → New Calendar Subscription/],
    ['Outlook', feedOf(TOKEN_1).url, /Subscribe from web/],
  ])('Copy link for %s copies %s and says how to add it', async (app, address, howTo) => {
    feedApi();
    const { user, card } = await openCard();
    await linkInput();

    const row = within(card).getByText(app).closest('li');
    if (!row) throw new Error(`no row for ${app}`);
    expect(within(row).getByText(howTo)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Copy link for ${app}` }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText(`Now paste it into ${app}.`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  test('without a clipboard, the link is selected in the box and the toast says to copy it from there', async () => {
    feedApi();
    const { user } = await openCard();
    const input = await linkInput();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    onTestFinished(() => writeText.mockRestore());

    await user.click(screen.getByRole('button', { name: 'Copy link for Outlook' }));

    expect(await screen.findByText('Couldn’t copy the link')).toBeInTheDocument();
    expect(screen.getByText(/It is selected in the box above/)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([
      0,
      feedOf(TOKEN_1).url.length,
    ]);
  });

  test('Reset link asks first; Cancel changes nothing', async () => {
    const { resets } = feedApi();
    const { user } = await openCard();
    await linkInput();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    expect(dialog).toHaveAccessibleDescription(/Calendars subscribed to the old link stop updating/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset link' })).toHaveFocus();
    expect(resets).toEqual([]);
    expect(await linkInput()).toHaveValue(feedOf(TOKEN_1).url);
  });

  test('confirming the reset shows the new link, says so and returns focus to Reset link', async () => {
    const answer = deferredResponse();
    const { resets } = feedApi({ reset: () => answer.promise });
    const { user } = await openCard();
    await linkInput();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset link' });
    await user.click(confirm);
    // While the reset runs the dialog stays, and a second press sends nothing.
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(resets).toEqual([{}]);

    answer.resolve(jsonResponse(feedOf(TOKEN_2)));
    expect(await screen.findByText('Calendar link reset')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await linkInput()).toHaveValue(feedOf(TOKEN_2).url);
    expect(screen.getByRole('button', { name: 'Reset link' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Copy link for Apple Calendar' }));
    expect(await screen.findByText('Now paste it into Apple Calendar.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(feedOf(TOKEN_2).webcalUrl);
  });

  test('a refused reset keeps the old link and says why', async () => {
    feedApi({ reset: () => jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500) });
    const { user } = await openCard();
    await linkInput();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset link' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset link' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your private calendar link', hidden: true })).toHaveValue(
      feedOf(TOKEN_1).url,
    );
  });

  test('when the link cannot be loaded it says so, and Try again loads it', async () => {
    feedApi({ firstRead: 'error' });
    const { user, card } = await openCard();

    expect(await within(card).findByText(/We couldn’t load your calendar link/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await linkInput()).toHaveValue(feedOf(TOKEN_1).url);
  });
});
