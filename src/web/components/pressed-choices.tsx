import { Button } from './ui/button';

/**
 * One answer among a few, as a row of buttons: the chosen one is pressed (`aria-pressed`), and a tap sends the
 * answer at once. 44 px tall, so a finger finds each.
 */
export function PressedChoices<T extends string>({
  label,
  options,
  labels,
  value,
  disabled,
  onChoose,
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  disabled: boolean;
  onChoose: (choice: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-3 gap-2">
      {options.map((option) => (
        <Button
          key={option}
          type="button"
          size="sm"
          variant="outline"
          aria-pressed={value === option}
          disabled={disabled}
          onClick={() => onChoose(option)}
          className="min-h-11 px-1 text-xs aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 sm:text-sm"
        >
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}
