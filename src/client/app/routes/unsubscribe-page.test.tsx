import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

const TOKEN = 'Tk_-0123456789abcdefghijklmnopqrstuvwxyzABC';

/** `held`: the answer waits for `release()`. */
type Answer = 'ok' | 'unknown' | 'down' | 'held';

/** The unsubscribe endpoint for `who`; `answers` are used in turn (the last one repeats). */
function unsubscribeApi({ who = 'visitor', answers = ['ok'] }: { who?: 'visitor' | 'gardener'; answers?: Answer[] }) {
  const posts: { token: string | null; method: string }[] = [];
  const held = deferredResponse();
  mockApi((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(who === 'gardener' ? sessionBody() : null);
    if (url.pathname === '/api/reminders/unsubscribe') {
      posts.push({ token: url.searchParams.get('token'), method: init?.method ?? 'GET' });
      const answer = answers[Math.min(posts.length, answers.length) - 1];
      if (answer === 'unknown') return notFound();
      if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      if (answer === 'held') return held.promise;
      return jsonResponse({ frequency: 'off' });
    }
    if (url.pathname === '/api/reminders') {
      return jsonResponse({ frequency: 'off', timeZone: 'UTC', nextDigestAt: null, email: 'rosa@example.org' });
    }
    if (url.pathname === '/api/profile') return jsonResponse({ profile: null, isComplete: false });
    if (url.pathname === '/api/calendar-feed') {
      return jsonResponse({ url: 'https://example.org/a.ics', webcalUrl: 'webcal://example.org/a.ics' });
    }
    return notFound();
  });
  return { posts, release: () => held.resolve(jsonResponse({ frequency: 'off' })) };
}

describe('unsubscribe', () => {
  test('a visitor’s link turns reminders off, posting exactly once even in StrictMode', async () => {
    const { posts } = unsubscribeApi({});
    renderRoute(`/unsubscribe?token=${TOKEN}`, { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You won’t get Garden Guide reminder e-mails any more.')).toBeInTheDocument();
    expect(screen.getByText('You can turn them back on in Settings after you sign in.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(posts).toEqual([{ token: TOKEN, method: 'POST' }]);
    expect(document.title).toBe('Unsubscribe · Garden Guide');
  });

  test('a signed-in gardener is pointed to Settings, which shows reminders off', async () => {
    const { posts } = unsubscribeApi({ who: 'gardener' });
    const { user } = renderRoute(`/unsubscribe?token=${TOKEN}`, { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You can turn them back on in Settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^Off/ })).toBeChecked();
    expect(posts).toHaveLength(1);
  });

  test('while it works, it says so', async () => {
    const { release } = unsubscribeApi({ answers: ['held'] });
    renderRoute(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribing…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
  });

  test('an unknown link says it is not valid', async () => {
    const { posts } = unsubscribeApi({ answers: ['unknown'] });
    renderRoute(`/unsubscribe?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can turn reminder e-mails off in Settings after you sign in.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  test.each([
    ['without a token', '/unsubscribe'],
    ['with a cut-off token', `/unsubscribe?token=${TOKEN.slice(0, 20)}`],
  ])('a link %s is not valid, and nothing is sent', async (_, path) => {
    const { posts } = unsubscribeApi({});
    renderRoute(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  test('when the server cannot be reached, Try again sends it again', async () => {
    const { posts } = unsubscribeApi({ answers: ['down', 'ok'] });
    const { user } = renderRoute(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByText(/We couldn’t reach Garden Guide to unsubscribe you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });
});
