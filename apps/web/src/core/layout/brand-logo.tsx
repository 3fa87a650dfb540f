/** The careers service mark: a briefcase on the primary colour (the splash screen pulses it). */
export function BrandLogo({
  size = 34,
  className = 'brand-logo',
}: {
  size?: number;
  className?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#7367f0" />
      <path
        d="M18 40V24a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4Zm8-20v-3a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v3M18 31h28"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
