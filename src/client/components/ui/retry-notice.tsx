import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

export type RetryNoticeProps = {
  /** What could not be done, and that trying again may help. */
  children: ReactNode;
  onRetry: () => void;
  className?: string;
};

/** A failed load or request, with a 'Try again' button. */
export function RetryNotice({ children, onRetry, className }: RetryNoticeProps) {
  return (
    <Notice
      variant="destructive"
      {...(className ? { className } : {})}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
