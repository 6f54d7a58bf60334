import type { CarnetComposition, CarnetSection } from '~/domain/documents-texts';

/** The list with the item at `index` moved one place up (-1) or down (+1); the same list at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function moveSection(composition: CarnetComposition, kind: CarnetSection, step: -1 | 1) {
  const index = composition.sections.findIndex((section) => section.kind === kind);
  return { ...composition, sections: moved(composition.sections, index, step) };
}

export function toggleSection(composition: CarnetComposition, kind: CarnetSection, included: boolean) {
  return {
    ...composition,
    sections: composition.sections.map((section) =>
      section.kind === kind ? { ...section, included } : section,
    ),
  };
}

/** A look chosen goes last in the carnet; one left out leaves the others' order as it was. */
export function toggleLook(composition: CarnetComposition, lookId: string, included: boolean) {
  const others = composition.lookIds.filter((id) => id !== lookId);
  return { ...composition, lookIds: included ? [...others, lookId] : others };
}

export function moveLook(composition: CarnetComposition, lookId: string, step: -1 | 1) {
  return { ...composition, lookIds: moved(composition.lookIds, composition.lookIds.indexOf(lookId), step) };
}

/** Whether two compositions print the same carnet (the intro as the server keeps it, trimmed). */
export function sameComposition(a: CarnetComposition, b: CarnetComposition): boolean {
  return (
    a.intro.trim() === b.intro.trim() &&
    a.lookIds.join() === b.lookIds.join() &&
    a.sections.map((s) => `${s.kind}:${s.included}`).join() ===
      b.sections.map((s) => `${s.kind}:${s.included}`).join()
  );
}
