import { BadgeShowcase } from '../shared/badge-showcase.tsx';

export function BadgesPage() {
  return <BadgeShowcase pill={false} />;
}
