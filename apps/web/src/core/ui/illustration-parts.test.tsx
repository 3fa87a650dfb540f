// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Desk, Padlock, Sparkles, Stroke } from './illustration-parts.tsx';

afterEach(cleanup);

const draw = (parts: ReactNode) => render(<svg>{parts}</svg>).container;
const attrs = (el: Element | null | undefined, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, el?.getAttribute(n)]));

describe('illustration parts', () => {
  it('draws a desk: its shadow, its top and two legs under the top', () => {
    const svg = draw(
      <Desk
        shadow={[200, 236, 170, 14]}
        top={[70, 204, 260]}
        legs={[92, 298, 10, 24]}
        fill="currentColor"
        opacity={[0.08, 0.18, 0.5]}
      />,
    );
    expect(attrs(svg.querySelector('ellipse'), ['cx', 'cy', 'rx', 'ry', 'opacity'])).toEqual({
      cx: '200',
      cy: '236',
      rx: '170',
      ry: '14',
      opacity: '0.08',
    });
    const [top, left, right] = svg.querySelectorAll('rect');
    expect(attrs(top, ['x', 'y', 'width', 'height', 'rx'])).toEqual({
      x: '70',
      y: '204',
      width: '260',
      height: '14',
      rx: '7',
    });
    expect(attrs(left, ['x', 'y', 'width', 'height', 'opacity'])).toEqual({
      x: '92',
      y: '218',
      width: '10',
      height: '24',
      opacity: '0.5',
    });
    expect(right?.getAttribute('x')).toBe('298');
  });

  it('scatters dots and a square tilted about its centre', () => {
    const svg = draw(
      <Sparkles dots={[[96, 70, 6, '#28c76f', 0.7]]} square={[64, 130, 14, '#ff9f43', 0.6]} />,
    );
    expect(attrs(svg.querySelector('circle'), ['cx', 'r', 'fill'])).toEqual({
      cx: '96',
      r: '6',
      fill: '#28c76f',
    });
    expect(svg.querySelector('rect')?.getAttribute('transform')).toBe('rotate(20 71 137)');
  });

  it('draws a padlock with its keyhole in the middle of the body', () => {
    const svg = draw(
      <Padlock
        body={[340, 84, 60, 50, 10]}
        shackle={['M352 84V70a18 18 0 0 1 36 0v14', 'gold', 9]}
        keyhole={[106, 7, 108, 6, 14]}
        fill="blue"
      />,
    );
    expect(attrs(svg.querySelector('circle'), ['cx', 'cy', 'r'])).toEqual({
      cx: '370',
      cy: '106',
      r: '7',
    });
    const slot = svg.querySelectorAll('rect')[1];
    expect(attrs(slot, ['x', 'y', 'width', 'height', 'rx'])).toEqual({
      x: '367',
      y: '108',
      width: '6',
      height: '14',
      rx: '3',
    });
    expect(attrs(svg.querySelector('path'), ['fill', 'stroke', 'stroke-width'])).toEqual({
      fill: 'none',
      stroke: 'gold',
      'stroke-width': '9',
    });
  });

  it('draws a stroke without fill, its ends and joins rounded as asked', () => {
    const svg = draw(<Stroke d="M0 0h10" stroke="red" width={4} round="cap" />);
    expect(attrs(svg.querySelector('path'), ['fill', 'stroke-linecap', 'stroke-linejoin'])).toEqual(
      { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': null },
    );
  });
});
