/**
 * Garments drawn for the demo, as SVG on a 400 x 400 canvas with a transparent background: flat colour, a
 * soft vertical shade and a few seams, enough to read as clothing in a wardrobe grid and on the silhouette.
 */
export type GarmentKind =
  | 'tshirt'
  | 'shirt'
  | 'sweater'
  | 'trousers'
  | 'jeans'
  | 'skirt'
  | 'dress'
  | 'coat'
  | 'blazer'
  | 'sneakers'
  | 'heels'
  | 'boots'
  | 'scarf'
  | 'bag'
  | 'hat';

const SHAPES: Record<GarmentKind, (seam: string) => string> = {
  tshirt: (
    s,
  ) => `<path d="M130 70 L170 55 Q200 85 230 55 L270 70 L340 130 L305 170 L280 150 L280 340 L120 340 L120 150 L95 170 L60 130 Z" fill="url(#g)"/>
    <path d="M170 55 Q200 95 230 55" fill="none" stroke="${s}" stroke-width="4"/>`,
  shirt: (
    s,
  ) => `<path d="M135 65 L175 50 L200 80 L225 50 L265 65 L320 120 L330 330 L290 335 L282 160 L280 350 L120 350 L118 160 L110 335 L70 330 L80 120 Z" fill="url(#g)"/>
    <path d="M175 50 L200 100 L225 50 M200 100 L200 350" fill="none" stroke="${s}" stroke-width="3"/>
    ${[130, 170, 210, 250, 290, 330].map((y) => `<circle cx="207" cy="${y}" r="4" fill="${s}"/>`).join('')}`,
  sweater: (
    s,
  ) => `<path d="M130 70 L170 58 Q200 80 230 58 L270 70 L325 120 L345 320 L305 330 L285 170 L285 330 L115 330 L115 170 L95 330 L55 320 L75 120 Z" fill="url(#g)"/>
    <path d="M115 315 L285 315 M60 305 L100 312 M300 312 L340 305" stroke="${s}" stroke-width="10" stroke-dasharray="3 4"/>
    <path d="M170 58 Q200 90 230 58" fill="none" stroke="${s}" stroke-width="8"/>`,
  trousers: (s) => `<path d="M135 40 L265 40 L290 370 L220 370 L200 140 L180 370 L110 370 Z" fill="url(#g)"/>
    <path d="M135 62 L265 62 M200 62 L200 140" stroke="${s}" stroke-width="3"/>`,
  jeans: (s) => `<path d="M135 40 L265 40 L285 370 L220 370 L200 150 L180 370 L115 370 Z" fill="url(#g)"/>
    <path d="M135 60 L265 60 M200 60 L200 150 M150 60 Q160 100 195 95 M250 60 Q240 100 205 95" fill="none" stroke="${s}" stroke-width="3" stroke-dasharray="6 4"/>`,
  skirt: (s) => `<path d="M145 90 L255 90 L320 320 Q200 345 80 320 Z" fill="url(#g)"/>
    <path d="M145 108 L255 108 M170 110 L140 325 M230 110 L260 325" fill="none" stroke="${s}" stroke-width="3"/>`,
  dress: (
    s,
  ) => `<path d="M165 40 L180 40 Q200 70 220 40 L235 40 L250 150 L235 175 L320 370 Q200 390 80 370 L165 175 L150 150 Z" fill="url(#g)"/>
    <path d="M150 160 Q200 180 250 160" fill="none" stroke="${s}" stroke-width="5"/>`,
  coat: (
    s,
  ) => `<path d="M135 45 L175 35 L200 130 L225 35 L265 45 L330 110 L340 370 L295 375 L288 170 L285 380 L115 380 L112 170 L105 375 L60 370 L70 110 Z" fill="url(#g)"/>
    <path d="M175 35 L160 120 L200 130 L240 120 L225 35 M200 130 L200 380" fill="none" stroke="${s}" stroke-width="4"/>
    ${[190, 250, 310].map((y) => `<circle cx="185" cy="${y}" r="6" fill="${s}"/><circle cx="215" cy="${y}" r="6" fill="${s}"/>`).join('')}`,
  blazer: (
    s,
  ) => `<path d="M140 55 L178 45 L200 160 L222 45 L260 55 L320 115 L330 330 L290 335 L284 170 L282 330 L118 330 L116 170 L110 335 L70 330 L80 115 Z" fill="url(#g)"/>
    <path d="M178 45 L165 120 L200 160 L235 120 L222 45" fill="none" stroke="${s}" stroke-width="4"/>
    <circle cx="200" cy="220" r="6" fill="${s}"/>`,
  sneakers: (
    s,
  ) => `<path d="M40 250 Q60 190 110 185 L150 200 Q175 240 190 250 L190 280 L40 280 Z" fill="url(#g)"/>
    <path d="M210 250 Q230 190 280 185 L320 200 Q345 240 360 250 L360 280 L210 280 Z" fill="url(#g)"/>
    <path d="M40 280 L190 280 M210 280 L360 280" stroke="#f5f5f4" stroke-width="14"/>
    <path d="M100 200 L130 215 M95 215 L125 230 M270 200 L300 215 M265 215 L295 230" stroke="${s}" stroke-width="3"/>`,
  heels: (
    s,
  ) => `<path d="M50 290 Q60 220 100 215 Q140 240 175 250 L180 265 L110 265 L90 300 L80 300 L85 260 Z" fill="url(#g)"/>
    <path d="M220 290 Q230 220 270 215 Q310 240 345 250 L350 265 L280 265 L260 300 L250 300 L255 260 Z" fill="url(#g)"/>
    <path d="M100 215 Q120 235 150 245 M270 215 Q290 235 320 245" fill="none" stroke="${s}" stroke-width="3"/>`,
  boots: (
    s,
  ) => `<path d="M70 80 L140 80 L145 240 Q190 250 195 290 L195 310 L60 310 L65 240 Z" fill="url(#g)"/>
    <path d="M215 80 L285 80 L290 240 Q335 250 340 290 L340 310 L205 310 L210 240 Z" fill="url(#g)"/>
    <path d="M60 300 L195 300 M205 300 L340 300" stroke="${s}" stroke-width="12"/>`,
  scarf: (
    s,
  ) => `<path d="M120 60 Q200 110 280 60 L300 90 Q250 140 245 150 L270 340 L225 345 L210 160 Q200 150 190 160 L170 345 L125 340 L150 150 Q110 120 100 90 Z" fill="url(#g)"/>
    <path d="M125 340 L170 345 M225 345 L270 340" stroke="${s}" stroke-width="8" stroke-dasharray="2 5"/>`,
  bag: (s) => `<path d="M90 150 L310 150 L330 340 L70 340 Z" fill="url(#g)"/>
    <path d="M145 150 Q145 70 200 70 Q255 70 255 150" fill="none" stroke="${s}" stroke-width="12"/>
    <path d="M90 190 L310 190" stroke="${s}" stroke-width="3"/><rect x="188" y="180" width="24" height="20" rx="3" fill="${s}"/>`,
  hat: (s) => `<ellipse cx="200" cy="250" rx="170" ry="45" fill="url(#g)"/>
    <path d="M120 245 Q125 120 200 115 Q275 120 280 245 Z" fill="url(#g)"/>
    <path d="M122 220 Q200 240 278 220" fill="none" stroke="${s}" stroke-width="14"/>`,
};

/** A lighter and a darker tone of `hex`, for the shade and the seams. */
function tone(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function garmentSvg(kind: GarmentKind, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${tone(color, 0.18)}"/><stop offset="1" stop-color="${tone(color, -0.22)}"/>
    </linearGradient></defs>
    ${SHAPES[kind](tone(color, -0.45))}
  </svg>`;
}

/** The same garment as a phone photo of it: laid on a light, slightly uneven surface with a soft shadow. */
export function garmentPhotoSvg(kind: GarmentKind, color: string): string {
  const garment = garmentSvg(kind, color).replace(/<\/?svg[^>]*>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400">
    <defs>
      <radialGradient id="bg" cx="0.4" cy="0.35" r="0.9"><stop offset="0" stop-color="#f7f5f0"/><stop offset="1" stop-color="#dcd7ce"/></radialGradient>
      <filter id="shadow"><feGaussianBlur stdDeviation="6"/></filter>
    </defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <g transform="translate(6 8)" opacity="0.22" filter="url(#shadow)">${garment.replace(/url\(#g\)/g, '#000')}</g>
    ${garment}
  </svg>`;
}
