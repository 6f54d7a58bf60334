import type { ComponentProps } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { CATEGORIES, CATEGORY_LABELS, COLORS, COLOR_LABELS, SEASONS, SEASON_LABELS } from '~/domain/clothing';
import type { ClothingFields } from '~/domain/wardrobe';
import { MIN_PURCHASE_DATE } from '~/domain/limits';
import { FormField } from '~/web/components/ui/form-field';
import { Input, Textarea } from '~/web/components/ui/input';
import { OptionSelect } from '~/web/components/option-select';
import { todayHere } from '~/web/lib/french-date';
import type { ClothingFieldsOutput } from './clothing-form-types';

type FieldsControl = Control<ClothingFields, unknown, ClothingFieldsOutput>;

/**
 * Name, category (required), colour, season, brand, size, price, purchase date (not for a proposal) and notes of
 * the clothing dialog.
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
