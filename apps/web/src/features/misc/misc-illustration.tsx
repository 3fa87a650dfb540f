export type MiscKind = 'coming-soon' | 'not-authorized' | 'maintenance' | 'error';

// Drawn here (no image files): a desk scene whose centrepiece changes with the page.
function Centrepiece({ kind }: { kind: MiscKind }) {
  switch (kind) {
    case 'coming-soon':
      return (
        <g>
          <path d="M200 60c28 30 34 74 18 112h-36c-16-38-10-82 18-112Z" fill="#7367f0" />
          <circle cx="200" cy="112" r="13" fill="#fff" />
          <path d="M182 172l-16 26 24-8M218 172l16 26-24-8" fill="#a39bf6" />
          <path d="M192 186h16l-8 30Z" fill="#ff9f43" />
        </g>
      );
    case 'not-authorized':
      return (
        <g>
          <rect x="160" y="118" width="80" height="74" rx="12" fill="#7367f0" />
          <path
            d="M176 118v-18a24 24 0 0 1 48 0v18"
            fill="none"
            stroke="#a39bf6"
            strokeWidth="12"
          />
          <circle cx="200" cy="150" r="9" fill="#fff" />
          <rect x="196" y="154" width="8" height="20" rx="4" fill="#fff" />
        </g>
      );
    case 'maintenance':
      return (
        <g>
          <circle
            cx="200"
            cy="140"
            r="46"
            fill="none"
            stroke="#7367f0"
            strokeWidth="18"
            strokeDasharray="18 10"
          />
          <circle cx="200" cy="140" r="20" fill="#a39bf6" />
          <rect
            x="238"
            y="70"
            width="14"
            height="92"
            rx="7"
            transform="rotate(40 245 116)"
            fill="#ff9f43"
          />
        </g>
      );
    default:
      return (
        <g>
          <text x="200" y="170" textAnchor="middle" fontSize="92" fontWeight="700" fill="#7367f0">
            404
          </text>
          <path d="M132 186h136" stroke="#a39bf6" strokeWidth="8" strokeLinecap="round" />
        </g>
      );
  }
}

export function MiscIllustration({ kind }: { kind: MiscKind }) {
  return (
    <svg className="misc-illustration" viewBox="0 0 400 260" role="presentation" aria-hidden="true">
      <ellipse cx="200" cy="236" rx="170" ry="14" fill="currentColor" opacity=".08" />
      <rect x="70" y="204" width="260" height="14" rx="7" fill="currentColor" opacity=".18" />
      <rect x="92" y="218" width="10" height="24" fill="currentColor" opacity=".18" />
      <rect x="298" y="218" width="10" height="24" fill="currentColor" opacity=".18" />
      <circle cx="96" cy="70" r="6" fill="#28c76f" opacity=".7" />
      <circle cx="318" cy="56" r="8" fill="#00bad1" opacity=".6" />
      <circle cx="336" cy="150" r="5" fill="#ff4c51" opacity=".6" />
      <rect
        x="64"
        y="130"
        width="14"
        height="14"
        rx="3"
        fill="#ff9f43"
        opacity=".6"
        transform="rotate(20 71 137)"
      />
      <Centrepiece kind={kind} />
    </svg>
  );
}
