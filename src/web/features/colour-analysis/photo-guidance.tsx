import {
  Send,
  ShieldCheck,
  Smartphone,
  Sparkles,
  StickyNote,
  Sun,
  Undo2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';

const GUIDANCE: { icon: LucideIcon; text: string }[] = [
  { icon: Sun, text: T.guidance.daylight },
  { icon: Sparkles, text: T.guidance.noMakeup },
  { icon: UserRound, text: T.guidance.hair },
  { icon: StickyNote, text: T.guidance.card },
  { icon: Smartphone, text: T.guidance.straight },
];

const HOW: LucideIcon[] = [ShieldCheck, Send, Undo2];

/** The photo as it should be: a face lit by a window, hair held back, a white sheet under the chin. */
function Illustration() {
  return (
    <svg viewBox="0 0 160 140" className="h-32 w-auto shrink-0" aria-hidden focusable="false">
      {/* the window and its daylight */}
      <rect x="6" y="14" width="44" height="60" rx="4" fill="#e0f2fe" stroke="#7dd3fc" strokeWidth="2" />
      <line x1="28" y1="14" x2="28" y2="74" stroke="#7dd3fc" strokeWidth="2" />
      <line x1="6" y1="44" x2="50" y2="44" stroke="#7dd3fc" strokeWidth="2" />
      <path
        d="M54 34 L70 40 M54 48 L72 52 M54 62 L70 64"
        stroke="#fbbf24"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* the face, hair held back */}
      <path d="M86 40 Q110 10 134 40 L134 52 Q110 36 86 52 Z" fill="#7c5a3c" />
      <ellipse cx="110" cy="60" rx="22" ry="27" fill="#f1c9a5" />
      <circle cx="102" cy="58" r="2.5" fill="#3f3f46" />
      <circle cx="118" cy="58" r="2.5" fill="#3f3f46" />
      <path d="M103 72 Q110 77 117 72" stroke="#b45309" strokeWidth="2" fill="none" strokeLinecap="round" />
      <rect x="102" y="86" width="16" height="12" fill="#f1c9a5" />
      {/* the white sheet, flat under the chin */}
      <rect x="80" y="92" width="60" height="42" rx="2" fill="#ffffff" stroke="#a8a29e" strokeWidth="1.5" />
    </svg>
  );
}

/** What makes a faithful photo, and what happens to it: said before she takes it. */
export function PhotoGuidance() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-gray-900">{T.guidanceTitle}</h2>
        <div className="flex items-start gap-4">
          <ul className="min-w-0 flex-1 space-y-2 text-gray-700">
            {GUIDANCE.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Illustration />
          </div>
        </div>
        <div className="flex justify-center sm:hidden">
          <Illustration />
        </div>
      </div>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-gray-900">{T.howTitle}</h2>
        <ul className="space-y-2 text-gray-700">
          {T.how.map((text, index) => {
            const Icon = HOW[index] ?? Send;
            return (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>{text}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
