import { useState } from 'react';
import { PrivacyLink } from '~/web/components/privacy-link';
import { useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import { CONSENT_TEXTS } from '~/domain/consent-texts';
import type { Gender } from '~/domain/genders';
import type { OptionalMeasurement } from '~/domain/measurements';
import { isInRange, parseMeasure } from '~/domain/measurement-fields';
import { Button } from '~/web/components/ui/button';
import { ConsentCheckbox } from '~/web/components/consent-checkbox';
import { Card } from '~/web/components/ui/card';
import { useSaveClientProfile } from '~/web/lib/client-profile';
import { useDraft } from '~/web/lib/drafts';
import { GenderStep } from './gender-step';
import { MeasureStepView } from './measure-step';
import { MeasureDrawing } from './measure-drawing';
import { MEASURE_STEPS, OPTIONAL_STEPS, type MeasureKey } from './steps';
import { OptionalMeasurementsNote, SummaryStep } from './summary-step';

/** The spec's five steps; the optional measurements come after them, each skippable. */
const STEP_COUNT = 5;
const LAST_STEP = STEP_COUNT + OPTIONAL_STEPS.length;

type RawAnswers = Record<MeasureKey, string>;
type OnboardingProgress = {
  step: number;
  gender: Gender | null;
  consent: boolean;
  raw: RawAnswers;
};
const NO_ANSWERS: RawAnswers = {
  age: '',
  height: '',
  weight: '',
  bustSize: '',
  shoulderWidth: '',
  waistSize: '',
  hipSize: '',
};
const NEW_PROGRESS: OnboardingProgress = { step: 1, gender: null, consent: false, raw: NO_ANSWERS };
const notStarted = (progress: OnboardingProgress) => progress.step === 1 && !progress.gender;
const MEASURE_ORDER = ['age', 'height', 'weight'] as const;

function measureKeyOf(step: number, gender: Gender | null): MeasureKey | null {
  if (step >= 2 && step <= 4) return MEASURE_ORDER[step - 2]!;
  if (step === 5) return gender === 'femme' ? 'bustSize' : null;
  return OPTIONAL_STEPS[step - STEP_COUNT - 1] ?? null;
}

/**
 * §2 Client onboarding: five steps, the fifth asks the bust size for femme, otherwise sums up. Then shoulders,
 * waist and hips, which the morphology needs, as optional steps with a drawing of where to measure ('Passer').
 */
export function OnboardingPage() {
  const navigate = useNavigate();
  const save = useSaveClientProfile('onboarding');
  // Her progress is kept in this browser as she goes: a reload or a closed tab resumes at the same step.
  const progress = useDraft('onboarding', NEW_PROGRESS, notStarted);
  const { step, gender, consent } = progress.value;
  // A draft kept before the optional steps existed lacks their answers.
  const raw: RawAnswers = { ...NO_ANSWERS, ...progress.value.raw };
  const update = (changes: Partial<OnboardingProgress>) =>
    progress.setValue((current) => ({ ...current, ...changes }));
  const setStep = (next: number) => update({ step: next });
  const setGender = (next: Gender | null) => update({ gender: next });
  const setConsent = (next: boolean) => update({ consent: next });
  const setAnswer = (key: MeasureKey, value: string) =>
    progress.setValue((current) => ({ ...current, raw: { ...NO_ANSWERS, ...current.raw, [key]: value } }));
  const [consentError, setConsentError] = useState<string>();

  const valuesOf = (answers: RawAnswers) => ({
    age: parseMeasure(answers.age),
    height: parseMeasure(answers.height),
    weight: parseMeasure(answers.weight),
    bustSize: parseMeasure(answers.bustSize),
    shoulderWidth: parseMeasure(answers.shoulderWidth),
    waistSize: parseMeasure(answers.waistSize),
    hipSize: parseMeasure(answers.hipSize),
  });
  const values = valuesOf(raw);
  const optional = step > STEP_COUNT;
  const measureKey = measureKeyOf(step, gender);
  const current = measureKey ? MEASURE_STEPS[measureKey] : null;
  const currentValue = measureKey ? values[measureKey] : null;
  const outOfRange = measureKey !== null && currentValue !== null && !isInRange(measureKey, currentValue);
  const stepHasValue =
    step === 1
      ? gender !== null
      : optional
        ? !outOfRange
        : measureKey
          ? currentValue !== null && !outOfRange
          : true;

  const finish = (answers: RawAnswers) => {
    const final = valuesOf(answers);
    save.mutate(
      { gender, ...final, bustSize: gender === 'femme' ? final.bustSize : null, consent: true },
      {
        onSuccess: () => {
          progress.discard(NEW_PROGRESS);
          toast.success('Profil créé');
          navigate('/client/dashboard', { replace: true });
        },
        onError: (error) => {
          console.error(error);
          toast.error('Erreur', {
            description: "Une erreur s'est produite lors de la sauvegarde de vos informations.",
          });
        },
      },
    );
  };

  const next = () => {
    // Nothing is asked of the body before the client has agreed that it be kept.
    if (step === 1 && !consent) return setConsentError(CONSENT_TEXTS.required);
    if (step === LAST_STEP) finish(raw);
    else setStep(step + 1);
  };

  /** An optional step left out: its answer goes, and the next step comes (or the end). */
  const skip = () => {
    if (!measureKey) return;
    const answers = { ...raw, [measureKey]: '' };
    setAnswer(measureKey, '');
    if (step === LAST_STEP) finish(answers);
    else setStep(step + 1);
  };

  // On a phone the card sits at the top, so a toast at the bottom (the sign-in's) never covers 'Précédent' and
  // 'Suivant'.
  return (
    <main className="flex min-h-screen items-start justify-center sm:items-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8">
        <p className="text-sm font-medium text-brand-700">
          {optional
            ? `Mesure facultative ${step - STEP_COUNT} sur ${OPTIONAL_STEPS.length}`
            : `Étape ${step} sur ${STEP_COUNT}`}
        </p>
        <div className="mt-2 h-1.5 rounded-full bg-gray-100" aria-hidden>
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{
              width: `${(optional ? (step - STEP_COUNT) / OPTIONAL_STEPS.length : step / STEP_COUNT) * 100}%`,
            }}
          />
        </div>
        <h1 className="mt-6 text-2xl font-semibold text-gray-900">
          {step === 1 ? 'Vous êtes...' : current ? current.title : 'Récapitulatif'}
        </h1>
        <p className="mt-1 text-gray-500">
          {step === 1
            ? 'Créons votre silhouette. Ces informations restent privées entre vous et votre conseiller.'
            : current
              ? current.description
              : 'Vérifiez vos informations avant de terminer.'}
        </p>
        <form
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (stepHasValue && !save.isPending) next();
          }}
        >
          {step === 1 && (
            <div className="space-y-5">
              <GenderStep value={gender} onChange={setGender} />
              <ConsentCheckbox
                checked={consent}
                onChange={(checked) => {
                  setConsent(checked);
                  if (checked) setConsentError(undefined);
                }}
                error={consentError}
              />
            </div>
          )}
          {current && measureKey && (
            <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
              {optional && <MeasureDrawing measurement={measureKey as OptionalMeasurement} />}
              <div className="w-full flex-1">
                <MeasureStepView
                  key={measureKey}
                  step={current}
                  value={raw[measureKey]}
                  onChange={(value) => setAnswer(measureKey, value)}
                  outOfRange={outOfRange}
                />
                {optional && <OptionalMeasurementsNote />}
              </div>
            </div>
          )}
          {step === 5 && gender !== 'femme' && <SummaryStep gender={gender} {...values} />}
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            <Button
              variant="outline"
              onClick={() => setStep(step - 1)}
              disabled={step === 1 || save.isPending}
            >
              Précédent
            </Button>
            <div className="flex flex-wrap justify-end gap-3">
              {optional && (
                <Button variant="ghost" onClick={skip} disabled={save.isPending}>
                  Passer
                </Button>
              )}
              <Button type="submit" disabled={!stepHasValue || save.isPending}>
                {step === LAST_STEP ? (save.isPending ? 'Enregistrement...' : 'Terminer') : 'Suivant'}
              </Button>
            </div>
          </div>
        </form>
        <p className="mt-6 border-t border-gray-100 pt-4 text-xs leading-relaxed text-gray-500">
          Ce que nous gardons de vos mesures et qui peut les voir :{' '}
          <PrivacyLink>notre politique de confidentialité</PrivacyLink>.
        </p>
      </Card>
    </main>
  );
}
