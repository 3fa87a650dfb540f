import type { ReactNode } from 'react';
import { WithEnglish } from '../../../core/i18n/test-i18n.tsx';

/** For component tests: the careers screens' English texts with the frame's. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <WithEnglish>{children}</WithEnglish>;
}
