import { useId, type ClipboardEvent, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

export type ZipSearch = { zip: string; query: string };

export type ZipSearchFormProps = {
  zip: string;
  query: string;
  onZipChange: (zip: string) => void;
  onQueryChange: (query: string) => void;
  onSearch: (search: ZipSearch) => void;
  className?: string;
};

/** Keeps only digits, at most five: what a US ZIP code can be. */
export function toZipDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}

export function isCompleteZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

/** The home page's ZIP and plant name form; 'Get care tips' needs exactly 5 digits. */
export function ZipSearchForm({ zip, query, onZipChange, onQueryChange, onSearch, className }: ZipSearchFormProps) {
  const id = useId();
  const canSearch = isCompleteZip(zip);

  // maxLength cuts a paste such as " 10001" or "100-01" short before onChange sees it,
  // so a paste is cleaned up here as a whole (a ZIP+4 keeps its first five digits).
  function handleZipPaste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    onZipChange(toZipDigits(input.value.slice(0, start) + pasted + input.value.slice(end)));
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
      <Button type="submit" size="md" disabled={!canSearch} className="w-full sm:w-auto">
        <Search aria-hidden="true" />
        Get care tips
      </Button>
    </form>
  );
}
