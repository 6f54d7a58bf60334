import { Controller, type Control } from 'react-hook-form';
import { CATEGORIES, CATEGORY_LABELS, COLORS, COLOR_LABELS, SEASONS, SEASON_LABELS } from '~/domain/clothing';
import type { ClothingFields } from '~/domain/wardrobe';
import { FormField } from '~/web/components/ui/form-field';
import { Textarea } from '~/web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/web/components/ui/select';
import type { ClothingFieldsOutput } from './clothing-form-types';

type FieldsControl = Control<ClothingFields, unknown, ClothingFieldsOutput>;

/** Category (required), colour, season and notes of the clothing dialog. */
export function ClothingFieldInputs({ control, disabled }: { control: FieldsControl; disabled: boolean }) {
  return (
    <div className="space-y-4">
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <FormField label="Catégorie" error={fieldState.error?.message}>
            <OptionSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={CATEGORIES}
              labels={CATEGORY_LABELS}
              placeholder="Sélectionnez une catégorie"
              disabled={disabled}
              required
            />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <FormField label="Couleur">
              <OptionSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={COLORS}
                labels={COLOR_LABELS}
                disabled={disabled}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="season"
          render={({ field }) => (
            <FormField label="Saison">
              <OptionSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={SEASONS}
                labels={SEASON_LABELS}
                disabled={disabled}
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <FormField label="Notes" error={fieldState.error?.message}>
            <Textarea
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              rows={4}
              placeholder="Matière, taille, occasion, où vous l'avez acheté..."
            />
          </FormField>
        )}
      />
    </div>
  );
}

/** A Radix select whose trigger takes the id and aria wiring FormField hands to its child. */
function OptionSelect<T extends string>({
  value,
  onChange,
  onBlur,
  options,
  labels,
  placeholder,
  disabled,
  required,
  ...aria
}: {
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
  options: readonly T[];
  labels: Record<T, string>;
  placeholder?: string;
  disabled: boolean;
  required?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Select value={value ?? ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger onBlur={onBlur} aria-required={required || undefined} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
