import { createRoute, z } from '@hono/zod-openapi';
import {
  AddTaskBodySchema,
  AddToGardenBodySchema,
  CalendarEventIdSchema,
  GardenChangeSchema,
  GardenResponseSchema,
  type GardenChange,
  type GardenResponse,
  MoveToGardenBodySchema,
  TaskChangeSchema,
  TaskSchema,
  TasksResponseSchema,
  UpdateTaskBodySchema,
} from '#shared/garden/api.ts';
import { PlantIdSchema } from '#shared/plants/api.ts';
import type { AppContext } from '../../context.ts';
import {
  createRouter,
  errorResponse,
  jsonRequestBody,
  jsonResponse,
  signedInOnlyResponses,
} from '../../lib/openapi.ts';
import { requireUser, signedIn } from '../../middleware/session.ts';
import { getGardenJson, getTasks } from '../../garden/garden-view.ts';
import { json, jsonText } from '../../lib/json-text.ts';
import {
  addTask,
  addToGarden,
  moveToGarden,
  removeFromGarden,
  removeTask,
  setTaskCompleted,
} from './garden.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const plantParams = z.object({ plantId: PlantIdSchema });
const taskParams = z.object({ id: CalendarEventIdSchema });

// Guests and visitors are turned away before the body is read (signedIn middleware).
const SAVE = 'save plants';
const TRACK = 'track tasks';

const listGarden = createRoute({
  method: 'get',
  path: '/garden',
  middleware: [signedIn(SAVE)] as const,
  summary: 'The gardener’s plants: in the garden and saved for later',
  responses: {
    200: jsonResponse(GardenResponseSchema, 'Every entry, its plant personalised'),
    ...signedInOnlyResponses,
  },
});

const addGarden = createRoute({
  method: 'post',
  path: '/garden',
  middleware: [signedIn(SAVE)] as const,
  summary: 'Add a plant to the garden, or save it for later',
  description: 'Repeats are ignored (`changed: false`); a saved plant added to the garden moves there.',
  request: { body: jsonRequestBody(AddToGardenBodySchema) },
  responses: {
    200: jsonResponse(GardenChangeSchema, 'The entry as it now is'),
    400: errorResponse('A malformed body'),
    404: errorResponse('No such plant'),
    ...signedInOnlyResponses,
  },
});

const moveGarden = createRoute({
  method: 'patch',
  path: '/garden/{plantId}',
  middleware: [signedIn(SAVE)] as const,
  summary: 'Move a saved plant to the garden',
  request: { params: plantParams, body: jsonRequestBody(MoveToGardenBodySchema) },
  responses: {
    200: jsonResponse(GardenChangeSchema, 'The entry as it now is'),
    400: errorResponse('A malformed id or body'),
    404: errorResponse('The plant is not in this gardener’s garden or saved list'),
    ...signedInOnlyResponses,
  },
});

const removeGarden = createRoute({
  method: 'delete',
  path: '/garden/{plantId}',
  middleware: [signedIn(SAVE)] as const,
  summary: 'Remove a plant from the garden or the saved list, with its tracked tasks',
  request: { params: plantParams },
  responses: {
    204: { description: 'Removed' },
    400: errorResponse('A malformed id'),
    404: errorResponse('The plant is not in this gardener’s garden or saved list'),
    ...signedInOnlyResponses,
  },
});

const listTasks = createRoute({
  method: 'get',
  path: '/tasks',
  middleware: [signedIn(TRACK)] as const,
  summary: 'The gardener’s task rows: each a task done (or not yet) in one month',
  description: 'Rows of the last two years and later months, oldest first.',
  responses: { 200: jsonResponse(TasksResponseSchema, 'The task rows'), ...signedInOnlyResponses },
});

const trackTask = createRoute({
  method: 'post',
  path: '/tasks',
  middleware: [signedIn(TRACK)] as const,
  summary: 'Record a care, planting or seed-starting task of a plant in the garden for one month',
  description:
    'A tick belongs to one month of one year (`occurrence`, YYYY-MM, this month in UTC when left out, at most two years away); `completed: true` records it done in one request. A row the gardener already has for that month is left as it is (`changed: false`) unless `completed` asks otherwise.',
  request: { body: jsonRequestBody(AddTaskBodySchema) },
  responses: {
    200: jsonResponse(TaskChangeSchema, 'The task as it now is'),
    400: errorResponse('A malformed body, or a month more than two years away'),
    404: errorResponse('Care instruction or associated plant_id not found.'),
    409: errorResponse('Plant must be in your garden to add this task.'),
    ...signedInOnlyResponses,
  },
});

const updateTask = createRoute({
  method: 'patch',
  path: '/tasks/{id}',
  middleware: [signedIn(TRACK)] as const,
  summary: 'Mark a tracked task done or not done',
  request: { params: taskParams, body: jsonRequestBody(UpdateTaskBodySchema) },
  responses: {
    200: jsonResponse(TaskSchema, 'The task'),
    400: errorResponse('A malformed id or body'),
    404: errorResponse('Task tracking info not found for calendar_event_id'),
    ...signedInOnlyResponses,
  },
});

const untrackTask = createRoute({
  method: 'delete',
  path: '/tasks/{id}',
  middleware: [signedIn(TRACK)] as const,
  summary: 'Stop tracking a task',
  request: { params: taskParams },
  responses: {
    204: { description: 'Removed' },
    400: errorResponse('A malformed id'),
    404: errorResponse('Task tracking info not found for calendar_event_id'),
    ...signedInOnlyResponses,
  },
});

export function gardenRoutes({ db, now = () => new Date() }: AppContext) {
  return createRouter()
    .openapi(listGarden, async (c) => {
      const user = await requireUser(c, SAVE);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return jsonText<GardenResponse>(c, await getGardenJson(db, user));
    })
    .openapi(addGarden, async (c) => {
      const user = await requireUser(c, SAVE);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return jsonText<GardenChange>(c, await addToGarden(db, user, c.req.valid('json')));
    })
    .openapi(moveGarden, async (c) => {
      const user = await requireUser(c, SAVE);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return jsonText<GardenChange>(c, await moveToGarden(db, user, c.req.valid('param').plantId));
    })
    .openapi(removeGarden, async (c) => {
      const user = await requireUser(c, SAVE);
      await removeFromGarden(db, user, c.req.valid('param').plantId);
      return c.body(null, 204);
    })
    .openapi(listTasks, async (c) => {
      const user = await requireUser(c, TRACK);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await getTasks(db, user, now()), 200);
    })
    .openapi(trackTask, async (c) => {
      const user = await requireUser(c, TRACK);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await addTask(db, user, c.req.valid('json'), now()), 200);
    })
    .openapi(updateTask, async (c) => {
      const user = await requireUser(c, TRACK);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await setTaskCompleted(db, user, c.req.valid('param').id, c.req.valid('json').completed), 200);
    })
    .openapi(untrackTask, async (c) => {
      const user = await requireUser(c, TRACK);
      await removeTask(db, user, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
