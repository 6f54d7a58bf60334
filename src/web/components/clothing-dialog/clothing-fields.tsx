import { useId, type ComponentProps } from 'react';
import { Controller, type Control } from 'react-hook-form';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  COLORS,
  COLOR_LABELS,
  OCCASIONS,
  OCCASION_LABELS,
  SEASONS,
  SEASON_LABELS,
  type Occasion,
} from '~/domain/clothing';
import type { ClothingFields } from '~/domain/wardrobe';
import { MIN_PURCHASE_DATE } from '~/domain/limits';
import { FormField } from '~/web/components/ui/form-field';
import { Input, Textarea } from '~/web/components/ui/input';
import { OptionSelect } from '~/web/components/option-select';
import { todayHere } from '~/web/lib/french-date';
import type { ClothingFieldsOutput } from './clothing-form-types';

type FieldsControl = Control<ClothingFields, unknown, ClothingFieldsOutput>;

/**
 * Name, category (required), colour, season, occasions, brand, size, price, purchase date (not for a proposal) and
 * notes of the clothing dialog.
 */
export function ClothingFieldInputs({
  control,
  disabled,
  proposal = false,
}: {
  control: FieldsControl;
  disabled: boolean;
  /** A proposal asks where it is sold, its link and how it fits; its size is the advised one. */
  proposal?: boolean;
}) {
  const text = { control, disabled };
  // Short values sit two to a row, phones included.
  return (
    <div className="space-y-4">
      <TextInput {...text} name="name" label="Nom" placeholder="Ex. : Chemise en lin" autoComplete="off" />
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
      <div className="grid grid-cols-2 gap-4">
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
        name="occasions"
        render={({ field }) => (
          <OccasionChoices value={field.value ?? []} onChange={field.onChange} disabled={disabled} />
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextInput {...text} name="brand" label="Marque" autoComplete="off" />
        <TextInput
          {...text}
          name="size"
          label={proposal ? 'Taille conseillée' : 'Taille'}
          placeholder="Ex. : M, 38"
          autoComplete="off"
        />
        <TextInput {...text} name="price" label="Prix (€)" inputMode="decimal" placeholder="49,90" />
        {/* A proposal is not bought yet: it has no purchase date. */}
        {!proposal && (
          <TextInput
            {...text}
            name="purchaseDate"
            label="Date d'achat"
            type="date"
            min={MIN_PURCHASE_DATE}
            max={todayHere()}
          />
        )}
      </div>
      {proposal && (
        <div className="space-y-4">
          <TextInput {...text} name="shop" label="Boutique" placeholder="Ex. : Sézane" autoComplete="off" />
          <TextInput
            {...text}
            name="productUrl"
            label="Lien vers le produit"
            type="url"
            inputMode="url"
            placeholder="https://..."
            autoComplete="off"
          />
          <TextInput
            {...text}
            name="fitNote"
            label="Conseil de taille"
            placeholder="Ex. : taille un peu grand, prenez une taille en dessous"
            autoComplete="off"
          />
        </div>
      )}
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
              rows={3}
              placeholder={
                proposal
                  ? 'Matière, occasion, avec quoi le porter...'
                  : "Matière, occasion, où vous l'avez acheté..."
              }
            />
          </FormField>
        )}
      />
    </div>
  );
}

/** The occasions it suits, ticked as chips; none ticked, 'Idées de tenues' proposes it for every occasion. */
function OccasionChoices({
  value,
  onChange,
  disabled,
}: {
  value: readonly Occasion[];
  onChange: (occasions: Occasion[]) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-gray-900">Occasions</legend>
      <p id={hintId} className="text-xs text-gray-600">
        Aucune cochée : la pièce va avec toutes les occasions.
      </p>
      <div className="flex flex-wrap gap-2">
        {OCCASIONS.map((occasion) => (
          <label
            key={occasion}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 text-sm text-gray-800 has-[:checked]:border-gray-900 has-[:checked]:bg-gray-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gray-900 has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 sm:min-h-9"
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={value.includes(occasion)}
              disabled={disabled}
              // In the list's order, whatever the order she ticks them in.
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                onChange(OCCASIONS.filter((o) => (o === occasion ? checked : value.includes(o))));
              }}
            />
            {OCCASION_LABELS[occasion]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A one-line text field of the dialog, its error under it. */
function TextInput({
  control,
  name,
  label,
  disabled,
  ...input
}: {
  control: FieldsControl;
  name: 'name' | 'brand' | 'size' | 'price' | 'purchaseDate' | 'shop' | 'productUrl' | 'fitNote';
  label: string;
  disabled: boolean;
} & Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'min' | 'max'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          <Input
            {...input}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
