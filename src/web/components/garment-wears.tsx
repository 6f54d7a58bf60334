import {
  costPerWearLabel,
  UNWORN_MONTHS,
  wornTimesLabel,
  type GarmentWears,
  type WearSummary,
} from '~/domain/wear-calendar-texts';
import { cn } from '~/web/lib/cn';

/** 'Porté 3 fois · Coût par port : 20,00 €' (the cost only for a piece with a price). */
export function WearLine({
  wears,
  className,
}: {
  wears: Pick<GarmentWears, 'wears' | 'costPerWearCents'>;
  className?: string;
}) {
  return (
    <p className={cn('text-xs text-gray-600', className)}>
      <span className="whitespace-nowrap">{wornTimesLabel(wears.wears)}</span>
      {wears.costPerWearCents !== null && (
        <>
          {' · '}
          <span className="whitespace-nowrap">{costPerWearLabel(wears.costPerWearCents)}</span>
        </>
      )}
    </p>
  );
}

/** A titled list of pieces with their wears: 'Les plus portés', 'Les moins portés', 'Jamais porté depuis 6 mois'. */
export function GarmentWearList({
  title,
  garments,
  empty,
}: {
  title: string;
  garments: GarmentWears[];
  empty: string;
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      {garments.length === 0 ? (
        <p className="text-sm text-gray-500">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {garments.map((garment) => (
            <li key={garment.id} className="flex items-center gap-3">
              <img
                src={garment.imageUrl}
                alt=""
                className="size-12 shrink-0 rounded-lg bg-gray-100 object-contain"
              />
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-gray-900">{garment.title}</p>
                <WearLine wears={garment} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The most worn, the least worn and those unworn for six months, side by side on a wide screen. */
export function WearLists({ summary, unwornEmpty }: { summary: WearSummary; unwornEmpty: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <GarmentWearList title="Les plus portés" garments={summary.mostWorn} empty="Aucun port noté." />
      <GarmentWearList title="Les moins portés" garments={summary.leastWorn} empty="Aucun vêtement." />
      <GarmentWearList
        title={`Jamais porté depuis ${UNWORN_MONTHS}\u00A0mois`}
        garments={summary.unworn}
        empty={unwornEmpty}
      />
    </div>
  );
}
