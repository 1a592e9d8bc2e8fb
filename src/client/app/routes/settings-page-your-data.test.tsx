import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test } from 'vitest';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

afterEach(() => {
  toast.dismiss();
});

/** A signed-in gardener whose account the server deletes (and whose session is gone after). */
function gardenerApi() {
  const calls: string[] = [];
  let isDeleted = false;
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/auth/get-session') return jsonResponse(isDeleted ? null : sessionBody());
    if (url.pathname === '/api/auth/sign-out') return jsonResponse({ success: true });
    if (url.pathname === '/api/account' && method === 'DELETE') {
      isDeleted = true;
      return new Response(null, { status: 204 });
    }
    if (isDeleted)
      return jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401);
    if (url.pathname === '/api/profile') return jsonResponse({ profile: null, isComplete: false });
    if (url.pathname === '/api/calendar-feed') {
      return jsonResponse({ url: 'https://example.org/feed.ics', webcalUrl: 'webcal://example.org/feed.ics' });
    }
    if (url.pathname === '/api/reminders') {
      return jsonResponse({ frequency: 'off', timeZone: null, nextDigestAt: null, email: 'rosa@example.org' });
    }
    return notFound();
  });
  return { calls };
}

describe('deleting the account from Settings', () => {
  test('deletes it, signs out, clears what this device kept and says so', async () => {
    const { calls } = gardenerApi();
    localStorage.setItem('gardenProfile', '{}');
    localStorage.setItem('gardenTaskTracking_user-1', '{}');
    localStorage.setItem('gg_last_zip', '10001');
    const { user, router, queryClient } = renderRoute('/settings');
    const card = await screen.findByRole('region', { name: 'Your data' });

    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grow what thrives where you live' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual(['DELETE /api/account', 'POST /api/auth/sign-out']);
    expect(localStorage.getItem('gardenProfile')).toBeNull();
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBeNull();
    // Not the gardener's: the landing page's remembered ZIP stays.
    expect(localStorage.getItem('gg_last_zip')).toBe('10001');
    // Nothing of the gardener's stays in memory either (the profile, the feed, the reminders).
    const kept = queryClient
      .getQueryCache()
      .findAll()
      .map((query) => String(query.queryKey[0]));
    expect(kept.filter((key) => !['auth', 'config', 'zones'].includes(key))).toEqual([]);
  });
});
