import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '#client/lib/config.ts';

/** Whether this installation identifies plants from photos (from `GET /api/config`, one request for the app). */
export function useIdentifySettings() {
  return useQuery({ ...configQueryOptions(), select: (config) => config.plantIdentification });
}
