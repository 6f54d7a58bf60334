import { useState, type FormEvent } from 'react';
import { GENDERS, GENDER_LABELS, type Gender } from '~/domain/genders';
import type { ClientProfile, ClientProfileInput, OptionalMeasurement } from '~/domain/measurements';
import { parseMeasure } from '~/domain/measurement-fields';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { lazySchemas } from '~/web/lib/lazy-validation';

const measurementSchemas = lazySchemas(() => import('~/domain/measurements'));

type Field = 'age' | 'height' | 'weight' | 'bustSize' | OptionalMeasurement;
const FIELDS: { key: Field; label: string; unit: string }[] = [
  { key: 'age', label: 'Âge', unit: 'ans' },
  { key: 'height', label: 'Taille (cm)', unit: 'cm' },
  { key: 'weight', label: 'Poids (kg)', unit: 'kg' },
  { key: 'bustSize', label: 'Tour de poitrine (cm)', unit: 'cm' },
  { key: 'shoulderWidth', label: "Largeur d'épaules (cm)", unit: 'cm' },
  { key: 'waistSize', label: 'Tour de taille (cm)', unit: 'cm' },
  { key: 'hipSize', label: 'Tour de hanches (cm)', unit: 'cm' },
];

const toText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The edit form of 'Mes Informations': same ranges as onboarding; empty or non-numeric becomes unset. */
export function InfoEditForm({
  profile,
  saving,
  onSave,
  onCancel,
}: {
  profile: ClientProfile | null;
  saving: boolean;
  onSave: (profile: ClientProfileInput) => void;
  onCancel: () => void;
}) {
  const [gender, setGender] = useState<Gender | null>(profile?.gender ?? null);
  const [raw, setRaw] = useState<Record<Field, string>>({
    age: toText(profile?.age),
    height: toText(profile?.height),
    weight: toText(profile?.weight),
    bustSize: toText(profile?.bustSize),
    shoulderWidth: toText(profile?.shoulderWidth),
    waistSize: toText(profile?.waistSize),
    hipSize: toText(profile?.hipSize),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void measurementSchemas.submit(({ clientProfileSchema }) => {
      const parsed = clientProfileSchema.safeParse({
        gender,
        age: parseMeasure(raw.age),
        height: parseMeasure(raw.height),
        weight: parseMeasure(raw.weight),
        bustSize: gender === 'femme' ? parseMeasure(raw.bustSize) : null,
        shoulderWidth: parseMeasure(raw.shoulderWidth),
        waistSize: parseMeasure(raw.waistSize),
        hipSize: parseMeasure(raw.hipSize),
      });
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
        return;
      }
      onSave(parsed.data);
    });
  };

  return (
    <form onSubmit={submit} {...measurementSchemas.whenUsed} className="space-y-4" noValidate>
      <FormField label="Genre">
        <NativeSelect
          value={gender ?? ''}
          onChange={(event) => setGender((event.target.value || null) as Gender | null)}
        >
          <option value="">Non renseigné</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.filter((field) => field.key !== 'bustSize' || gender === 'femme').map((field) => (
          <FormField key={field.key} label={field.label} error={errors[field.key]}>
            <Input
              type="number"
              inputMode="numeric"
              value={raw[field.key]}
              onChange={(event) => {
                setRaw((prev) => ({ ...prev, [field.key]: event.target.value }));
                setErrors((prev) => ({ ...prev, [field.key]: undefined }));
              }}
            />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Annuler
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
