import { useState } from 'react';
import { PrivacyLink } from '~/web/components/privacy-link';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CONSENT_TEXTS } from '~/domain/consent';
import type { Gender } from '~/domain/genders';
import { isInRange, parseMeasure } from '~/domain/measurements';
import { Button } from '~/web/components/ui/button';
import { ConsentCheckbox } from '~/web/components/consent-checkbox';
import { Card } from '~/web/components/ui/card';
import { useSaveClientProfile } from '~/web/lib/client-profile';
import { useDraft } from '~/web/lib/drafts';
import { GenderStep } from './gender-step';
import { MeasureStepView } from './measure-step';
import { MEASURE_STEPS } from './steps';
import { OptionalMeasurementsNote, SummaryStep } from './summary-step';

const STEP_COUNT = 5;

type OnboardingProgress = {
  step: number;
  gender: Gender | null;
  consent: boolean;
  raw: { age: string; height: string; weight: string; bustSize: string };
};
const NEW_PROGRESS: OnboardingProgress = {
  step: 1,
  gender: null,
  consent: false,
  raw: { age: '', height: '', weight: '', bustSize: '' },
};
const notStarted = (progress: OnboardingProgress) => progress.step === 1 && !progress.gender;
const MEASURE_ORDER = ['age', 'height', 'weight'] as const;

/** §2 Client onboarding: five steps; the fifth asks the bust size for femme, otherwise sums up. */
export function OnboardingPage() {
  const navigate = useNavigate();
  const save = useSaveClientProfile('onboarding');
  // Her progress is kept in this browser as she goes: a reload or a closed tab resumes at the same step.
  const progress = useDraft('onboarding', NEW_PROGRESS, notStarted);
  const { step, gender, consent, raw } = progress.value;
  const update = (changes: Partial<OnboardingProgress>) =>
    progress.setValue((current) => ({ ...current, ...changes }));
  const setStep = (next: number) => update({ step: next });
  const setGender = (next: Gender | null) => update({ gender: next });
  const setConsent = (next: boolean) => update({ consent: next });
  const [consentError, setConsentError] = useState<string>();

  const values = {
    age: parseMeasure(raw.age),
    height: parseMeasure(raw.height),
    weight: parseMeasure(raw.weight),
    bustSize: parseMeasure(raw.bustSize),
  };
  const measureKey =
    step >= 2 && step <= 4 ? MEASURE_ORDER[step - 2]! : step === 5 && gender === 'femme' ? 'bustSize' : null;
  const current = measureKey ? MEASURE_STEPS[measureKey] : null;
  const currentValue = measureKey ? values[measureKey] : null;
  const outOfRange = measureKey !== null && currentValue !== null && !isInRange(measureKey, currentValue);
  const stepHasValue =
    step === 1 ? gender !== null : measureKey ? currentValue !== null && !outOfRange : true;

  const finish = () => {
    save.mutate(
      { gender, ...values, bustSize: gender === 'femme' ? values.bustSize : null, consent: true },
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
    if (step === STEP_COUNT) finish();
    else setStep(step + 1);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8">
        <p className="text-sm font-medium text-brand-700">
          Étape {step} sur {STEP_COUNT}
        </p>
        <div className="mt-2 h-1.5 rounded-full bg-gray-100" aria-hidden>
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${(step / STEP_COUNT) * 100}%` }}
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
            <MeasureStepView
              key={measureKey}
              step={current}
              value={raw[measureKey]}
              onChange={(value) =>
                progress.setValue((current) => ({ ...current, raw: { ...current.raw, [measureKey]: value } }))
              }
              outOfRange={outOfRange}
            />
          )}
          {step === 5 && gender !== 'femme' && <SummaryStep gender={gender} {...values} />}
          {step === 5 && <OptionalMeasurementsNote />}
          <div className="mt-8 flex justify-between gap-3">
            <Button
              variant="outline"
              onClick={() => setStep(step - 1)}
              disabled={step === 1 || save.isPending}
            >
              Précédent
            </Button>
            <Button type="submit" disabled={!stepHasValue || save.isPending}>
              {step === STEP_COUNT ? (save.isPending ? 'Enregistrement...' : 'Terminer') : 'Suivant'}
            </Button>
          </div>
        </form>
        <p className="mt-6 border-t border-gray-100 pt-4 text-xs leading-relaxed text-gray-500">
          Ce que nous gardons de vos mesures et qui peut les voir :{' '}
          <PrivacyLink>notre politique de confidentialité</PrivacyLink>.
        </p>
      </Card>
    </main>
  );
}
