import { createElement, forwardRef, type SVGProps } from 'react';

/** One shape of an icon: its element and attributes (`['polyline', { points: '6 9 12 15 18 9' }]`). */
export type IconShape = [tag: string, attributes: Record<string, string>];

/** react-feather's props: any SVG attribute, with the stroke colour and the square's size. */
export interface FeatherIconProps extends SVGProps<SVGSVGElement> {
  color?: string;
  size?: string | number;
}

/**
 * A Feather icon as react-feather draws it (24×24, stroked), from its shapes alone. The build
 * compiles each react-feather icon file to a call of this (build/feather-icons-plugin.ts):
 * the package repeats the same component, prop types and helpers in every one of its icons.
 */
export function featherIcon(name: string, shapes: IconShape[]) {
  // The shapes never change: their elements are made once and shared by every render.
  const children = shapes.map(([tag, attributes]) => createElement(tag, attributes));
  const Icon = forwardRef<SVGSVGElement, FeatherIconProps>(function FeatherIcon(
    { color = 'currentColor', size = 24, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: '2',
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...rest,
      },
      ...children,
    );
  });
  Icon.displayName = name;
  return Icon;
}
