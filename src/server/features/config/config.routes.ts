import { createRoute } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import { PublicConfigSchema, type PublicConfig } from '#shared/config.ts';
import type { AppContext } from '../../context.ts';
import type { Settings } from '../../env.ts';
import { createRouter, jsonResponse } from '../../lib/openapi.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

export function publicConfig(settings: Settings): PublicConfig {
  return {
    productName: 'Garden Guide',
    auth: {
      emailPassword: true,
      magicLink: true,
      guest: true,
      google: Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET),
      oidc: settings.OIDC_ISSUER ? { name: settings.OIDC_NAME ?? 'Single sign-on' } : null,
    },
    plantIdentification: {
      enabled: settings.PLANT_ID_PROVIDER !== 'none',
      provider: settings.PLANT_ID_PROVIDER,
    },
    mailDelivery: settings.SMTP_URL ? 'smtp' : 'outbox',
    contactEmail: settings.CONTACT_EMAIL ?? null,
  };
}

const getConfig = createRoute({
  method: 'get',
  path: '/config',
  summary: 'Which sign-in methods and providers are enabled',
  responses: { 200: jsonResponse(PublicConfigSchema, 'The public configuration') },
});

export function configRoutes({ settings }: AppContext) {
  const config = publicConfig(settings);
  return createRouter().openapi(getConfig, (c) => {
    setResponseHeader(c, 'Cache-Control', 'no-cache');
    return json(c, config, 200);
  });
}
