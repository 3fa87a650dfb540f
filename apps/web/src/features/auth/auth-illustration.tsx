import type { ReactElement } from 'react';
import { Desk, Padlock, Sparkles, Stroke } from '../../core/ui/illustration-parts.tsx';

export type AuthArt = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'two-steps';

// Drawn here, no image files: a student at a desk; the screen and the floating badge change with
// the page. Colours are the theme's, so the drawing follows the skin.
const BADGES: Record<AuthArt, ReactElement> = {
  register: (
    <g>
      <path d="M330 96l46 -20 46 20 -46 20z" fill="var(--bs-primary)" />
      <path d="M352 106v18c14 10 34 10 48 0v-18l-24 10z" fill="var(--auth-art-soft)" />
      <Stroke d="M418 98v26" stroke="var(--bs-warning)" width={4} round="cap" />
    </g>
  ),
  forgot: (
    <g>
      <circle cx="360" cy="100" r="20" fill="none" stroke="var(--bs-warning)" strokeWidth="9" />
      <Stroke
        d="M378 110l40 22m-14-8l-8 14m20-4l-8 14"
        stroke="var(--bs-warning)"
        width={9}
        round="cap"
      />
    </g>
  ),
  reset: (
    <g>
      <path d="M376 60l40 14v30c0 26-18 42-40 50-22-8-40-24-40-50V74z" fill="var(--bs-success)" />
      <Stroke d="M358 104l12 12 24-26" stroke="#fff" width={8} round="both" />
    </g>
  ),
  verify: (
    <g>
      <rect x="332" y="70" width="88" height="62" rx="8" fill="var(--bs-info)" />
      <Stroke d="M336 76l40 32 40-32" stroke="#fff" width={6} round="join" />
      <circle cx="420" cy="72" r="14" fill="var(--bs-success)" />
      <Stroke d="M413 72l5 5 9-10" stroke="#fff" width={4} round="cap" />
    </g>
  ),
  'two-steps': (
    <g>
      <rect x="350" y="52" width="58" height="100" rx="10" fill="var(--auth-art-ink)" />
      <rect x="357" y="64" width="44" height="70" rx="4" fill="var(--bs-body-bg)" />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={362 + i * 13}
          y="92"
          width="9"
          height="13"
          rx="2"
          fill="var(--bs-primary)"
        />
      ))}
    </g>
  ),
  login: (
    <Padlock
      body={[340, 84, 60, 50, 10]}
      shackle={['M352 84V70a18 18 0 0 1 36 0v14', 'var(--auth-art-soft)', 9]}
      keyhole={[106, 7, 108, 6, 14]}
      fill="var(--bs-primary)"
    />
  ),
};

/** The illustration beside the auth forms (decorative: hidden from assistive technology). */
export function AuthIllustration({ art }: { art: AuthArt }) {
  return (
    <svg className="auth-illustration" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      {/* window and plant */}
      <rect
        x="40"
        y="40"
        width="130"
        height="110"
        rx="10"
        fill="var(--auth-art-soft)"
        opacity=".55"
      />
      <path d="M105 40v110M40 95h130" stroke="var(--bs-body-bg)" strokeWidth="6" />
      <rect x="60" y="262" width="36" height="48" rx="6" fill="var(--bs-warning)" opacity=".85" />
      <path
        d="M78 262c-18-30-8-58 0-70 8 12 18 40 0 70zm0 0c-24-12-34-30-30-44 14 2 28 18 30 44zm0 0c24-12 34-30 30-44-14 2-28 18-30 44z"
        fill="var(--bs-success)"
      />
      <Desk
        shadow={[240, 366, 210, 18]}
        top={[40, 310, 400]}
        legs={[70, 398, 12, 40]}
        fill="var(--auth-art-ink)"
        opacity={[0.08, 0.75, 0.55]}
      />
      {/* laptop */}
      <rect x="218" y="214" width="124" height="86" rx="8" fill="var(--auth-art-ink)" />
      <rect x="226" y="222" width="108" height="70" rx="4" fill="var(--bs-body-bg)" />
      <rect x="236" y="234" width="54" height="8" rx="4" fill="var(--bs-primary)" />
      <rect x="236" y="250" width="86" height="6" rx="3" fill="var(--auth-art-soft)" />
      <rect x="236" y="262" width="70" height="6" rx="3" fill="var(--auth-art-soft)" />
      <rect x="236" y="274" width="40" height="10" rx="5" fill="var(--bs-success)" />
      <path d="M204 300h156l-10 10H214z" fill="var(--auth-art-ink)" opacity=".85" />
      {/* student */}
      <path d="M132 310c0-58 22-92 54-92s50 34 50 92z" fill="var(--bs-primary)" />
      <circle cx="184" cy="184" r="28" fill="#f1c7a8" />
      <path
        d="M156 180c0-22 14-34 30-34 18 0 30 12 28 32-8-10-24-14-40-10-8 2-14 6-18 12z"
        fill="var(--auth-art-ink)"
      />
      <path d="M214 262c14 8 24 20 26 34l-16 4c-4-10-10-18-20-24z" fill="#f1c7a8" />
      <Stroke d="M140 246c-8 20-8 40 0 56" stroke="var(--auth-art-soft)" width={4} opacity={0.6} />
      {/* mug and books */}
      <rect x="372" y="282" width="22" height="28" rx="4" fill="var(--bs-info)" />
      <Stroke d="M394 290c10 0 10 14 0 14" stroke="var(--bs-info)" width={4} />
      <rect x="108" y="298" width="60" height="12" rx="2" fill="var(--bs-danger)" opacity=".8" />
      <rect x="114" y="288" width="52" height="10" rx="2" fill="var(--bs-info)" opacity=".8" />
      {/* sparkles */}
      <Sparkles
        dots={[
          [300, 70, 6, 'var(--bs-success)', 0.7],
          [446, 186, 5, 'var(--bs-danger)', 0.6],
        ]}
        square={[282, 150, 12, 'var(--bs-warning)', 0.7]}
      />
      {BADGES[art]}
    </svg>
  );
}
