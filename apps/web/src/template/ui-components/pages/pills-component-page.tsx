import { TabsShowcase } from '../shared/tabs-showcase.tsx';

export function PillsComponentPage() {
  return <TabsShowcase variant="pills" />;
}
