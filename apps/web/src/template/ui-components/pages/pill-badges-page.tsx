import { BadgeShowcase } from '../shared/badge-showcase.tsx';

export function PillBadgesPage() {
  return <BadgeShowcase pill />;
}
