import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { PublicConfigSchema } from '#shared/config.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

describe.each(TEST_DIALECTS)('the app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('health reports the database up', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('every response carries a request id and the security headers', async () => {
    const res = await t.app.request('/api/health/live');
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('config tells which sign-in methods are on, and hides unset providers', async () => {
    const res = await t.app.request('/api/config');
    expect(res.status).toBe(200);
    const config = PublicConfigSchema.parse(await res.json());
    expect(config.auth.google).toBe(false);
    expect(config.auth.oidc).toBeNull();
    expect(config.plantIdentification).toEqual({ enabled: false, provider: 'none' });
    expect(config.mailDelivery).toBe('outbox');
  });

  test('the OpenAPI document lists every API route', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/health',
        '/health/live',
        '/config',
        '/zones/by-zip/{zip}',
        '/zones/{zone}',
        '/profile',
        '/account/export',
        '/account',
        '/password-reset/check',
        '/plants/search',
        '/plants/{id}',
        '/plant-planting/{id}',
        '/plant-care/{id}',
        '/add-plant',
        '/identify-plant',
        '/events',
        '/garden',
        '/garden/{plantId}',
        '/tasks',
        '/tasks/{id}',
        '/calendar-feed',
        '/calendar-feed/reset',
        '/calendar/{token}',
        '/reminders',
        '/reminders/unsubscribe',
      ].sort(),
    );
  });

  test('an unknown API path is a 404 in the error shape', async () => {
    const res = await t.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('not_found');
  });

  test('an oversized body is refused with 413 in the error shape', async () => {
    const res = await t.app.request('/api/config', {
      method: 'POST',
      body: 'x'.repeat(200 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('payload_too_large');
  });

  test('large API responses are compressed when the client accepts it', async () => {
    const res = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe.each(TEST_DIALECTS)('health on %s without a database', (dialect) => {
  test('answers 503 while the database is unreachable', async () => {
    const t = await createTestApp(dialect);
    await t.destroy();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', db: 'down' });
  });
});
