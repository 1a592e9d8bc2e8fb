import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { ReminderSettings, UpdateReminderSettings } from '#shared/calendar/api.ts';
import { deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { renderComponent } from '#client/testing/render-component.tsx';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { EmailRemindersCard } from './email-reminders-card.tsx';

afterEach(() => {
  toast.dismiss();
});

/** This browser runs in Chicago. */
beforeEach(() => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'America/Chicago' };
  });
  onTestFinished(() => spy.mockRestore());
});

// 7 am in Chicago: Monday 30 November 2026 and Tuesday 1 December 2026.
const NEXT_WEEKLY = '2026-11-30T13:00:00.000Z';
const NEXT_MONTHLY = '2026-12-01T13:00:00.000Z';

const off: ReminderSettings = { frequency: 'off', timeZone: null, nextDigestAt: null, email: 'rosa@example.org' };

type Options = {
  saved?: ReminderSettings;
  /** How the first read answers (later reads succeed). */
  firstRead?: 'ok' | 'error';
  /** Answers a PUT instead of the fake server (which saves the choice). */
  answer?: () => Response | Promise<Response>;
};

/** A signed-in gardener's reminder settings, saved by PUT as the server would. */
function remindersApi({ saved = off, firstRead = 'ok', answer }: Options = {}) {
  let current = saved;
  let reads = 0;
  const puts: UpdateReminderSettings[] = [];
  mockApi(async (url, init) => {
    if (url.pathname === '/api/reminders' && init?.method === 'PUT') {
      const input = JSON.parse(String(init.body)) as UpdateReminderSettings;
      puts.push(input);
      const answered = answer ? await answer() : null;
      if (answered) return answered;
      const next = { weekly: NEXT_WEEKLY, monthly: NEXT_MONTHLY, off: null }[input.frequency];
      current = { ...current, frequency: input.frequency, timeZone: input.timeZone, nextDigestAt: next };
      return jsonResponse(current);
    }
    if (url.pathname === '/api/reminders') {
      reads += 1;
      if (reads === 1 && firstRead === 'error') {
        return jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
      }
      return jsonResponse(current);
    }
    return notFound();
  });
  return { puts };
}

async function openCard() {
  const view = renderComponent(<EmailRemindersCard userId="user-1" />);
  const card = (await screen.findByRole('heading', { level: 2, name: 'E-mail reminders' })).closest('section');
  if (!card) throw new Error('the reminders card is not a section');
  return { ...view, card };
}

const radio = (name: RegExp) => screen.findByRole('radio', { name });

describe('e-mail reminders', () => {
  test('off by default: says where digests go and what they hold, and shows no next digest', async () => {
    remindersApi();
    const { card } = await openCard();

    const group = await within(card).findByRole('group', { name: /Send me/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['off', 'weekly', 'monthly']);
    expect(await radio(/^Off/)).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Weekly digest Mondays, 7 am$/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Monthly digest 1st of the month, 7 am$/ })).not.toBeChecked();
    expect(within(card).getByText('rosa@example.org')).toBeInTheDocument();
    expect(within(card).getByText(/must-do tasks first/)).toBeInTheDocument();
    expect(within(card).getByText(/link to unsubscribe/)).toBeInTheDocument();
    expect(within(card).queryByText(/Next digest/)).not.toBeInTheDocument();
  });

  test('choosing weekly saves it with the browser’s time zone and shows the next Monday', async () => {
    const { puts } = remindersApi();
    const { user, card } = await openCard();

    await user.click(await radio(/^Weekly digest/));

    expect(await screen.findByText('Reminders updated')).toBeInTheDocument();
    expect(puts).toEqual([{ frequency: 'weekly', timeZone: 'America/Chicago' }]);
    expect(screen.getByRole('radio', { name: /^Weekly digest/ })).toBeChecked();
    expect(within(card).getByText('Next digest:').parentElement).toHaveTextContent('Next digest: Monday, November 30');
  });

  test('the next digest is dated in the gardener’s saved zone', async () => {
    // 7 am on 1 December in Tokyo is still 30 November in Chicago.
    remindersApi({
      saved: { ...off, frequency: 'monthly', timeZone: 'Asia/Tokyo', nextDigestAt: '2026-11-30T22:00:00.000Z' },
    });
    const { card } = await openCard();

    expect(await radio(/^Monthly digest/)).toBeChecked();
    expect(within(card).getByText('Tuesday, December 1')).toHaveAttribute('dateTime', '2026-11-30T22:00:00.000Z');
  });

  test('the keyboard moves the choice, and turning reminders off says so', async () => {
    const { puts } = remindersApi({
      saved: { ...off, frequency: 'weekly', timeZone: 'America/Chicago', nextDigestAt: NEXT_WEEKLY },
    });
    const { user, card } = await openCard();
    const weekly = await radio(/^Weekly digest/);

    weekly.focus();
    await user.keyboard('{ArrowUp}');

    expect(await screen.findByText('Reminders turned off')).toBeInTheDocument();
    expect(puts).toEqual([{ frequency: 'off', timeZone: 'America/Chicago' }]);
    expect(screen.getByRole('radio', { name: /^Off/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Off/ })).toHaveFocus();
    expect(within(card).queryByText(/Next digest/)).not.toBeInTheDocument();
  });

  test('while a choice saves the others wait; a refused save goes back to the saved choice', async () => {
    const answer = deferredResponse();
    const { puts } = remindersApi({
      saved: { ...off, frequency: 'weekly', timeZone: 'America/Chicago', nextDigestAt: NEXT_WEEKLY },
      answer: () => answer.promise,
    });
    const { user, card } = await openCard();

    await user.click(await radio(/^Monthly digest/));
    expect(screen.getByRole('radio', { name: /^Monthly digest/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Off/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('radio', { name: /^Off/ }));
    expect(puts).toEqual([{ frequency: 'monthly', timeZone: 'America/Chicago' }]);

    answer.resolve(jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Weekly digest/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Monthly digest/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Off/ })).not.toHaveAttribute('aria-disabled');
    expect(within(card).getByText('Next digest:').parentElement).toHaveTextContent('Next digest: Monday, November 30');
  });

  test('when the settings cannot be loaded it says so, and Try again loads them', async () => {
    remindersApi({ firstRead: 'error' });
    const { user, card } = await openCard();

    expect(await within(card).findByText(/We couldn’t load your reminder settings/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await radio(/^Off/)).toBeChecked();
  });
});
