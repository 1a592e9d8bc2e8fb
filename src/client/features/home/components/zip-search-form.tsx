import { useId, type ClipboardEvent, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import { isCompleteZip, toZipDigits, zipAfterPaste } from '#client/lib/zip-input.ts';

export type ZipSearch = { zip: string; query: string };

export type ZipSearchFormProps = {
  zip: string;
  query: string;
  onZipChange: (zip: string) => void;
  onQueryChange: (query: string) => void;
  onSearch: (search: ZipSearch) => void;
  className?: string;
};

/** The home page's ZIP and plant name form; 'Get care tips' needs exactly 5 digits. */
export function ZipSearchForm({ zip, query, onZipChange, onQueryChange, onSearch, className }: ZipSearchFormProps) {
  const id = useId();
  const canSearch = isCompleteZip(zip);

  function handleZipPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onZipChange(zipAfterPaste(event.currentTarget, event.clipboardData.getData('text')));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSearch) return;
    onSearch({ zip, query: query.trim() });
  }

  return (
    <form
      role="search"
      aria-label="Find care tips for your area"
      onSubmit={handleSubmit}
      className={cn('grid gap-4 sm:grid-cols-[9rem_1fr_auto] sm:items-end', className)}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-zip`}>ZIP code</Label>
        <Input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          placeholder="e.g. 10001"
          aria-describedby={`${id}-zip-hint`}
          value={zip}
          onChange={(event) => onZipChange(toZipDigits(event.target.value))}
          onPaste={handleZipPaste}
          className="text-lg tracking-wider tabular-nums"
        />
        <p id={`${id}-zip-hint`} className="sr-only">
          5 digits
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-plant`}>
          Plant name <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={`${id}-plant`}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="e.g. tomato, basil, lavender"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {/* aria-busy: a search made on the pre-rendered page before the app came (early-search-form.ts). */}
      <Button
        type="submit"
        size="md"
        disabled={!canSearch}
        className="w-full aria-busy:animate-pulse aria-busy:cursor-progress sm:w-auto motion-reduce:aria-busy:animate-none"
      >
        <Search aria-hidden="true" />
        Get care tips
      </Button>
    </form>
  );
}
