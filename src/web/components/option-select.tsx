import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** A Radix select whose trigger takes the id and aria wiring FormField hands to its child. */
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
