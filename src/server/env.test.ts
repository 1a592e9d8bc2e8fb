import { describe, expect, test } from 'vitest';
import { loadSettings, SettingsError } from './env.ts';

describe('loadSettings', () => {
  test('an empty environment gives the documented defaults', () => {
    const settings = loadSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.HOST).toBe('0.0.0.0');
    expect(settings.DATABASE_URL).toBe('file:./var/garden.db');
    expect(settings.PUBLIC_URL).toBe('http://localhost:3000');
    expect(settings.PLANT_ID_PROVIDER).toBe('none');
    expect(settings.PLANT_ID_TIMEOUT_MS).toBe(20_000);
    expect(settings.GUIDE_PROVIDER).toBe('catalogue');
    expect(settings.SMTP_URL).toBeUndefined();
  });

  test('PUBLIC_URL follows PORT unless given, without a trailing slash', () => {
    expect(loadSettings({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadSettings({ PUBLIC_URL: 'https://garden.example.org/' }).PUBLIC_URL).toBe('https://garden.example.org');
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/garden'],
    ['PUBLIC_URL', 'not a url'],
    ['PLANT_ID_PROVIDER', 'magic'],
    ['PLANT_ID_TIMEOUT_MS', 'soon'],
    ['PLANT_ID_TIMEOUT_MS', '0'],
    ['SMTP_URL', 'http://mail'],
    ['AUTH_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => loadSettings({ [name]: value })).toThrow(new RegExp(name));
  });

  test('a provider without its key names the missing variable', () => {
    expect(() => loadSettings({ PLANT_ID_PROVIDER: 'plantnet' })).toThrow(/PLANTNET_API_KEY/);
    expect(() => loadSettings({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadSettings({ OIDC_ISSUER: 'http://127.0.0.1:9000' })).toThrow(/OIDC_CLIENT_ID/);
  });

  test('a PostgreSQL URL is accepted', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/garden' }).DATABASE_URL).toMatch(/^postgres:/);
  });
});
