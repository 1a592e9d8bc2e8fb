import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIsHydrated } from '#client/hooks/use-browser-value.ts';
import { cn } from '#client/lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        md: 'h-11 px-4 text-base [&_svg]:size-5',
        lg: 'h-12 px-6 text-lg [&_svg]:size-5',
        icon: 'size-11 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (for example a router Link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  // A pre-rendered page's buttons cannot work before the app has hydrated it: until then
  // they wait disabled, looking as they will, so a press neither goes nowhere nor submits
  // a form the browser's way (links work as links all along; the landing page's search
  // form has a script of its own for that time, features/home/lib/early-search-form.ts).
  const isWaiting = !useIsHydrated() && !asChild && !disabled;
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), isWaiting && 'disabled:opacity-100', className)}
      // A plain button must not submit a form by accident.
      type={asChild ? type : (type ?? 'button')}
      disabled={disabled || isWaiting || undefined}
      {...props}
    />
  );
}
