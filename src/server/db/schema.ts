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

export interface Database {
  usda_zones: UsdaZonesTable;
  app_state: AppStateTable;
  profiles: ProfilesTable;
}
