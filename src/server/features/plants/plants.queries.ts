import { reusableQuery } from '../../db/reusable-query.ts';

/** What a search needs of a gardener's profile: its place, and the wizard's answers that order the hits. */
export const selectSearchProfile = reusableQuery((db, userId: string) =>
  db.selectFrom('profiles').select(['zone', 'zip_code', 'garden_type', 'plant_preference']).where('id', '=', userId),
);
