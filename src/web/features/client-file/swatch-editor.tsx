import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DIAGNOSIS_MESSAGES, MAX_SWATCH_NAME_LENGTH } from '~/domain/diagnosis-texts';
import type { Swatch } from '~/domain/palettes';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { lazySchemas } from '~/web/lib/lazy-validation';

const diagnosisSchemas = lazySchemas(() => import('~/domain/diagnosis'));

/** Colours the consultant names herself: a list with a remove button each, and a name and a colour to add one. */
export function SwatchEditor({
  legend,
  swatches,
  onChange,
  max,
  tooMany,
  disabled,
}: {
  legend: string;
  swatches: Swatch[];
  onChange: (swatches: Swatch[]) => void;
  max: number;
  tooMany: string;
  disabled: boolean;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [hex, setHex] = useState('#7c3aed');
  const [error, setError] = useState<string | null>(null);

  function add() {
    void diagnosisSchemas.submit(({ swatchSchema }) => {
      const parsed = swatchSchema.safeParse({ name, hex });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DIAGNOSIS_MESSAGES.hexInvalid);
      if (swatches.length >= max) return setError(tooMany);
      onChange([...swatches.filter((s) => s.hex !== parsed.data.hex), parsed.data]);
      setName('');
      setError(null);
    });
  }

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {swatches.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {swatches.map((swatch) => (
            <li
              key={swatch.hex}
              className="flex items-center gap-2 rounded-full border border-gray-200 py-1 pr-1 pl-2 text-sm"
            >
              <span
                className="size-4 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: swatch.hex }}
              />
              {swatch.name}
              <button
                type="button"
                onClick={() => onChange(swatches.filter((s) => s.hex !== swatch.hex))}
                className="inline-flex size-8 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100"
                aria-label={`Retirer ${swatch.name}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1 space-y-1.5">
          <Label htmlFor={`${id}-name`}>Nom de la couleur</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_SWATCH_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-hex`}>Teinte</Label>
          <input
            id={`${id}-hex`}
            type="color"
            value={hex}
            onChange={(event) => setHex(event.target.value)}
            className="block h-10 w-14 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
          />
        </div>
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden />
          Ajouter
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
