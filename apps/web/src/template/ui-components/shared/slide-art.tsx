import { useId } from 'react';

const PALETTES = [
  ['#7367f0', '#ce9ffc'],
  ['#28c76f', '#0f766e'],
  ['#ff9f43', '#d63a5b'],
  ['#00bad1', '#3b4fd8'],
] as const;

/** A generated illustration (no image request): gradient, soft shapes, a careers motif. */
export function SlideArt({ index, label }: { index: number; label: string }) {
  const id = useId();
  const [a, b] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const motif = index % 4;
  return (
    <svg
      viewBox="0 0 800 400"
      role="img"
      aria-label={label}
      className="d-block w-100 h-auto"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a} />
          <stop offset="1" stopColor={b} />
        </linearGradient>
      </defs>
      <rect width="800" height="400" fill={`url(#${id}-g)`} />
      <circle cx="120" cy="80" r="140" fill="#fff" opacity=".12" />
      <circle cx="700" cy="360" r="180" fill="#fff" opacity=".1" />
      <g fill="#fff" opacity=".85" transform="translate(330 90)">
        {motif === 0 && (
          <>
            <rect x="0" y="40" width="140" height="100" rx="14" />
            <rect
              x="45"
              y="15"
              width="50"
              height="35"
              rx="8"
              fill="none"
              stroke="#fff"
              strokeWidth="10"
            />
            <rect x="0" y="80" width="140" height="8" fill={a} />
          </>
        )}
        {motif === 1 && (
          <>
            <circle cx="40" cy="40" r="28" />
            <rect x="5" y="78" width="70" height="70" rx="30" />
            <circle cx="110" cy="40" r="28" opacity=".7" />
            <rect x="75" y="78" width="70" height="70" rx="30" opacity=".7" />
          </>
        )}
        {motif === 2 && (
          <>
            <rect x="10" y="0" width="120" height="150" rx="10" />
            {[30, 55, 80, 105].map((y) => (
              <rect key={y} x="30" y={y} width="80" height="9" rx="4" fill={a} />
            ))}
          </>
        )}
        {motif === 3 && (
          <>
            <rect x="0" y="20" width="150" height="130" rx="12" />
            <rect x="0" y="20" width="150" height="34" rx="12" fill={b} />
            {[0, 1, 2].map((c) => (
              <rect key={c} x={18 + c * 44} y="72" width="28" height="24" rx="5" fill={a} />
            ))}
          </>
        )}
      </g>
    </svg>
  );
}
