import { Loader2, Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './ui/input';

/** A search box with its icon, a label for screen readers, and a spinner while results are on their way. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  pending = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  pending?: boolean;
}) {
  const id = useId();
  return (
    <div className="relative max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="pl-9 pr-9"
        autoComplete="off"
      />
      {pending && (
        <Loader2
          className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-gray-400"
          aria-hidden
        />
      )}
    </div>
  );
}
