import { useId } from 'react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '~/domain/clothing';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

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
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? null : (next as Category))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Toutes les catégories</SelectItem>
          {CATEGORIES.map((category) => (
            <SelectItem key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
