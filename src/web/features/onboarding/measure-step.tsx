import { useId } from 'react';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import type { MeasureStep } from './steps';

/** One number question of the wizard, with its unit and range error. */
export function MeasureStepView({
  step,
  value,
  onChange,
  outOfRange,
}: {
  step: MeasureStep;
  value: string;
  onChange: (value: string) => void;
  outOfRange: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{step.label}</Label>
      <div className="flex items-center gap-3">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={step.range.min}
          max={step.range.max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={outOfRange || undefined}
          aria-describedby={`${id}-hint`}
          className="max-w-40 text-lg"
          autoFocus
        />
        <span className="text-gray-600">{step.unit}</span>
      </div>
      <p
        id={`${id}-hint`}
        className={outOfRange ? 'text-sm text-red-600' : 'text-sm text-gray-500'}
        role={outOfRange ? 'alert' : undefined}
      >
        {outOfRange ? step.error : `Entre ${step.range.min} et ${step.range.max} ${step.unit}`}
      </p>
    </div>
  );
}
