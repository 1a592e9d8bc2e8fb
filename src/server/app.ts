import { authHandler, createAuth } from './auth.ts';
import type { AppContext } from './context.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';
import { passwordResetRoutes } from './features/auth/password-reset.routes.ts';
import { configRoutes } from './features/config/config.routes.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { gardenRoutes } from './features/garden/garden.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { IDENTIFY_PLANT_PATH, identifyBodyLimit, identifyRoutes } from './features/identify/identify.routes.ts';
import { plantRoutes } from './features/plants/plants.routes.ts';
import { reminderRoutes } from './features/reminders/reminders.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { zoneRoutes } from './features/zones/zones.routes.ts';
import { createMailer } from './lib/mailer.ts';
import { createRouter } from './lib/openapi.ts';
import { limitBody, readSmallJsonBodies } from './middleware/body-methods.ts';
import { compressAnswers } from './middleware/compress.ts';
import { handleError, handleNotFound } from './middleware/error-handler.ts';
import { requestIdentity } from './middleware/request-id.ts';
import { requestLog } from './middleware/request-log.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { session } from './middleware/session.ts';
import { SessionCache } from './middleware/session-cache.ts';
import { staticSpa } from './middleware/static-spa.ts';

/** Request bodies of the API (the photo upload has its own limit). */
const API_BODY_LIMIT = 100 * 1024;

/** Builds the whole HTTP app from its context; `index.ts` serves it, tests call `app.request`. */
export function createApp(ctx: AppContext) {
  const mailer = ctx.mailer ?? createMailer(ctx.settings, ctx.logger);
  const sessions = ctx.sessions ?? new SessionCache(ctx.db);
  const auth = createAuth({ ...ctx, mailer, onSessionDeleted: (token) => sessions.forget(token) });
  const api = createRouter()
    .route('/', healthRoutes(ctx))
    .route('/', configRoutes(ctx))
    .route('/', zoneRoutes(ctx))
    .route('/', profileRoutes(ctx))
    .route('/', accountRoutes({ ...ctx, sessions }))
    .route('/', plantRoutes(ctx))
    .route('/', eventRoutes(ctx))
    .route('/', gardenRoutes(ctx))
    .route('/', identifyRoutes(ctx))
    .route('/', calendarRoutes(ctx))
    .route('/', reminderRoutes(ctx))
    .route('/', passwordResetRoutes(auth));

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Garden Guide API',
      version: '1.0.0',
      description: 'Errors are {"error":{"code","message"}} with a 4xx status for anything the caller did wrong.',
    },
  });

  const app = createRouter();
  app.use(requestIdentity());
  app.use(requestLog(ctx.logger));
  app.use(securityHeaders({ isHttps: ctx.settings.PUBLIC_URL.startsWith('https://') }));
  app.use('/api/*', limitBody(API_BODY_LIMIT, { except: [IDENTIFY_PLANT_PATH] }));
  app.use(IDENTIFY_PLANT_PATH, identifyBodyLimit());
  app.use('/api/*', compressAnswers());
  app.use('/api/*', sameOrigin(ctx.settings.PUBLIC_URL));
  app.on(['GET', 'POST'], '/api/auth/*', authHandler(auth, ctx.settings));
  app.use('/api/*', session(auth, sessions));
  // After sign-in's routes, which hand the raw request to better-auth.
  app.use('/api/*', readSmallJsonBodies(API_BODY_LIMIT));
  app.route('/api', api);
  if (ctx.clientDir) app.use('*', staticSpa(ctx.clientDir));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
