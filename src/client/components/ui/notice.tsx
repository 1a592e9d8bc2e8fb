import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const noticeVariants = cva('flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0', {
  variants: {
    variant: {
      info: 'border-info-border bg-info text-info-foreground',
      warning: 'border-warning-border bg-warning text-warning-foreground',
      success: 'border-transparent bg-secondary text-secondary-foreground',
      destructive: 'border-destructive/40 bg-card text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

const ICONS = { info: Info, warning: TriangleAlert, success: CircleCheck, destructive: OctagonAlert } as const;

export type NoticeProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof noticeVariants> & {
    title?: ReactNode;
    /** An action such as a dismiss button, shown at the end. */
    action?: ReactNode;
  };

/**
 * An inline message. Warnings and errors are announced (role="alert"), the rest politely
 * (role="status"); pass `role` to override.
 */
export function Notice({ className, variant, title, action, children, role, ...props }: NoticeProps) {
  const kind = variant ?? 'info';
  const Icon = ICONS[kind];
  return (
    <div
      role={role ?? (kind === 'warning' || kind === 'destructive' ? 'alert' : 'status')}
      className={cn(noticeVariants({ variant: kind }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
