import { Stroke } from '../../../core/ui/illustration-parts.tsx';

/** Small drawn illustrations (no external images: the CSP allows only this origin). */

export function TrophyIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      className={className}
      width="96"
      height="110"
      viewBox="0 0 96 110"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M30 10h36v26a18 18 0 0 1-36 0z" fill="#ffc35a" />
      <Stroke
        d="M30 16H16a14 14 0 0 0 16 20M66 16h14a14 14 0 0 1-16 20"
        stroke="#ffb020"
        width={5}
      />
      <rect x="43" y="52" width="10" height="22" fill="#ffb020" />
      <rect x="30" y="74" width="36" height="10" rx="3" fill="#7367f0" />
      <rect x="22" y="84" width="52" height="14" rx="4" fill="#685dd8" />
      <circle cx="48" cy="28" r="7" fill="#fff" opacity=".6" />
      <Stroke d="M8 40l4 4M88 40l-4 4M14 6l3 5M82 6l-3 5" stroke="#ff9f43" width={3} round="cap" />
    </svg>
  );
}

export function FairIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 400 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="160" fill="#eeedfd" />
      <circle cx="330" cy="30" r="18" fill="#ffc35a" />
      <rect x="30" y="70" width="90" height="70" rx="6" fill="#7367f0" />
      <rect x="150" y="55" width="100" height="85" rx="6" fill="#00bad1" />
      <rect x="280" y="78" width="90" height="62" rx="6" fill="#28c76f" />
      <path d="M30 70l45-26 45 26M150 55l50-30 50 30M280 78l45-24 45 24" fill="#ff9f43" />
      <rect x="60" y="100" width="30" height="40" fill="#fff" opacity=".85" />
      <rect x="185" y="90" width="30" height="50" fill="#fff" opacity=".85" />
      <rect x="310" y="105" width="30" height="35" fill="#fff" opacity=".85" />
      <rect y="140" width="400" height="20" fill="#d9d6fb" />
    </svg>
  );
}
