import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';

export type AuthScreenProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other auth screens, the legal notice). */
  footer?: ReactNode;
  /** A note above the form, such as what happens to a plant asked for before signing up. */
  notice?: ReactNode;
};

/** The frame of every sign-in screen: one narrow card, centred. */
export function AuthScreen({ title, description, children, footer, notice }: AuthScreenProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{`${title} · Garden Guide`}</title>
      <Card className="p-6 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-balance">{title}</h1>
        {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
        {notice ? <div className="mt-5">{notice}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mt-6 space-y-3 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-sm font-medium text-primary underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}
