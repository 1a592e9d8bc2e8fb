import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

afterEach(() => {
  toast.dismiss();
});

/** A signed-out visitor; `valid` says whether the reset token checks out. */
function resetApi({ check = 'valid' }: { check?: 'valid' | 'invalid' | 'down' } = {}) {
  const resets: unknown[] = [];
  const checked: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/password-reset/check') {
      checked.push(JSON.parse(String(init?.body)));
      if (check === 'down') return jsonResponse({ error: { code: 'unavailable', message: 'Down' } }, 503);
      return jsonResponse({ valid: check === 'valid' });
    }
    if (url.pathname === '/api/auth/reset-password') {
      resets.push(JSON.parse(String(init?.body)));
      return jsonResponse({ status: true });
    }
    return notFound();
  });
  return { resets, checked };
}

async function openValidLink() {
  const view = renderRoute('/update-password?token=reset-token-1');
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return view;
}

describe('update password', () => {
  test('without a token it says the link is invalid and goes to /login', async () => {
    resetApi();
    const { router } = renderRoute('/update-password');

    expect(await screen.findByText('Invalid Link')).toBeInTheDocument();
    expect(screen.getByText('Password reset link is invalid or expired.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a used or expired token is refused the same way', async () => {
    const { checked } = resetApi({ check: 'invalid' });
    const { router } = renderRoute('/update-password?token=old-token');

    expect(await screen.findByText('Invalid Link')).toBeInTheDocument();
    expect(checked).toEqual([{ token: 'old-token' }]);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  test('when the link cannot be checked it says so and goes to /login', async () => {
    resetApi({ check: 'down' });
    const { router } = renderRoute('/update-password?token=reset-token-1');

    expect(await screen.findByText('Could not verify session.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a good link shows the form and takes the token out of the address bar', async () => {
    resetApi();
    const { router } = await openValidLink();

    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(router.state.location.search).toBe('');
  });

  test('the two entries must match', async () => {
    const { resets } = resetApi();
    const { user } = await openValidLink();

    await user.type(screen.getByLabelText('New password'), 'basil-and-mint');
    await user.type(screen.getByLabelText('Confirm new password'), 'basil-and-mine');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please ensure both passwords are the same.')).toBeInTheDocument();
    expect(resets).toEqual([]);
  });

  test('the password needs at least 6 characters', async () => {
    const { resets } = resetApi();
    const { user } = await openValidLink();

    await user.type(screen.getByLabelText('New password'), 'kale5');
    await user.type(screen.getByLabelText('Confirm new password'), 'kale5');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(resets).toEqual([]);
  });

  test('a good new password is saved with the token, then sign in', async () => {
    const { resets } = resetApi();
    const { user, router } = await openValidLink();

    await user.type(screen.getByLabelText('New password'), 'kale#7');
    await user.type(screen.getByLabelText('Confirm new password'), 'kale#7');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
    expect(resets).toEqual([{ newPassword: 'kale#7', token: 'reset-token-1' }]);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
