export type AvatarColor = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

const COLORS: AvatarColor[] = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'];

/** 'Ada Lovelace' → 'AL'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A stable colour for a name, so one person keeps their colour across screens. */
export function colorFor(name: string): AvatarColor {
  let sum = 0;
  for (const ch of name) sum += ch.charCodeAt(0);
  return COLORS[sum % COLORS.length] ?? 'primary';
}

const SAMPLE_AVATAR = /^\/images\/avatars\/(avatar-\d+)\.svg$/;
/** The sprite of every sample avatar: a build's content-named file (build/avatar-sprite.ts). */
const SPRITE = (import.meta.env.AVATAR_SPRITE as string | undefined) ?? '/images/avatars.svg';

interface AvatarProps {
  name: string;
  /** Picture URL; '' or absent shows the initials. */
  src?: string;
  size?: number;
  color?: AvatarColor;
  className?: string;
}

/** A round picture, or the person's initials on a light theme colour. Decorative: name it nearby. */
export function Avatar({ name, src, size = 32, color, className = '' }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  const sample = SAMPLE_AVATAR.exec(src ?? '');
  if (sample) {
    // A sample avatar is drawn from the one sprite of them all (build/avatar-sprite.ts).
    return (
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        className={`rounded-circle flex-shrink-0 ${className}`}
      >
        <use href={`${SPRITE}#${sample[1]}`} />
      </svg>
    );
  }
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={`rounded-circle flex-shrink-0 object-fit-cover ${className}`}
      />
    );
  }
  const tone = color ?? colorFor(name);
  return (
    <span
      aria-hidden="true"
      style={style}
      className={`rounded-circle flex-shrink-0 d-inline-flex align-items-center justify-content-center fw-semibold bg-${tone}-subtle text-${tone}-emphasis ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
