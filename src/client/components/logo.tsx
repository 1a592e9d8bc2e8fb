import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** The Garden Guide sprout mark (the same drawing as the favicon). */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)} {...props}>
      <rect width="64" height="64" rx="14" fill="#2d6a3e" />
      <path d="M8 50h48" stroke="#c9a27a" strokeWidth="5" strokeLinecap="round" />
      <path d="M32 50V30" stroke="#f6f1e7" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 33c0-10-7-16-18-16 0 11 7 16 18 16z" fill="#a7d7a0" />
      <path d="M32 29c0-9 6-15 17-15 0 10-6 15-17 15z" fill="#f6f1e7" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-xl font-semibold tracking-tight">Garden Guide</span>
    </span>
  );
}
