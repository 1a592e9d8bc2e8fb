import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useConfig } from '#client/lib/config.ts';

function ContactDetails() {
  const config = useConfig();

  if (config.isPending) {
    return (
      <p className="flex items-center gap-3 text-muted-foreground">
        <Spinner size="sm" />
        Loading contact details…
      </p>
    );
  }
  if (config.isError) {
    return <Notice variant="warning">We couldn’t load the contact details just now. Please try again later.</Notice>;
  }
  const email = config.data.contactEmail;
  if (!email) {
    return (
      <p>
        The people who run this Garden Guide have not published a contact address. If you know them, please reach them
        the way you usually would.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p>Write to the people who run this Garden Guide at:</p>
      <a
        href={`mailto:${email}`}
        className="inline-flex w-fit max-w-full items-center gap-2 rounded-md text-base font-semibold wrap-anywhere text-primary sm:text-lg underline underline-offset-4 hover:no-underline"
      >
        <Mail aria-hidden="true" className="size-5 shrink-0" />
        {email}
      </a>
    </div>
  );
}

/** `/contact`: how to reach the operator of this installation. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Contact · Garden Guide</title>
      <h1 className="font-display text-4xl font-semibold">Contact</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Garden Guide is software that anyone can run on their own server. This copy is looked after by the people who
        run this Garden Guide: they keep your account and your garden, and they are the ones to ask about it.
      </p>
      <Card className="mt-8 p-6">
        <ContactDetails />
      </Card>
      <div className="prose-garden mt-8">
        <h2>What to write about</h2>
        <ul>
          <li>deleting your account, or asking what is stored about you;</li>
          <li>trouble signing in, or an e-mail that never arrived;</li>
          <li>a plant fact or date that looks wrong for your area.</li>
        </ul>
        <p>
          Before you write, the <Link to="/learn">About page</Link> explains how Garden Guide works, and the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> says what is kept and why.
        </p>
      </div>
    </div>
  );
}
