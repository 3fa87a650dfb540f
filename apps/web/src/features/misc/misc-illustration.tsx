import type { ReactElement } from 'react';
import { Desk, Padlock, Sparkles, Stroke } from '../../core/ui/illustration-parts.tsx';

export type MiscKind = 'coming-soon' | 'not-authorized' | 'maintenance' | 'error';

// Drawn here (no image files): a desk scene whose centrepiece changes with the page.
const CENTREPIECES: Record<MiscKind, ReactElement> = {
  'coming-soon': (
    <g>
      <path d="M200 60c28 30 34 74 18 112h-36c-16-38-10-82 18-112Z" fill="#7367f0" />
      <circle cx="200" cy="112" r="13" fill="#fff" />
      <path d="M182 172l-16 26 24-8M218 172l16 26-24-8" fill="#a39bf6" />
      <path d="M192 186h16l-8 30Z" fill="#ff9f43" />
    </g>
  ),
  'not-authorized': (
    <Padlock
      body={[160, 118, 80, 74, 12]}
      shackle={['M176 118v-18a24 24 0 0 1 48 0v18', '#a39bf6', 12]}
      keyhole={[150, 9, 154, 8, 20]}
      fill="#7367f0"
    />
  ),
  maintenance: (
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
  ),
  error: (
    <g>
      <text x="200" y="170" textAnchor="middle" fontSize="92" fontWeight="700" fill="#7367f0">
        404
      </text>
      <Stroke d="M132 186h136" stroke="#a39bf6" width={8} round="cap" />
    </g>
  ),
};

export function MiscIllustration({ kind }: { kind: MiscKind }) {
  return (
    <svg className="misc-illustration" viewBox="0 0 400 260" role="presentation" aria-hidden="true">
      <Desk
        shadow={[200, 236, 170, 14]}
        top={[70, 204, 260]}
        legs={[92, 298, 10, 24]}
        fill="currentColor"
        opacity={[0.08, 0.18, 0.18]}
      />
      <Sparkles
        dots={[
          [96, 70, 6, '#28c76f', 0.7],
          [318, 56, 8, '#00bad1', 0.6],
          [336, 150, 5, '#ff4c51', 0.6],
        ]}
        square={[64, 130, 14, '#ff9f43', 0.6]}
      />
      {CENTREPIECES[kind]}
    </svg>
  );
}
