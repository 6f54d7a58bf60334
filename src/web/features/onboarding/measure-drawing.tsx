import type { OptionalMeasurement } from '~/domain/measurements';

/** What each drawing shows, read aloud in place of the picture. */
const DESCRIPTIONS: Record<OptionalMeasurement, string> = {
  shoulderWidth: 'Où mesurer\u00a0: en ligne droite, d’une pointe d’épaule à l’autre.',
  waistSize: 'Où mesurer\u00a0: tout autour de la taille, à l’endroit le plus fin.',
  hipSize: 'Où mesurer\u00a0: tout autour des hanches, à l’endroit le plus large.',
};

/** A figure seen from the front: head, torso and legs, in one outline. */
const BODY =
  'M52 40 L68 40 L70 48 L89 54 Q95 57 92 66 L82 96 Q78 108 80 118 Q88 136 86 150 L80 212 L64 212 L61 160 ' +
  'L59 160 L56 212 L40 212 L34 150 Q32 136 40 118 Q42 108 38 96 L28 66 Q25 57 31 54 L50 48 Z';

/** Where the tape goes: a line across the shoulders, a loop around the waist or the hips. */
function Tape({ measurement }: { measurement: OptionalMeasurement }) {
  const tape = { stroke: 'currentColor', strokeWidth: 3, fill: 'none', strokeLinecap: 'round' as const };
  if (measurement === 'shoulderWidth') {
    return (
      <g {...tape}>
        <path d="M31 58 L89 58" strokeDasharray="5 3" />
        <path d="M31 52 L31 64 M89 52 L89 64" />
      </g>
    );
  }
  const y = measurement === 'waistSize' ? 100 : 134;
  const rx = measurement === 'waistSize' ? 22 : 27;
  return (
    <g {...tape}>
      <ellipse cx="60" cy={y} rx={rx} ry="5" strokeDasharray="5 3" />
    </g>
  );
}

/** A simple drawing of where to measure, beside the question of the onboarding's optional steps. */
export function MeasureDrawing({ measurement }: { measurement: OptionalMeasurement }) {
  return (
    <svg
      viewBox="0 0 120 220"
      role="img"
      aria-label={DESCRIPTIONS[measurement]}
      className="h-44 w-auto shrink-0 text-brand-600"
    >
      <circle cx="60" cy="24" r="14" fill="#e7e5e4" stroke="#a8a29e" strokeWidth="1.5" />
      <path d={BODY} fill="#e7e5e4" stroke="#a8a29e" strokeWidth="1.5" strokeLinejoin="round" />
      <Tape measurement={measurement} />
    </svg>
  );
}
