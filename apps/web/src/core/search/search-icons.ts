import type { Icon } from 'react-feather';
import * as ICONS from './feather-icons.ts';

export type IconName = keyof typeof ICONS;

const BY_NAME: Record<string, Icon> = ICONS;

export function iconByName(name: string | undefined): Icon {
  return (name && BY_NAME[name]) || ICONS.FileText;
}
