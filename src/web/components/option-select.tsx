import { NativeSelect } from './ui/native-select';

/** A select of `options` that takes the id and aria wiring FormField hands to its child. */
export function OptionSelect<T extends string>({
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
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <NativeSelect
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as T)}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-required={required || undefined}
      {...aria}
    >
      {value === undefined && (
        <option value="" disabled>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
