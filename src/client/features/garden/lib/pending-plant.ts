/**
 * The plant a visitor or a guest asked to add to the garden (or to save for later) before
 * they had an account. It waits on this device, and goes into their garden once they have
 * one: after the set-up wizard for a new account, at once for a gardener who signs in with
 * a complete profile. Read by hand rather than with a schema, so the sign-in pages, which
 * show it, load no schema code.
 */
export const PENDING_PLANT_KEY = 'gg_pending_plant';

/** Older than this, a wish is dropped: whoever signs in on the device later may not be who made it. */
export const PENDING_PLANT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type PendingPlant = {
  plantId: string;
  plantName: string;
  /** true: Save for Later; false: Add to Garden. */
  saveLater: boolean;
  /** When it was asked for, in milliseconds since the epoch. */
  keptAt: number;
};

function isPendingPlant(value: unknown, now: number): value is PendingPlant {
  if (typeof value !== 'object' || value === null) return false;
  const { plantId, plantName, saveLater, keptAt } = value as Record<string, unknown>;
  return (
    typeof plantId === 'string' &&
    // The shape of a plant id (PlantIdSchema), without its schema code.
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(plantId) &&
    plantId.length <= 80 &&
    typeof plantName === 'string' &&
    plantName.trim() !== '' &&
    plantName.length <= 200 &&
    typeof saveLater === 'boolean' &&
    typeof keptAt === 'number' &&
    // A time ahead of the clock is as untrustworthy as one long past.
    keptAt <= now + 60_000 &&
    now - keptAt <= PENDING_PLANT_MAX_AGE_MS
  );
}

/** Keeps the plant for after sign-up, in place of any earlier one. */
export function keepPendingPlant(plant: { id: string; plantName: string }, saveLater: boolean, now = Date.now()): void {
  const pending: PendingPlant = { plantId: plant.id, plantName: plant.plantName, saveLater, keptAt: now };
  try {
    window.localStorage.setItem(PENDING_PLANT_KEY, JSON.stringify(pending));
  } catch {
    // Storage can be switched off: the visitor adds the plant again once signed up.
  }
}

/** The plant waiting on this device, or null; one that is stale or corrupt is discarded. */
export function readPendingPlant(now = Date.now()): PendingPlant | null {
  try {
    const raw = window.localStorage.getItem(PENDING_PLANT_KEY);
    if (raw === null) return null;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Corrupt: discarded below.
    }
    if (isPendingPlant(parsed, now)) return parsed;
    window.localStorage.removeItem(PENDING_PLANT_KEY);
  } catch {
    // See keepPendingPlant.
  }
  return null;
}

/** Reads the waiting plant and forgets it in the same step, so it is added once only. */
export function takePendingPlant(now = Date.now()): PendingPlant | null {
  const pending = readPendingPlant(now);
  try {
    window.localStorage.removeItem(PENDING_PLANT_KEY);
  } catch {
    // See keepPendingPlant.
  }
  return pending;
}

/** Why Add to Garden or Save for Later leads a visitor to sign-up. */
export function signUpReason(plantName: string, saveLater: boolean): string {
  return saveLater
    ? `Create a free account to save ${plantName} for later`
    : `Create a free account to keep ${plantName} in your garden`;
}

/** What happens to the waiting plant once the visitor has an account. */
export function pendingPlantPromise({ plantName, saveLater }: Pick<PendingPlant, 'plantName' | 'saveLater'>): string {
  return saveLater
    ? `${plantName} will be saved for later once your account is set up.`
    : `${plantName} will be added to your garden once your account is set up.`;
}
