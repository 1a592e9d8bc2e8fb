import { useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { readLastZip } from '#client/features/home/lib/last-zip.ts';
import { PlantDetailScreen } from '#client/features/plants/components/plant-detail-screen.tsx';
import type { PlantPlace } from '#client/features/plants/lib/place.ts';

/**
 * `/plant/{plantId}`, for everyone. A signed-in gardener's guidance follows their
 * profile (the server knows it); a visitor's follows the last ZIP they entered here.
 */
export function PlantPage() {
  const { plantId = '' } = useParams();
  const { isSignedIn } = useAuth();
  // Read once per visit to the screen, so the place does not change under the gardener.
  const [visitorZip] = useState(readLastZip);
  const place: PlantPlace = isSignedIn || !visitorZip ? {} : { zip: visitorZip };
  return <PlantDetailScreen plantId={plantId} place={place} />;
}
