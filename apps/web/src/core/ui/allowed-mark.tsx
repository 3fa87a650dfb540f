import { Check, X } from 'react-feather';

/**
 * A green tick or a red cross in a yes/no grid (what a role or a licence allows), named for screen
 * readers with the caller's words.
 */
export function AllowedMark({ allowed, label }: { allowed: boolean; label: string }) {
  const Mark = allowed ? Check : X;
  return (
    <Mark
      size={18}
      className={allowed ? 'text-success' : 'text-danger'}
      role="img"
      aria-label={label}
    />
  );
}
