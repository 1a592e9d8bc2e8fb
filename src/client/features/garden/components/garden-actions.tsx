import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ArrowRight, Bookmark, BookmarkX, CircleCheck, Plus, Trash2 } from 'lucide-react';
import type { PlantDetail, PlantSummary } from '#shared/plants/api.ts';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useAddToGarden } from '../api/add-to-garden.ts';
import { useGarden } from '../api/get-garden.ts';
import { useMoveToGarden } from '../api/move-to-garden.ts';
import { useRemoveFromGarden } from '../api/remove-from-garden.ts';
import { gardenerIdOf, type GardenViewer } from '../lib/garden-viewer.ts';
import { keepPendingPlant, signUpReason } from '../lib/pending-plant.ts';
import { RemovePlantDialog } from './remove-plant-dialog.tsx';

// Two buttons share a column of the detail page's panel, which can be narrow: long labels wrap.
const FIT = 'h-auto min-h-11 min-w-0 py-2 text-center whitespace-normal';

export type GardenActionsProps = {
  plant: PlantSummary | PlantDetail;
  viewer: GardenViewer;
};

/**
 * The detail page's garden buttons, two side by side: 'Add to Garden' and 'Save for
 * Later' for a plant not kept yet; 'Move to Garden' and 'Remove from Saved' for a saved
 * one; 'In My Garden' and a way to remove it (after a confirmation) for a garden plant.
 * Visitors and guests who press them are told why they need an account and sent to
 * /signup; the plant waits on the device and goes into their garden once they have one.
 */
export function GardenActions({ plant, viewer }: GardenActionsProps) {
  const userId = gardenerIdOf(viewer);
  const garden = useGarden(userId);
  const { add, saveForLater } = useAddToGarden(userId);
  const { move } = useMoveToGarden(userId ?? '');
  const { remove } = useRemoveFromGarden(userId ?? '');
  const [isConfirming, setIsConfirming] = useState(false);
  const navigate = useNavigate();

  function askToSignUp(saveLater: boolean) {
    // The spec's message for a guest's blocked change.
    if (viewer?.isAnonymous) console.error('Anonymous users cannot add plants. Please sign up or log in.');
    keepPendingPlant(plant, saveLater);
    // The sign-up page then says what will happen to the plant.
    toast.info(signUpReason(plant.plantName, saveLater));
    void navigate('/signup');
  }

  const entry = garden.data?.entries.find((e) => e.plant_id === plant.id);
  // Until a gardener's garden is known, the buttons cannot say what they would do.
  const isUnknown = userId !== null && !garden.data;

  if (entry && !entry.save_later) {
    return (
      <>
        <p className={cn(buttonVariants({ variant: 'secondary' }), FIT, 'pointer-events-none')}>
          <CircleCheck aria-hidden="true" />
          In My Garden
        </p>
        <Button variant="outline" onClick={() => setIsConfirming(true)} className={FIT}>
          <Trash2 aria-hidden="true" />
          Remove from Garden
        </Button>
        <RemovePlantDialog
          plantName={plant.plantName}
          open={isConfirming}
          onOpenChange={setIsConfirming}
          onConfirm={() => remove(plant)}
        />
      </>
    );
  }
  if (entry) {
    return (
      <>
        <Button onClick={() => move(plant)} className={FIT}>
          <ArrowRight aria-hidden="true" />
          Move to Garden
        </Button>
        <Button variant="outline" onClick={() => remove(plant)} className={FIT}>
          <BookmarkX aria-hidden="true" />
          Remove from Saved
        </Button>
      </>
    );
  }
  return (
    <>
      <Button onClick={() => (userId ? add(plant) : askToSignUp(false))} disabled={isUnknown} className={FIT}>
        <Plus aria-hidden="true" />
        Add to Garden
      </Button>
      <Button
        variant="outline"
        onClick={() => (userId ? saveForLater(plant) : askToSignUp(true))}
        disabled={isUnknown}
        className={FIT}
      >
        <Bookmark aria-hidden="true" />
        Save for Later
      </Button>
    </>
  );
}
