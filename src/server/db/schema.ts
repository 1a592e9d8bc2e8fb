import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of our own tables (better-auth keeps its own). */
export interface UsdaZonesTable {
  zip_code: string;
  zone: string;
  city: string;
  state: string;
  temperature_range: string;
  last_frost_date: string;
  first_frost_date: string;
  growing_season_days: number;
  growing_season_months: number;
  growing_season_description: string;
  station_name: string | null;
  station_distance_km: number | null;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export interface ProfilesTable {
  /** The user's id (better-auth's `user.id`). */
  id: string;
  zone: string | null;
  zip_code: string | null;
  garden_type: string | null;
  plant_preference: string | null;
  gardening_commitment: string | null;
  full_name: string | null;
  updated_at: string;
}

/** JSON columns hold text; the plants service parses them with the catalogue schema. */
export interface PlantsTable {
  plant_id: string;
  plant_name: string;
  scientific_name: string | null;
  aliases: string;
  family: string | null;
  description: string;
  type: string;
  sun_requirements: string;
  zone: string | null;
  seasonality: string;
  plant_group: string;
  image_url: string | null;
  hardiness_min: number | null;
  hardiness_max: number | null;
  days_to_maturity: string | null;
  timing: string;
  planting: string;
  seed_starting: string;
  requirements: string;
  /** 'catalogue', or how a gardener's own plant got its guide: 'variety' or 'guide-provider'. */
  source: string;
  based_on: string | null;
  created_by: string | null;
  created_at: string;
  /** The plant file's fields without a column of their own, as JSON (null: none). */
  extras: string | null;
}

export interface CareInstructionsTable {
  care_instruction_id: Generated<number>;
  plant_id: string;
  step_key: string;
  care_phase: string;
  step_description: string;
  priority: string;
  timing: string;
  order_within_season: number;
  /** The care step's fields without a column of their own, as JSON (null: none). */
  extras: string | null;
}

export interface PlantImagesTable {
  name: string;
  image_url: string;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  props: string;
  user_id: string | null;
  created_at: string;
}

export interface UserGardenTable {
  user_id: string;
  plant_id: string;
  /** SQLite answers 0/1, PostgreSQL true/false: read it with Boolean(). */
  save_later: boolean | number;
  created_at: string;
}

export interface UserCalendarEventsTable {
  calendar_event_id: Generated<number>;
  user_id: string;
  plant_id: string;
  care_instruction_id: number | null;
  event_type: string;
  task_key: string;
  /** The month of the gardener's calendar the row is for, 'YYYY-MM'. */
  occurrence: string;
  completed: boolean | number;
  created_at: string;
}

export interface CalendarFeedsTable {
  user_id: string;
  token: string;
  created_at: string;
}

export interface ReminderSettingsTable {
  user_id: string;
  frequency: string;
  time_zone: string;
  unsubscribe_token: string;
  next_send_at: string | null;
  updated_at: string;
}

export interface ReminderDigestsTable {
  user_id: string;
  period: string;
  status: string;
  lease_owner: string | null;
  lease_until: string | null;
  attempts: number;
  task_count: number;
  sent_at: string | null;
}

/** Milliseconds since the epoch; PostgreSQL's driver reads a bigint as a string. */
type EpochMs = ColumnType<number | string, number, number>;

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: EpochMs;
  window_end: EpochMs;
}

/** better-auth's user table, as far as our own code reads it. */
export interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean | number | null;
}

export interface Database {
  usda_zones: UsdaZonesTable;
  app_state: AppStateTable;
  profiles: ProfilesTable;
  plants: PlantsTable;
  care_instructions: CareInstructionsTable;
  plant_images: PlantImagesTable;
  events: EventsTable;
  user_garden: UserGardenTable;
  user_calendar_events: UserCalendarEventsTable;
  calendar_feeds: CalendarFeedsTable;
  reminder_settings: ReminderSettingsTable;
  reminder_digests: ReminderDigestsTable;
  rate_limits: RateLimitsTable;
  user: AuthUserTable;
}
