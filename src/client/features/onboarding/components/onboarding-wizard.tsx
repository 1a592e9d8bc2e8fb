import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Building2, CalendarDays, Carrot, Flower2, Sprout, Sun, Trees } from 'lucide-react';
import type { GardeningCommitment, GardenType, PlantPreference } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { isStepValid, WIZARD_STEPS, type WizardStep, type WizardValues } from '../lib/wizard.ts';
import { ChoiceCards, type Choice } from './choice-cards.tsx';
import { LocationStep, type ZoneLookup } from './location-step.tsx';

const GARDEN_TYPES: readonly Choice<GardenType>[] = [
  {
    value: 'balcony',
    title: 'Balcony',
    description: 'Pots and planters on a balcony, patio or windowsill.',
    icon: Building2,
  },
  {
    value: 'backyard',
    title: 'Backyard',
    description: 'Beds, borders or a vegetable patch in the ground.',
    icon: Trees,
  },
];

const PLANT_PREFERENCES: readonly Choice<PlantPreference>[] = [
  { value: 'flowers', title: 'Flowers', description: 'Colour, scent and pollinators.', icon: Flower2 },
  { value: 'veggies', title: 'Veggies', description: 'Vegetables and herbs to eat.', icon: Carrot },
  { value: 'both', title: 'Both', description: 'A little of everything.', icon: Sprout },
];

const COMMITMENTS: readonly Choice<GardeningCommitment>[] = [
  { value: 'weekend', title: 'Weekend', description: 'A few hours at the weekend.', icon: CalendarDays },
  { value: 'daily', title: 'Daily', description: 'A little time most days.', icon: Sun },
];

const STEP_TEXT: Record<WizardStep, { title: string; description: string }> = {
  1: { title: 'Where do you garden?', description: 'Your ZIP code tells us your hardiness zone and frost dates.' },
  2: { title: 'What kind of garden do you have?', description: 'We suggest plants that fit the space.' },
  3: { title: 'What do you like to grow?', description: 'You can grow anything; this only sets what we show first.' },
  4: { title: 'How much time can you give it?', description: 'We pace your care tasks to match.' },
};

export type OnboardingWizardProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  /** Where the lookup of `values.zipCode` stands. */
  zoneLookup: ZoneLookup;
  /** The zone card shown under the ZIP once a zone is known. */
  zoneCard: ReactNode;
  /** Said when a zone chosen by hand is not the ZIP's. */
  zoneNote?: ReactNode;
  onComplete: () => void;
  isSaving: boolean;
};

/** The four-step set-up: location, garden type, plant preference, commitment. */
export function OnboardingWizard({
  values,
  onChange,
  zoneLookup,
  zoneCard,
  zoneNote,
  onComplete,
  isSaving,
}: OnboardingWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  const isValid = isStepValid(step, values);
  const isLast = step === WIZARD_STEPS;

  // Each new step starts screen readers and keyboards at its question.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValid || isSaving) return;
    if (isLast) onComplete();
    else setStep((current) => (current + 1) as WizardStep);
  }

  const text = STEP_TEXT[step];

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Set up your garden · Garden Guide</title>
      <h1 className="font-display text-3xl font-semibold">Set up your garden</h1>
      <p className="mt-2 text-muted-foreground">Four quick questions, and your guidance is tuned to your place.</p>

      <div className="mt-6">
        <div className="mb-2 flex justify-between text-sm font-medium text-muted-foreground">
          <span>
            Step {step} of {WIZARD_STEPS}
          </span>
          <span>{Math.round((step / WIZARD_STEPS) * 100)}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Set-up progress"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${WIZARD_STEPS}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${(step / WIZARD_STEPS) * 100}%` }}
          />
        </div>
      </div>

      <Card className="mt-6 p-5 sm:p-7">
        <form onSubmit={handleSubmit} aria-labelledby="wizard-step-title" noValidate>
          <h2
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none"
          >
            {text.title}
          </h2>
          <p className="mt-1 mb-5 text-muted-foreground">{text.description}</p>

          {step === 1 ? (
            <LocationStep
              zipCode={values.zipCode}
              // A zone chosen by hand was for the ZIP before: a new ZIP starts from its own.
              onZipCodeChange={(zipCode) => onChange({ zipCode, manualZone: null })}
              lookup={zoneLookup}
              manualZone={values.manualZone}
              onManualZoneChange={(manualZone: Zone) => onChange({ manualZone })}
              zoneCard={zoneCard}
              zoneNote={zoneNote}
            />
          ) : null}
          {step === 2 ? (
            <ChoiceCards
              legend={text.title}
              choices={GARDEN_TYPES}
              value={values.gardenType}
              onChange={(gardenType) => onChange({ gardenType })}
            />
          ) : null}
          {step === 3 ? (
            <ChoiceCards
              legend={text.title}
              choices={PLANT_PREFERENCES}
              value={values.plantPreference}
              onChange={(plantPreference) => onChange({ plantPreference })}
              columns={3}
            />
          ) : null}
          {step === 4 ? (
            <ChoiceCards
              legend={text.title}
              choices={COMMITMENTS}
              value={values.gardeneringCommitment}
              onChange={(gardeneringCommitment) => onChange({ gardeneringCommitment })}
            />
          ) : null}

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-5">
            <Button
              variant="outline"
              disabled={step === 1 || isSaving}
              onClick={() => setStep((current) => Math.max(1, current - 1) as WizardStep)}
            >
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            <Button type="submit" disabled={!isValid || isSaving} aria-busy={isSaving}>
              {isLast ? (
                <>
                  {isSaving ? <Spinner size="sm" className="text-current" /> : null}
                  Complete Setup
                </>
              ) : (
                <>
                  Next
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
