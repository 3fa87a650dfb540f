/*
 * The parts the drawn illustrations share (the auth screens' student at a desk, the misc pages'
 * desk scene, the template's slides): no image files, decorative SVG only.
 */

/** A dot: centre, radius, colour and opacity. */
export type Dot = readonly [cx: number, cy: number, r: number, fill: string, opacity: number];

/** A square tilted by 20°: corner, side, colour and opacity. */
export type TiltedSquare = readonly [
  x: number,
  y: number,
  size: number,
  fill: string,
  opacity: number,
];

/** Dots and a tilted square scattered around a drawing. */
export function Sparkles({ dots, square }: { dots: readonly Dot[]; square: TiltedSquare }) {
  const [x, y, size, fill, opacity] = square;
  return (
    <>
      {dots.map(([cx, cy, r, dotFill, dotOpacity]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} fill={dotFill} opacity={dotOpacity} />
      ))}
      <rect
        {...{ x, y, width: size, height: size, rx: 3, fill, opacity }}
        transform={`rotate(20 ${x + size / 2} ${y + size / 2})`}
      />
    </>
  );
}

interface DeskProps {
  /** The shadow on the floor: centre and radii. */
  shadow: readonly [cx: number, cy: number, rx: number, ry: number];
  /** The desk top: left, top and width (14 high, rounded). */
  top: readonly [x: number, y: number, width: number];
  /** The two legs' left edges, their width and height (they start under the top). */
  legs: readonly [left: number, right: number, width: number, height: number];
  /** The ink and the opacities of shadow, top and legs. */
  fill: string;
  opacity: readonly [shadow: number, top: number, legs: number];
}

/** A desk on its shadow, the ground of a scene. */
export function Desk({ shadow, top, legs, fill, opacity }: DeskProps) {
  const [cx, cy, rx, ry] = shadow;
  const [x, y, width] = top;
  const [left, right, legWidth, legHeight] = legs;
  return (
    <>
      <ellipse {...{ cx, cy, rx, ry, fill }} opacity={opacity[0]} />
      <rect {...{ x, y, width, fill }} height="14" rx="7" opacity={opacity[1]} />
      {[left, right].map((legX) => (
        <rect
          key={legX}
          {...{ x: legX, y: y + 14, width: legWidth, height: legHeight, fill }}
          opacity={opacity[2]}
        />
      ))}
    </>
  );
}

interface StrokeProps {
  d: string;
  stroke: string;
  width: number;
  /** Round caps, round joins, or both. */
  round?: 'cap' | 'join' | 'both';
  opacity?: number;
}

/** A line drawn with a stroke only (no fill). */
export function Stroke({ d, stroke, width, round, opacity }: StrokeProps) {
  const cap = round === 'cap' || round === 'both' ? 'round' : undefined;
  const join = round === 'join' || round === 'both' ? 'round' : undefined;
  return (
    <path
      {...{ d, stroke, opacity }}
      fill="none"
      strokeWidth={width}
      strokeLinecap={cap}
      strokeLinejoin={join}
    />
  );
}

interface PadlockProps {
  /** The body: left, top, width, height and corner radius. */
  body: readonly [x: number, y: number, width: number, height: number, rx: number];
  /** The shackle's path, its colour and width. */
  shackle: readonly [d: string, stroke: string, width: number];
  /** The keyhole: its round part's centre height and radius, then the slot's top, width, length. */
  keyhole: readonly [cy: number, r: number, top: number, width: number, length: number];
  fill: string;
}

/** A padlock with a white keyhole in the middle of its body. */
export function Padlock({ body, shackle, keyhole, fill }: PadlockProps) {
  const [x, y, width, height, rx] = body;
  const [cy, r, top, slot, length] = keyhole;
  const cx = x + width / 2;
  return (
    <g>
      <rect {...{ x, y, width, height, rx, fill }} />
      <Stroke d={shackle[0]} stroke={shackle[1]} width={shackle[2]} />
      <circle cx={cx} cy={cy} r={r} fill="#fff" />
      <rect x={cx - slot / 2} y={top} width={slot} height={length} rx={slot / 2} fill="#fff" />
    </g>
  );
}
