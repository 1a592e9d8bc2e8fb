import { Link, useNavigate } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * `/plant/{plantId}`. The plant catalogue has no entries on this installation yet, so
 * every id is answered the way the detail screen answers an unknown plant.
 */
export function PlantPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Plant not found · Garden Guide</title>
      <Button variant="ghost" size="sm" onClick={() => void navigate(-1)} className="-ml-2">
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display text-3xl font-semibold">Plant not found</h1>
        <p className="max-w-sm text-muted-foreground">No plant in the catalogue matches this link.</p>
        <Button asChild>
          <Link to="/">Return to My Garden</Link>
        </Button>
      </div>
    </div>
  );
}
