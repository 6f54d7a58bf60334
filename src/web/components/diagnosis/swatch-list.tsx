import type { Swatch } from '~/domain/palettes';

/** Named colour chips; they keep their colours when printed. */
export function SwatchList({ swatches, label }: { swatches: readonly Swatch[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 print:grid-cols-5">
      {swatches.map((swatch) => (
        <li key={swatch.hex} className="flex min-w-0 items-center gap-2 text-sm text-gray-800">
          <span
            className="size-7 shrink-0 rounded-full ring-1 ring-black/10 ring-inset [print-color-adjust:exact]"
            style={{ backgroundColor: swatch.hex }}
            aria-hidden
          />
          <span className="min-w-0 leading-tight break-words">{swatch.name}</span>
        </li>
      ))}
    </ul>
  );
}
