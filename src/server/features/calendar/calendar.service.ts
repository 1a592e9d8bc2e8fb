import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarFeed } from '#shared/calendar/api.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { getGarden, getTaskTracking } from '../../garden/garden-view.ts';
import { AppError } from '../../lib/app-error.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { feedEvents, ownerTagOf, renderFeed } from './calendar-feed.ts';
import { insertFeed, replaceFeedToken, selectFeedByToken, selectFeedOfUser } from './calendar.queries.ts';

export const FEED_NOT_FOUND_MESSAGE = 'No calendar at this address. Copy the current link from Settings.';

function feedOf(token: string, publicUrl: string): CalendarFeed {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The gardener's private feed address, made on first ask. */
export async function getCalendarFeed(db: Kysely<Database>, user: SessionUser, publicUrl: string) {
  let row = await selectFeedOfUser(db, user.id);
  if (!row) {
    await insertFeed(db, user.id, newSecretToken());
    row = await selectFeedOfUser(db, user.id);
  }
  if (!row) throw new Error('the calendar feed was not saved');
  return feedOf(row.token, publicUrl);
}

/** A new address; the old one answers 404 from now on. */
export async function resetCalendarFeed(db: Kysely<Database>, user: SessionUser, publicUrl: string) {
  const token = newSecretToken();
  await replaceFeedToken(db, user.id, token);
  return feedOf(token, publicUrl);
}

export interface RenderedFeed {
  /** The iCalendar text; null when the caller's copy is current (`If-None-Match`). */
  body: string | null;
  etag: string;
}

/**
 * The feed behind a token: the owner's garden tasks over the next twelve months,
 * personalised to their profile. An unknown token is a 404.
 */
export async function renderCalendarFeed(
  db: Kysely<Database>,
  token: string,
  options: { publicUrl: string; now: Date; ifNoneMatch?: string | undefined },
): Promise<RenderedFeed> {
  const feed = await selectFeedByToken(db, token);
  if (!feed) throw new AppError('not_found', FEED_NOT_FOUND_MESSAGE);
  const owner = { id: feed.user_id, isAnonymous: false };
  const [garden, tracking] = await Promise.all([getGarden(db, owner), getTaskTracking(db, owner.id)]);
  const events = feedEvents({
    entries: garden.entries,
    tracking,
    from: { year: options.now.getUTCFullYear(), month: options.now.getUTCMonth() + 1 },
    publicUrl: options.publicUrl,
    ownerTag: ownerTagOf(owner.id),
  });
  // The events decide the content; the stamp the writer adds to each does not.
  const etag = `"${createHash('sha256').update(JSON.stringify(events)).digest('base64url').slice(0, 27)}"`;
  if (options.ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return { body: null, etag };
  return { body: renderFeed(events), etag };
}
