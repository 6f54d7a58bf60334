import { useId } from 'react';
import { CHECKERBOARD } from '~/web/components/image-backgrounds';
import { cn } from '~/web/lib/cn';

/** Which picture of a new garment gets saved. */
export type SavedPicture = 'cutout' | 'original';

const OPTIONS: { value: SavedPicture; label: string; alt: string }[] = [
  { value: 'cutout', label: 'Garder le détourage', alt: 'Le détourage' },
  { value: 'original', label: "Utiliser la photo d'origine", alt: "La photo d'origine" },
];

/** The cutout beside the original photo, as two radio cards: the user decides which one is saved. */
export function CutoutChoice({
  cutoutUrl,
  originalUrl,
  value,
  onChange,
  disabled,
}: {
  cutoutUrl: string;
  originalUrl: string;
  value: SavedPicture;
  onChange: (value: SavedPicture) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-gray-900">Quelle image enregistrer ?</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col gap-2 rounded-xl border-2 bg-white p-2 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-brand-200',
              value === option.value ? 'border-brand-600' : 'border-gray-200 hover:border-brand-300',
            )}
          >
            <span
              className={cn(
                'aspect-square overflow-hidden rounded-lg',
                option.value === 'cutout' ? CHECKERBOARD : 'bg-white',
              )}
            >
              <img
                src={option.value === 'cutout' ? cutoutUrl : originalUrl}
                alt={option.alt}
                className="size-full object-contain"
              />
            </span>
            <span className="flex items-center justify-center gap-2 font-medium text-gray-900">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
