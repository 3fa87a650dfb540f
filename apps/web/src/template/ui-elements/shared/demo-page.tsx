import '../ui-elements.scss';

/** A showcase screen: its title row from the route, then its content, in the screen's class. */
export { RoutePage as DemoPage } from '../../../core/ui/page-header.tsx';
