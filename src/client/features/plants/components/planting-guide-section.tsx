import { CalendarDays, Lightbulb, Shovel } from 'lucide-react';
import type { PlantingGuide } from '#shared/plants/api.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { downloadPlantingCalendarFile } from '#client/lib/calendar-file.ts';
import type { TaskControl } from '../lib/detail-task.ts';
import { plantingLayout, type PlantingTab } from '../lib/planting.ts';
import { CalendarButton } from './calendar-button.tsx';

const EMPTY_STEPS = {
  'seed-starting': (plant: string) => `No specific seed starting instructions provided for ${plant}.`,
  planting: (plant: string) => `No specific planting instructions provided for ${plant}.`,
} as const;

const EMPTY_TAB = {
  'seed-starting': 'No seed starting information available for this plant.',
  planting: 'No planting information available for this plant.',
} as const;

function TabBody({ tab, plantName, taskControl }: { tab: PlantingTab; plantName: string; taskControl?: TaskControl }) {
  if (tab.isEmpty) return <p className="py-2 text-muted-foreground">{EMPTY_TAB[tab.id]}</p>;
  const month = tab.month;
  return (
    <div className="grid gap-4">
      {month ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-secondary px-4 py-3 text-secondary-foreground">
          <p className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
            Recommended Month: {month}
          </p>
          <CalendarButton
            showLabel
            onDownload={() =>
              downloadPlantingCalendarFile(plantName, month, tab.id === 'planting' ? 'planting' : 'seed_starting')
            }
          />
          {taskControl?.(
            tab.id === 'planting'
              ? { eventType: 'planting', taskName: `Plant ${plantName}` }
              : { eventType: 'seed_starting', taskName: `Start seeds for ${plantName}` },
          )}
        </div>
      ) : null}
      {tab.steps.length === 0 ? (
        <p className="text-muted-foreground">{EMPTY_STEPS[tab.id](plantName)}</p>
      ) : (
        <ol className="grid gap-4">
          {tab.steps.map((step, index) => (
            <li key={`${index}-${step.step}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
              >
                {index + 1}
              </span>
              <div className="grid min-w-0 flex-1 gap-2 pt-0.5">
                <p className="leading-relaxed">{step.step}</p>
                {step.tip?.trim() ? (
                  <p className="flex gap-2 rounded-md border border-warning-border/60 bg-warning px-3 py-2 text-sm text-warning-foreground">
                    <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">Tip: </span>
                      {step.tip}
                    </span>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export type PlantingGuideSectionProps = {
  plantName: string;
  guide: Pick<PlantingGuide, 'planting' | 'seed_starting' | 'plantingMonth' | 'seedStartingMonth'>;
  /** Track-and-done controls for the planting and the seed starting (garden plants only). */
  taskControl?: TaskControl;
};

/** 'Planting Guide': seed starting and planting, each with its month and steps. Hidden when neither exists. */
export function PlantingGuideSection({ plantName, guide, taskControl }: PlantingGuideSectionProps) {
  const layout = plantingLayout(guide);
  if (!layout) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="planting-guide-title">
        <h2 id="planting-guide-title" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <Shovel aria-hidden="true" className="size-5 text-primary" />
          Planting Guide
        </h2>
        <Tabs defaultValue={layout.defaultTab}>
          <TabsList className="grid grid-cols-2">
            {layout.tabs.map((tab) => (
              <TabsTrigger
                key={tab.id}
                value={tab.id}
                disabled={tab.isEmpty}
                className="text-center leading-tight whitespace-normal"
              >
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {layout.tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="pt-2">
              <TabBody tab={tab} plantName={plantName} taskControl={taskControl} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
    </Card>
  );
}
