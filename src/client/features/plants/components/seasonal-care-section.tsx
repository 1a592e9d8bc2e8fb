import { CalendarDays, CircleAlert, CircleCheck, CircleDot, HeartHandshake, type LucideIcon } from 'lucide-react';
import type { CarePlan, CareStepView } from '#shared/plants/api.ts';
import type { CarePriority } from '#shared/plants/catalogue-terms.ts';
import { monthsText } from '#shared/plants/months.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { downloadCareStepCalendarFile } from '#client/lib/calendar-file.ts';
import { cn } from '#client/lib/cn.ts';
import { careLayout, MAX_CARE_TAB_COLUMNS } from '../lib/care.ts';
import type { TaskControl } from '../lib/detail-task.ts';
import { CalendarButton } from './calendar-button.tsx';

const PRIORITY: Record<CarePriority, { icon: LucideIcon; label: string; className: string }> = {
  'must do': { icon: CircleAlert, label: 'Must Do', className: 'text-accent' },
  'good to do': { icon: CircleCheck, label: 'Good to Do', className: 'text-primary' },
  optional: { icon: CircleDot, label: 'Optional', className: 'text-muted-foreground' },
};

/** Grid columns for the tab bar: one per tab, at most four. */
const COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'] as const;

function CareStepItem({
  plantName,
  step,
  taskControl,
}: {
  plantName: string;
  step: CareStepView;
  taskControl?: TaskControl | undefined;
}) {
  const priority = PRIORITY[step.priority];
  const Icon = priority.icon;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-1 last:pb-0">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', priority.className)} />
      <div className="min-w-0 flex-1">
        <p className="leading-relaxed">
          <span className="sr-only">{priority.label}: </span>
          {step.step}
        </p>
        {step.months.length > 0 ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span>{monthsText(step.months)}</span>
          </p>
        ) : null}
        {taskControl?.({ eventType: 'care', careInstructionId: step.care_instruction_id, taskName: step.step })}
      </div>
      <CalendarButton onDownload={() => downloadCareStepCalendarFile(plantName, step)} />
    </li>
  );
}

export type SeasonalCareSectionProps = {
  plantName: string;
  care: CarePlan;
  /** Track-and-done controls for each step (garden plants only). */
  taskControl?: TaskControl;
};

/** The care plan by phase (Must Do, Good to Do, Optional), each step with its months. */
export function SeasonalCareSection({ plantName, care, taskControl }: SeasonalCareSectionProps) {
  const layout = careLayout<CareStepView>(care);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="plant-care-title">
        <h2 id="plant-care-title" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
          {layout.title}
        </h2>
        {layout.kind === 'none' ? (
          <p className="text-muted-foreground">No specific care instructions available for this plant.</p>
        ) : (
          <Tabs defaultValue={layout.defaultTab}>
            <TabsList className={cn('grid', COLUMNS[Math.min(layout.tabs.length, MAX_CARE_TAB_COLUMNS) - 1])}>
              {layout.tabs.map((tab) => (
                <TabsTrigger key={tab.phase} value={tab.phase} disabled={tab.isDisabled} className="px-2">
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {layout.tabs.map((tab) => (
              <TabsContent key={tab.phase} value={tab.phase}>
                {tab.steps.length === 0 ? (
                  <p className="py-2 text-muted-foreground">No specific care needed for this phase.</p>
                ) : (
                  <ul className="divide-y divide-border">
                    {tab.steps.map((step) => (
                      <CareStepItem
                        key={step.care_instruction_id}
                        plantName={plantName}
                        step={step}
                        taskControl={taskControl}
                      />
                    ))}
                  </ul>
                )}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </section>
    </Card>
  );
}
