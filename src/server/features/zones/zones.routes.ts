import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import { ZipCodeSchema, ZoneRecordSchema, ZoneSchema, ZoneSummarySchema } from '#shared/zones.ts';
import type { AppContext } from '../../context.ts';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { getZoneByZip, getZoneSummary } from '../../climate/climate.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const CACHE = 'public, max-age=3600';

const byZip = createRoute({
  method: 'get',
  path: '/zones/by-zip/{zip}',
  summary: 'Hardiness zone and frost dates for a ZIP code',
  request: { params: z.object({ zip: ZipCodeSchema }) },
  responses: {
    200: jsonResponse(ZoneRecordSchema, 'The zone record of the ZIP code'),
    400: errorResponse('Not a 5-digit ZIP code'),
    404: errorResponse('A ZIP code the climate data does not cover'),
  },
});

const byZone = createRoute({
  method: 'get',
  path: '/zones/{zone}',
  summary: 'What a half zone is like across its ZIP codes',
  request: { params: z.object({ zone: ZoneSchema }) },
  responses: {
    200: jsonResponse(ZoneSummarySchema, 'The zone summary'),
    400: errorResponse('Not a half zone from 1a to 13b'),
  },
});

export function zoneRoutes({ db }: AppContext) {
  return createRouter()
    .openapi(byZip, async (c) => {
      const record = await getZoneByZip(db, c.req.valid('param').zip);
      setResponseHeader(c, 'Cache-Control', CACHE);
      return json(c, record, 200);
    })
    .openapi(byZone, async (c) => {
      const summary = await getZoneSummary(db, c.req.valid('param').zone);
      setResponseHeader(c, 'Cache-Control', CACHE);
      return json(c, summary, 200);
    });
}
