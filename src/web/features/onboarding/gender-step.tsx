import { GENDERS, GENDER_LABELS, type Gender } from '~/domain/genders';
import { cn } from '~/web/lib/cn';

export function GenderStep({
  value,
  onChange,
}: {
  value: Gender | null;
  onChange: (gender: Gender) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Genre" className="grid gap-3 sm:grid-cols-3">
      {GENDERS.map((gender) => (
        <button
          key={gender}
          type="button"
          role="radio"
          aria-checked={value === gender}
          onClick={() => onChange(gender)}
          className={cn(
            'rounded-xl border-2 px-4 py-4 text-base font-medium transition-colors',
            value === gender
              ? 'border-brand-600 bg-brand-50 text-brand-900'
              : 'border-gray-200 bg-white text-gray-700 hover:border-brand-200',
          )}
        >
          {GENDER_LABELS[gender]}
        </button>
      ))}
    </div>
  );
}
