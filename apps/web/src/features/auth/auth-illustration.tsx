export type AuthArt = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'two-steps';

// Drawn here, no image files: a student at a desk; the screen and the floating badge change with
// the page. Colours are the theme's, so the drawing follows the skin.
function Badge({ art }: { art: AuthArt }) {
  switch (art) {
    case 'register':
      return (
        <g>
          <path d="M330 96l46 -20 46 20 -46 20z" fill="var(--bs-primary)" />
          <path d="M352 106v18c14 10 34 10 48 0v-18l-24 10z" fill="var(--auth-art-soft)" />
          <path d="M418 98v26" stroke="var(--bs-warning)" strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'forgot':
      return (
        <g>
          <circle cx="360" cy="100" r="20" fill="none" stroke="var(--bs-warning)" strokeWidth="9" />
          <path
            d="M378 110l40 22m-14-8l-8 14m20-4l-8 14"
            stroke="var(--bs-warning)"
            strokeWidth="9"
            strokeLinecap="round"
          />
        </g>
      );
    case 'reset':
      return (
        <g>
          <path
            d="M376 60l40 14v30c0 26-18 42-40 50-22-8-40-24-40-50V74z"
            fill="var(--bs-success)"
          />
          <path
            d="M358 104l12 12 24-26"
            fill="none"
            stroke="#fff"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      );
    case 'verify':
      return (
        <g>
          <rect x="332" y="70" width="88" height="62" rx="8" fill="var(--bs-info)" />
          <path
            d="M336 76l40 32 40-32"
            fill="none"
            stroke="#fff"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <circle cx="420" cy="72" r="14" fill="var(--bs-success)" />
          <path
            d="M413 72l5 5 9-10"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      );
    case 'two-steps':
      return (
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
      );
    default:
      return (
        <g>
          <rect x="340" y="84" width="60" height="50" rx="10" fill="var(--bs-primary)" />
          <path
            d="M352 84V70a18 18 0 0 1 36 0v14"
            fill="none"
            stroke="var(--auth-art-soft)"
            strokeWidth="9"
          />
          <circle cx="370" cy="106" r="7" fill="#fff" />
          <rect x="367" y="108" width="6" height="14" rx="3" fill="#fff" />
        </g>
      );
  }
}

/** The illustration beside the auth forms (decorative: hidden from assistive technology). */
export function AuthIllustration({ art }: { art: AuthArt }) {
  return (
    <svg className="auth-illustration" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <ellipse cx="240" cy="366" rx="210" ry="18" fill="var(--auth-art-ink)" opacity=".08" />
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
      {/* desk */}
      <rect
        x="40"
        y="310"
        width="400"
        height="14"
        rx="7"
        fill="var(--auth-art-ink)"
        opacity=".75"
      />
      <rect x="70" y="324" width="12" height="40" fill="var(--auth-art-ink)" opacity=".55" />
      <rect x="398" y="324" width="12" height="40" fill="var(--auth-art-ink)" opacity=".55" />
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
      <path
        d="M140 246c-8 20-8 40 0 56"
        stroke="var(--auth-art-soft)"
        strokeWidth="4"
        fill="none"
        opacity=".6"
      />
      {/* mug and books */}
      <rect x="372" y="282" width="22" height="28" rx="4" fill="var(--bs-info)" />
      <path d="M394 290c10 0 10 14 0 14" fill="none" stroke="var(--bs-info)" strokeWidth="4" />
      <rect x="108" y="298" width="60" height="12" rx="2" fill="var(--bs-danger)" opacity=".8" />
      <rect x="114" y="288" width="52" height="10" rx="2" fill="var(--bs-info)" opacity=".8" />
      {/* sparkles */}
      <circle cx="300" cy="70" r="6" fill="var(--bs-success)" opacity=".7" />
      <circle cx="446" cy="186" r="5" fill="var(--bs-danger)" opacity=".6" />
      <rect
        x="282"
        y="150"
        width="12"
        height="12"
        rx="3"
        fill="var(--bs-warning)"
        opacity=".7"
        transform="rotate(20 288 156)"
      />
      <Badge art={art} />
    </svg>
  );
}
