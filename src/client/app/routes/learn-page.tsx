import { Link } from 'react-router';
import {
  CalendarPlus,
  Camera,
  Clock,
  Flower2,
  House,
  ListChecks,
  MapPin,
  NotebookPen,
  ShieldCheck,
  Shovel,
  Snowflake,
  Sprout,
  Sun,
  Trees,
  Users,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

const STEPS = [
  {
    icon: MapPin,
    title: 'Set your location',
    text: 'Type your ZIP code. Garden Guide finds your USDA hardiness zone and the typical last spring and first fall frost for your area.',
  },
  {
    icon: Shovel,
    title: 'Create your garden',
    text: 'Tell us whether you grow on a balcony or in a backyard, then add the plants you have, or save the ones you are dreaming about for later.',
  },
  {
    icon: NotebookPen,
    title: 'Get care instructions',
    text: 'Each plant comes with seed-starting, planting and care steps, with the months worked out from your own frost dates.',
  },
  {
    icon: CalendarPlus,
    title: 'Add reminders',
    text: 'Track the tasks you want to do and add them to your calendar, so sowing day and pruning time don’t slip past.',
  },
] as const;

const FEATURES = [
  {
    icon: Snowflake,
    title: 'Your zone and frost dates',
    text: 'From the 2023 USDA hardiness map and NOAA climate normals, looked up by ZIP code.',
  },
  {
    icon: Sprout,
    title: 'Guidance timed for your place',
    text: '“Start seeds six weeks before your last frost” becomes a real month for where you live.',
  },
  {
    icon: Sun,
    title: 'Zone fit at a glance',
    text: 'Each plant says whether it is a great match for your zone, possible with some care, or a challenge, and which plants are happiest indoors.',
  },
  {
    icon: ListChecks,
    title: 'Tasks by month',
    text: 'Must-do, good-to-do and optional steps, so a busy week still covers what matters.',
  },
  {
    icon: Camera,
    title: 'Name that plant',
    text: 'Where it is turned on, snap or upload a photo and Garden Guide suggests what the plant is.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'No ads, no pop-ups, no tracking. Your garden lives on the server of the people who run this Garden Guide.',
  },
] as const;

const AUDIENCES = [
  {
    icon: Sprout,
    title: 'New gardeners',
    text: 'Not sure when to sow tomatoes or whether rosemary survives your winter? Start here and learn as you grow.',
  },
  {
    icon: Users,
    title: 'Experienced growers',
    text: 'Keep many plants and their timing straight without a spreadsheet, and plan next season around your frost dates.',
  },
  {
    icon: Flower2,
    title: 'Balcony and container gardeners',
    text: 'Herbs on a fire escape or a few pots of peppers: guidance that fits small spaces.',
  },
  {
    icon: Trees,
    title: 'Backyard and raised-bed growers',
    text: 'Vegetable beds, fruit and flower borders, with sowing and planting windows for each.',
  },
  {
    icon: House,
    title: 'Houseplant keepers',
    text: 'Light and care notes for the plants on your windowsills, all year round.',
  },
  {
    icon: Clock,
    title: 'Gardeners short on time',
    text: 'Weekend gardener or out there every day? Must-do tasks come first, so the essentials get done.',
  },
] as const;

/** `/learn`: what Garden Guide is and who it is for. */
export function LearnPage() {
  return (
    <>
      <title>About · Garden Guide</title>

      <section aria-labelledby="learn-title" className="bg-linear-to-b from-hero-from to-hero-to">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="mb-4 text-sm font-semibold tracking-wide text-primary uppercase">About Garden Guide</p>
          <h1 id="learn-title" className="font-display text-4xl font-semibold text-balance sm:text-5xl">
            Your personal garden assistant
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
            Gardening advice usually speaks to the whole country at once. Garden Guide starts from your ZIP code
            instead: your hardiness zone, your frost dates, your plants. It tells you what to do this month, and reminds
            you when the time comes.
          </p>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="how-title" className="text-center font-display text-3xl font-semibold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full p-6">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                </div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-title" className="border-y border-border bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <h2 id="features-title" className="text-center font-display text-3xl font-semibold">
            What you get
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-card">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="who-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="who-title" className="text-center font-display text-3xl font-semibold">
          Who it’s for
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Home gardeners across the United States, from the first seed packet to the fortieth season.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full gap-4 p-5">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="learn-cta-title" className="border-t border-border bg-secondary">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:px-6">
          <h2 id="learn-cta-title" className="font-display text-3xl font-semibold text-secondary-foreground">
            Ready when you are
          </h2>
          <p className="mt-3 max-w-xl text-secondary-foreground">
            Look up your zone in seconds, or make an account and start your garden.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">Start Growing Today</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">Look up my zone</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
