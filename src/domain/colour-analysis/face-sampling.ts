import { converter, differenceCiede2000 } from 'culori';
import { faceRegions, boundsOf, partContains, type FaceRegion, type HairSource } from './face-regions';
import {
  clampRect,
  linearToLab,
  quantile,
  samplingStep,
  type DetectedFace,
  type LabColor,
  type RgbaImage,
} from './image';
import type { WhiteBalance } from './white-balance';

/**
 * The face's colours in CIELAB (D65), read on the balanced picture: each region's pixels sorted by lightness lose
 * their darkest and brightest shares (shadows, pores, lashes, pupils; shine, catchlights), then each channel's
 * median is kept. The median resists what the trim leaves (a freckle, a stray hair) better than a mean.
 */
export type RegionSample = {
  /** The region's median colour, or null when too few of its pixels lie in the picture. */
  lab: LabColor | null;
  /** The pixels read in it (sampled with a stride on a large photo). */
  pixels: number;
};

/** Skin as the consultant reads it: lightness, chroma, hue (the undertone) and the ITA° of dermatology. */
export type SkinColour = {
  lab: LabColor;
  /** C*ab */
  chroma: number;
  /** h_ab in degrees: low is pink, high is golden. */
  hue: number;
  /** Individual Typology Angle, atan((L* - 50) / b*) in degrees (Chardon et al. 1991): above 55° very light. */
  ita: number;
};

export type FaceColours = {
  skin: SkinColour;
  eyes: LabColor | null;
  hair: LabColor | null;
  samples: {
    leftCheek: RegionSample;
    rightCheek: RegionSample;
    /** Left out of the skin when it differs from the cheeks (a fringe, a shadow). */
    forehead: RegionSample & { used: boolean };
    irises: RegionSample;
    hair: (RegionSample & { source: HairSource }) | null;
  };
};

type Trim = { dark: number; bright: number };

export const SAMPLING = {
  /** About this many pixels are read per region, whatever the photo's resolution. */
  budget: 4000,
  trim: {
    skin: { dark: 0.15, bright: 0.15 },
    iris: { dark: 0.2, bright: 0.25 },
    hair: { dark: 0.1, bright: 0.2 },
  } satisfies Record<string, Trim>,
  minPixels: { skin: 20, iris: 8, hair: 20 },
  /** The forehead joins the cheeks when within this ΔE00 of them (foreheads are a little less red). */
  foreheadMaxDifference: 8,
  /** A hair region is taken when at least this ΔE00 from the skin (a bald crown is skin). */
  hairMinDifference: 6,
} as const;

const ciede2000 = differenceCiede2000();
const deltaE = (p: LabColor, q: LabColor) => ciede2000({ mode: 'lab65', ...p }, { mode: 'lab65', ...q });
const toLch = converter('lch65');

/** The balanced colours of a region's pixels that lie in the picture. */
export function regionColours(image: RgbaImage, balance: WhiteBalance, region: FaceRegion): LabColor[] {
  const colours: LabColor[] = [];
  for (const part of region.parts) {
    const bounds = clampRect(boundsOf(part.polygon), image);
    if (!bounds) continue;
    const step = samplingStep(bounds.width * bounds.height, SAMPLING.budget);
    for (let y = bounds.y; y < bounds.y + bounds.height; y += step)
      for (let x = bounds.x; x < bounds.x + bounds.width; x += step)
        if (partContains(part, { x: x + 0.5, y: y + 0.5 })) colours.push(linearToLab(balance.pixel(x, y)));
  }
  return colours;
}

/** The colours left once the darkest and brightest shares are dropped. */
export function trimByLightness(colours: readonly LabColor[], trim: Trim): LabColor[] {
  const sorted = [...colours].sort((p, q) => p.l - q.l);
  return sorted.slice(
    Math.floor(trim.dark * sorted.length),
    sorted.length - Math.floor(trim.bright * sorted.length),
  );
}

/** The median of each channel. */
export function medianLab(colours: readonly LabColor[]): LabColor | null {
  if (colours.length === 0) return null;
  const channel = (pick: (c: LabColor) => number) =>
    quantile(
      colours.map(pick).sort((p, q) => p - q),
      0.5,
    );
  return { l: channel((c) => c.l), a: channel((c) => c.a), b: channel((c) => c.b) };
}

function sample(colours: readonly LabColor[], trim: Trim, minPixels: number) {
  const kept = colours.length >= minPixels ? trimByLightness(colours, trim) : [];
  return { sample: { lab: medianLab(kept), pixels: colours.length }, kept };
}

export function skinColour(lab: LabColor): SkinColour {
  const lch = toLch({ mode: 'lab65', ...lab });
  return {
    lab,
    chroma: lch.c,
    hue: lch.h ?? 0,
    ita: (Math.atan2(lab.l - 50, lab.b) * 180) / Math.PI,
  };
}

/** The face's colours, or null when the cheeks are not in the picture. */
export function measureFaceColours(
  image: RgbaImage,
  face: DetectedFace,
  balance: WhiteBalance,
): FaceColours | null {
  const regions = faceRegions(face);
  const read = (region: FaceRegion, trim: Trim, minPixels: number) =>
    sample(regionColours(image, balance, region), trim, minPixels);
  const { skin: skinTrim, iris: irisTrim, hair: hairTrim } = SAMPLING.trim;
  const min = SAMPLING.minPixels;

  const left = read(regions.leftCheek, skinTrim, min.skin);
  const right = read(regions.rightCheek, skinTrim, min.skin);
  const cheeks = medianLab([...left.kept, ...right.kept]);
  if (!cheeks) return null;
  const forehead = read(regions.forehead, skinTrim, min.skin);
  const foreheadUsed =
    forehead.sample.lab !== null && deltaE(forehead.sample.lab, cheeks) <= SAMPLING.foreheadMaxDifference;
  const skin = foreheadUsed ? medianLab([...left.kept, ...right.kept, ...forehead.kept])! : cheeks;

  const irises = read(regions.irises, irisTrim, min.iris);
  let hair: FaceColours['samples']['hair'] = null;
  for (const candidate of regions.hair) {
    const { sample: found } = read(candidate.region, hairTrim, min.hair);
    if (found.lab && deltaE(found.lab, skin) >= SAMPLING.hairMinDifference) {
      hair = { ...found, source: candidate.source };
      break;
    }
  }

  return {
    skin: skinColour(skin),
    eyes: irises.sample.lab,
    hair: hair?.lab ?? null,
    samples: {
      leftCheek: left.sample,
      rightCheek: right.sample,
      forehead: { ...forehead.sample, used: foreheadUsed },
      irises: irises.sample,
      hair,
    },
  };
}
