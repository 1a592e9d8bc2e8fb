import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test } from 'vitest';
import type { PublicConfig } from '#shared/config.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { keepPendingPlant } from '#client/features/garden/lib/pending-plant.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

afterEach(() => {
  toast.dismiss();
});

function config(auth: Partial<PublicConfig['auth']> = {}): PublicConfig {
  return {
    productName: 'Garden Guide',
    auth: { emailPassword: true, magicLink: true, guest: true, google: false, oidc: null, ...auth },
    plantIdentification: { enabled: false, provider: 'none' },
    mailDelivery: 'smtp',
    contactEmail: null,
  };
}

type Call = { path: string; body: unknown };

/** A signed-out visitor; `answers` stands in for better-auth's endpoints by path. */
function authApi(answers: Record<string, () => Response> = {}, auth: Partial<PublicConfig['auth']> = {}) {
  const calls: Call[] = [];
  let session: unknown = null;
  mockApi((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(session);
    if (url.pathname === '/api/config') return jsonResponse(config(auth));
    if (url.pathname === '/api/profile') return jsonResponse({ profile: null, isComplete: false });
    const answer = answers[url.pathname];
    if (answer) {
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const response = answer();
      if (response.ok && /sign-in\/(email|anonymous)$/.test(url.pathname)) {
        session = sessionBody({ isAnonymous: url.pathname.endsWith('anonymous') });
      }
      return response;
    }
    return notFound();
  });
  return calls;
}

describe('sign in', () => {
  test('offers password, magic link, guest access, sign-up and the legal notice', async () => {
    authApi();
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign In with Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Neither identity provider is configured here.
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  test('shows Google and the OpenID provider by name when they are configured', async () => {
    authApi({}, { google: true, oidc: { name: 'Authentik' } });
    renderRoute('/login');

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Authentik' })).toBeInTheDocument();
  });

  test('a magic link needs an e-mail address', async () => {
    const calls = authApi({ '/api/auth/sign-in/magic-link': () => jsonResponse({ status: true }) });
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Send Magic Link' }));

    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address to receive a magic link.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a magic link is asked for, for the site itself', async () => {
    const calls = authApi({ '/api/auth/sign-in/magic-link': () => jsonResponse({ status: true }) });
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));

    expect(await screen.findByText('Magic link sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the login link.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/auth/sign-in/magic-link',
        body: { email: 'rosa@example.org', callbackURL: '/', errorCallbackURL: '/login' },
      },
    ]);
  });

  test('a refused password shows the server’s message', async () => {
    authApi({
      '/api/auth/sign-in/email': () =>
        jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    const { user, router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'rosa@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In with Password' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a good password welcomes the gardener back and opens the app', async () => {
    const calls = authApi({
      '/api/auth/sign-in/email': () => jsonResponse({ redirect: false, user: sessionBody().user }),
    });
    const { user, router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'rosa@example.org');
    await user.type(screen.getByLabelText('Password'), 'tomato-trellis-42');
    await user.click(screen.getByRole('button', { name: 'Sign In with Password' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your garden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]).toEqual({
      path: '/api/auth/sign-in/email',
      body: { email: 'rosa@example.org', password: 'tomato-trellis-42' },
    });
  });

  test('a guest comes in to the public home screen', async () => {
    authApi({ '/api/auth/sign-in/anonymous': () => jsonResponse({ user: sessionBody({ isAnonymous: true }).user }) });
    const { user, router } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));

    expect(await screen.findByRole('button', { name: 'Get care tips' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The header says who is here.
    expect(within(screen.getByRole('banner')).getByText('Guest')).toBeInTheDocument();
  });

  test('a signed-out visitor is not called a guest', async () => {
    authApi();
    renderRoute('/');
    await screen.findByRole('button', { name: 'Get care tips' });
    expect(within(screen.getByRole('banner')).queryByText('Guest')).not.toBeInTheDocument();
  });

  test('the plant asked for before signing in is named, with what will happen to it', async () => {
    keepPendingPlant({ id: 'pepper', plantName: 'Pepper' }, true);
    authApi();
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(screen.getByText('Pepper will be saved for later once your account is set up.')).toBeInTheDocument();
  });

  test('an expired link that sent the browser back here is explained', async () => {
    authApi();
    const { router } = renderRoute('/login?error=INVALID_TOKEN');

    expect(
      await screen.findByText('This link is invalid or has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('sign up', () => {
  test('the plant a visitor asked for is named, with what will happen to it', async () => {
    keepPendingPlant({ id: 'pepper', plantName: 'Pepper' }, false);
    authApi();
    renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.getByText('Pepper will be added to your garden once your account is set up.')).toBeInTheDocument();
  });

  test('without such a plant there is no note', async () => {
    authApi();
    renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.queryByText(/once your account is set up/)).not.toBeInTheDocument();
  });

  test('asks for e-mail and password, offers a full name, and links sign-in and the legal pages', async () => {
    authApi();
    renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText(/Full name/)).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  test('a new account is asked to verify its e-mail, then goes to sign in', async () => {
    const calls = authApi({ '/api/auth/sign-up/email': () => jsonResponse({ token: null, user: sessionBody().user }) });
    const { user, router } = renderRoute('/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'tomato-trellis-42');
    await user.type(screen.getByLabelText(/Full name/), ' Wendell Berry ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for verification.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.body).toEqual({
      email: 'new@example.org',
      password: 'tomato-trellis-42',
      name: 'Wendell Berry',
      callbackURL: '/',
    });
  });

  test('a refused sign-up shows the server’s reason', async () => {
    authApi({
      '/api/auth/sign-up/email': () =>
        jsonResponse(
          { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose another.' },
          400,
        ),
    });
    const { user } = renderRoute('/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'sunshine');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Error signing up')).toBeInTheDocument();
    expect(screen.getByText('This password is too common. Please choose another.')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  test('sends the reset instructions', async () => {
    const calls = authApi({ '/api/auth/request-password-reset': () => jsonResponse({ status: true }) });
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByText('Password reset email sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for instructions to reset your password.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'rosa@example.org', redirectTo: '/update-password' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  test('a failure says so', async () => {
    authApi({
      '/api/auth/request-password-reset': () =>
        jsonResponse({ message: 'Too many requests. Please try again later.' }, 429),
    });
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByText('Error sending reset email')).toBeInTheDocument();
  });
});
