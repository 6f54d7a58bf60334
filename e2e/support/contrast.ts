import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of a field's placeholder against the field's background. axe does not check
 * placeholders, so the journeys measure them here.
 */
export function placeholderContrast(field: Locator): Promise<number> {
  return field.evaluate((element) => {
    // The canvas turns any CSS colour (Tailwind's oklch included) into sRGB bytes.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    // Paints `colors` over one another and reads the resulting pixel.
    const paint = (colors: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const color of colors) {
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
      }
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    };
    const luminance = (rgba: number[]) => {
      const [r, g, b] = rgba.slice(0, 3).map((byte) => {
        const v = byte / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    // The first opaque background from the field up (a transparent field shows its container's).
    let backgroundColor = 'white';
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (paint([color])[3] === 255) {
        backgroundColor = color;
        break;
      }
    }
    const placeholder = getComputedStyle(element, '::placeholder').color;
    const text = luminance(paint([backgroundColor, placeholder]));
    const background = luminance(paint([backgroundColor]));
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}
