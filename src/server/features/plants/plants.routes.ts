import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AddPlantBodySchema,
  AddPlantNoMatchSchema,
  AddPlantResponseSchema,
  CareGuideSchema,
  PlaceBodySchema,
  PlaceQuerySchema,
  PlantDetailSchema,
  PlantIdSchema,
  PlantingGuideSchema,
  PlantSearchResponseSchema,
  SearchQuerySchema,
  type CareGuide,
  type PlantDetail,
  type PlantingGuide,
  type PlantSearchResponse,
} from '#shared/plants/api.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import { json, jsonText } from '../../lib/json-text.ts';
import {
  createRouter,
  errorResponse,
  jsonRequestBody,
  jsonResponse,
  signedInOnlyResponses,
} from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { getUser, requireUser, signedIn } from '../../middleware/session.ts';
import { addPlant } from './add-plant.service.ts';
import { createGuideProvider } from './guide-provider.ts';
import { getCareGuide, getPlantDetail, getPlantingGuide, searchCatalogue } from './plants.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const PLACE_NOTE =
  'Personalised to `zone` (typical frost dates of a half zone) if given, else to `zip` (its own frost dates), else to the signed-in gardener’s profile; without any of them, months and suitability are left out (`place: null`).';

const params = z.object({ id: PlantIdSchema });

const search = createRoute({
  method: 'get',
  path: '/plants/search',
  summary: 'Search the plant catalogue',
  description:
    'Lowercased, punctuation stripped, every word in the name, an alias or a catalogue variety (fig and ficus alike); an empty query finds nothing. Only plants for the zone, indoor plants and plants for every zone. Exact names first (plural-tolerant), then exact aliases and varieties, names starting with the query, aliases and varieties, and last words found only inside another word; a plant named exactly is followed by the gardener’s own plants based on it and its varieties (`variety` says which). For a signed-in gardener, within each match level, the plants their profile prefers (`orderedFor`) come first. Needs a zone: `zone`, the zone of `zip`, or the profile’s.',
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonResponse(PlantSearchResponseSchema, 'Matching plants, best first'),
    400: errorResponse('A malformed query, or no zone to search by'),
    404: errorResponse('A ZIP code the climate data does not cover (zip not found)'),
  },
});

const detail = createRoute({
  method: 'get',
  path: '/plants/{id}',
  summary: 'A plant as shown on its page',
  description: PLACE_NOTE,
  request: { params, query: PlaceQuerySchema },
  responses: {
    200: jsonResponse(PlantDetailSchema, 'The plant'),
    400: errorResponse('A malformed id or query'),
    404: errorResponse('No such plant (Plant not found)'),
  },
});

const placeBody = jsonRequestBody(PlaceBodySchema, { required: false });

const planting = createRoute({
  method: 'post',
  path: '/plant-planting/{id}',
  summary: 'Seed-starting and planting steps with their months',
  description: PLACE_NOTE,
  request: { params, body: placeBody },
  responses: {
    200: jsonResponse(PlantingGuideSchema, 'The planting guide'),
    400: errorResponse('A malformed id or body'),
    404: errorResponse('No such plant'),
  },
});

const care = createRoute({
  method: 'post',
  path: '/plant-care/{id}',
  summary: 'The care plan by phase, with each step’s months',
  description: PLACE_NOTE,
  request: { params, body: placeBody },
  responses: {
    200: jsonResponse(CareGuideSchema, 'The care guide'),
    400: errorResponse('A malformed id or body'),
    404: errorResponse('No such plant'),
  },
});

const add = createRoute({
  method: 'post',
  path: '/add-plant',
  middleware: [signedIn('add plants')] as const,
  summary: 'Find or create a plant by name for the gardener’s zone',
  description:
    'A catalogue plant’s name or alias (without case, accents, punctuation or plural, as search compares names) answers the catalogue plant. A catalogue variety, or a name holding a plant’s name or a variety of two words or more, becomes the gardener’s own plant under the name as typed, based on that plant (or with a drafted guide when GUIDE_PROVIDER=openai). Nothing else is added without asking: a possible misspelling or a related name is a 422 with `didYouMean` and `suggestions`. With `as_typed: true` (or when there is nothing to ask) the name becomes the gardener’s own plant: a drafted guide with a guide provider, else the name alone, without a guide, of the kind in `plant_group` (a 422 with `needsPlantGroup` when it is missing).',
  request: { body: jsonRequestBody(AddPlantBodySchema) },
  responses: {
    200: jsonResponse(AddPlantResponseSchema, 'The plant found or created'),
    400: errorResponse('A malformed body'),
    ...signedInOnlyResponses,
    422: jsonResponse(
      AddPlantNoMatchSchema,
      'Nothing added: the plants the name may be a misspelling of, related plants, or the kind of plant to ask for',
    ),
    429: errorResponse('Too many new plants from this address; Retry-After says when to try again'),
  },
});

/** Answers that depend on the session (its profile) must not be shared by caches. */
function cacheFor(c: Context<AppEnv>, personal: boolean): void {
  setResponseHeader(c, 'Cache-Control', personal ? 'private, no-store' : 'public, max-age=300');
  setResponseHeader(c, 'Vary', 'Cookie');
}

/** New plants per client address and minute (each may call the guide provider). */
export const ADD_PLANT_PER_MINUTE = 30;

export function plantRoutes({ db, settings, logger }: AppContext) {
  const guideProvider = createGuideProvider(settings, logger);

  const router = createRouter();
  router.use(
    '/add-plant',
    rateLimit({
      db,
      name: 'add-plant',
      max: ADD_PLANT_PER_MINUTE,
      windowMs: 60_000,
      trustedProxies: settings.TRUSTED_PROXIES,
    }),
  );
  return router
    .openapi(search, async (c) => {
      const result = await searchCatalogue(db, await getUser(c), c.req.valid('query'));
      cacheFor(c, true);
      return jsonText<PlantSearchResponse>(c, result);
    })
    .openapi(detail, async (c) => {
      const user = await getUser(c);
      const result = await getPlantDetail(db, user, c.req.valid('param').id, c.req.valid('query'));
      cacheFor(c, Boolean(user));
      return jsonText<PlantDetail>(c, result);
    })
    .openapi(planting, async (c) => {
      const user = await getUser(c);
      const result = await getPlantingGuide(db, user, c.req.valid('param').id, c.req.valid('json'));
      cacheFor(c, true);
      return jsonText<PlantingGuide>(c, result);
    })
    .openapi(care, async (c) => {
      const user = await getUser(c);
      const result = await getCareGuide(db, user, c.req.valid('param').id, c.req.valid('json'));
      cacheFor(c, true);
      return jsonText<CareGuide>(c, result);
    })
    .openapi(add, async (c) => {
      const user = await requireUser(c, 'add plants');
      const result = await addPlant(db, guideProvider, user, c.req.valid('json'));
      setResponseHeader(c, 'Cache-Control', 'no-store');
      if (result.kind === 'question') return json(c, result.body, 422);
      return json(c, result.response, 200);
    });
}
