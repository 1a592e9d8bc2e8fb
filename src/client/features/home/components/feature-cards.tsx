import { CalendarPlus, ListChecks, Sun } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Plant Tracking',
    text: 'Keep every plant you grow in one place, with its care tasks sorted by month, and tick them off as you go.',
  },
  {
    icon: Sun,
    title: 'Perfect Placement',
    text: 'See at a glance whether a plant suits your hardiness zone outdoors, and how much light it wants on a windowsill indoors.',
  },
  {
    icon: CalendarPlus,
    title: 'Add to Calendar',
    text: 'Turn planting, seed-starting and care steps into reminders for the calendar you already use.',
  },
] as const;

/** The three promises of the home page. */
export function FeatureCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="flex h-full gap-4 p-5 md:flex-col md:gap-0 md:p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground md:mb-4 md:size-12">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground md:mt-2">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
