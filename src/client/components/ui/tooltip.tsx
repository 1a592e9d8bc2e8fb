import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '#client/lib/cn.ts';

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: show the tip on any focus.
    return true;
  }
}

export type TooltipProps = {
  /** The tip; it also describes the control to screen readers. */
  content: string;
  /** One focusable control. */
  children: ReactElement;
  /** Which edge of the control the tip lines up with (so it stays on screen at the page's edge). */
  align?: 'start' | 'center' | 'end';
  className?: string;
};

/**
 * A short tip above a control, shown on hover and on keyboard focus, hidden again with
 * Escape. The tip is the control's description (aria-describedby), so touch and
 * screen-reader users get it too.
 */
export function Tooltip({ content, children, align = 'center', className }: TooltipProps) {
  const id = useId();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const isOpen = (isHovered || isFocused) && !isDismissed;

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsDismissed(true);
    }
  }

  return (
    <span
      className={cn('relative inline-flex', className)}
      onPointerEnter={() => {
        setIsHovered(true);
        setIsDismissed(false);
      }}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={(event) => {
        // Only keyboard focus shows the tip; a tap or click already did what it wanted.
        if (isFocusVisible(event.target)) setIsFocused(true);
        setIsDismissed(false);
      }}
      onBlur={() => setIsFocused(false)}
      onKeyDown={handleKeyDown}
    >
      <Slot aria-describedby={id}>{children}</Slot>
      <span
        id={id}
        role="tooltip"
        className={cn(
          'pointer-events-none absolute bottom-full z-30 mb-2 w-max max-w-56 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md transition-opacity',
          align === 'start' && 'left-0',
          align === 'center' && 'left-1/2 -translate-x-1/2',
          align === 'end' && 'right-0',
          isOpen ? 'opacity-100' : 'invisible opacity-0',
        )}
      >
        {content}
      </span>
    </span>
  );
}
