// WCAG 2.x relative luminance and contrast ratio, for the tests that check the skins' colours
// (status-contrast.test.ts, tag-palette.test.ts).

export type Rgb = [number, number, number];

/** `#rrggbb` as its three channels. */
export const rgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two colours (1 to 21), given as channels or `#rrggbb`. */
export const contrast = (a: Rgb | string, b: Rgb | string) => {
  const [hi, lo] = [a, b]
    .map((c) => luminance(typeof c === 'string' ? rgb(c) : c))
    .sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `colour` at `alpha` over `ground`, as the browser paints rgba(). */
export const over = (colour: Rgb, alpha: number, ground: Rgb): Rgb =>
  colour.map((c, i) => c * alpha + ground[i]! * (1 - alpha)) as Rgb;
