import { Link } from 'react-router';
import { displayName } from '~/domain/person';
import { useConsultantLooks } from './api';

/** 'De votre conseillère': her consultant's latest looks, first, before the ideas drawn from her wardrobe. */
export function ConsultantLooks() {
  const looks = useConsultantLooks();
  if (!looks.data?.length) return null;
  return (
    <section aria-labelledby="consultant-looks-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="consultant-looks-title" className="text-lg font-semibold text-gray-900">
          De votre conseillère
        </h2>
        <Link to="/client/dashboard/outfits" className="text-sm font-medium text-brand-700 underline">
          Toutes mes tenues
        </Link>
      </div>
      <ul className="grid grid-cols-3 gap-3">
        {looks.data.map((look) => (
          <li key={look.id} className="min-w-0">
            <Link
              to="/client/dashboard/outfits"
              className="block overflow-hidden rounded-2xl border border-gray-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <img
                src={look.imageUrl}
                alt=""
                loading="lazy"
                className="aspect-square w-full bg-gray-50 object-contain"
              />
              <span className="block truncate px-2 py-1.5 text-sm font-medium text-gray-900">
                {look.name}
              </span>
              <span className="sr-only">, par {look.consultant ? displayName(look.consultant) : ''}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
