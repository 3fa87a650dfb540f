import type { ComponentType } from 'react';
import { HelpCircle, type IconProps } from 'react-feather';
import * as SAMPLE_ICONS from './sample-icons.ts';

const ICONS: Record<string, ComponentType<IconProps>> = SAMPLE_ICONS;

/** A react-feather icon named by the sample data (a help icon for unknown names). */
export function FeatherIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = ICONS[name] ?? HelpCircle;
  return <Icon aria-hidden="true" {...props} />;
}
