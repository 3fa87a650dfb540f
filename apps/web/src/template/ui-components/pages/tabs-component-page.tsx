import { TabsShowcase } from '../shared/tabs-showcase.tsx';

export function TabsComponentPage() {
  return <TabsShowcase variant="tabs" />;
}
