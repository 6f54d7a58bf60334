import { useId } from 'react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '~/domain/clothing';
import { NativeSelect } from './ui/native-select';

const ALL = 'all';

/** A category filter: 'Toutes les catégories' (null) or one category. */
export function CategorySelect({
  value,
  onChange,
  className,
}: {
  value: Category | null;
  onChange: (category: Category | null) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Catégorie
      </label>
      <NativeSelect
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : (event.target.value as Category))}
      >
        <option value={ALL}>Toutes les catégories</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
