// Test helper for the theme's colours (import from '@portal/shared-ui/theme/testing' in tests
// only): the jest units and the browser tests (e2e, plain node) both use it, so it imports nothing.

/** WCAG 2.1 contrast ratio of two computed `rgb(r, g, b)` colours */
export function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
