import type { Capture, CaptureSaveItem } from '~/domain/capture';
import { DEFAULT_COLOR, DEFAULT_SEASON, type Category, type Color, type Season } from '~/domain/clothing';

/** What the user decided for one ready photo in the review grid. */
export type Choice = {
  category: Category | null;
  color: Color;
  season: Season;
  name: string;
  /** Save the photo itself instead of its cutout. */
  useOriginal: boolean;
  selected: boolean;
};
/** The current choice of every ready photo, by capture id. */
export type Choices = Record<string, Choice>;
export type ChoicePatch = Partial<Pick<Choice, 'category' | 'color' | 'season'>>;

export const isReady = (capture: Capture) => capture.status === 'ready';

/** What the user changed, photo by photo; everything else is each photo's default. */
export type Edits = Record<string, Partial<Choice>>;

/** A photo that just became ready starts with its measured colour, and no category. */
const defaultChoice = (capture: Capture): Choice => ({
  category: null,
  color: capture.color ?? DEFAULT_COLOR,
  season: DEFAULT_SEASON,
  name: '',
  useOriginal: false,
  selected: false,
});

/** The choices of the photos ready now; edits of photos gone (saved, removed) are simply not read. */
export function choicesOf(captures: Capture[], edits: Edits): Choices {
  return Object.fromEntries(
    captures
      .filter(isReady)
      .map((capture) => [capture.id, { ...defaultChoice(capture), ...edits[capture.id] }]),
  );
}

export function updateChoice(edits: Edits, id: string, change: Partial<Choice>): Edits {
  return { ...edits, [id]: { ...edits[id], ...change } };
}

/** 'Pour la sélection': one value set on every selected photo at once. */
export function applyToSelected(edits: Edits, choices: Choices, patch: ChoicePatch): Edits {
  return Object.entries(choices).reduce(
    (next, [id, choice]) => (choice.selected ? updateChoice(next, id, patch) : next),
    edits,
  );
}

export function selectAll(edits: Edits, choices: Choices, selected: boolean): Edits {
  return Object.keys(choices).reduce((next, id) => updateChoice(next, id, { selected }), edits);
}

export const selectedCount = (choices: Choices) =>
  Object.values(choices).filter((choice) => choice.selected).length;

/** The ready photos still without a category, in grid order: saving waits for them. */
export const missingCategories = (choices: Choices, captures: Capture[]) =>
  captures.filter((capture) => choices[capture.id] && !choices[capture.id]!.category).map((c) => c.id);

/** The request body for every ready photo (each must have its category). */
export function toSaveItems(choices: Choices, captures: Capture[]): CaptureSaveItem[] {
  return captures.flatMap((capture) => {
    const choice = choices[capture.id];
    if (!choice?.category) return [];
    return [
      {
        id: capture.id,
        category: choice.category,
        color: choice.color,
        season: choice.season,
        name: choice.name.trim() || null,
        useOriginal: choice.useOriginal || capture.cutoutUrl === null,
      },
    ];
  });
}
