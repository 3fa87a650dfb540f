import type { ComponentType } from 'react';
import {
  Briefcase,
  Calendar,
  Clipboard,
  Clock,
  Compass,
  FileText,
  GitHub,
  HelpCircle,
  Linkedin,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Send,
  Shield,
  Slack,
  User,
  Users,
  type IconProps,
} from 'react-feather';

// Only the icons the sample data names, each imported on its own.
const ICONS: Record<string, ComponentType<IconProps>> = {
  Briefcase,
  Calendar,
  Clipboard,
  Clock,
  Compass,
  FileText,
  GitHub,
  Linkedin,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Send,
  Shield,
  Slack,
  User,
  Users,
};

/** A react-feather icon named by the sample data (a help icon for unknown names). */
export function FeatherIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = ICONS[name] ?? HelpCircle;
  return <Icon aria-hidden="true" {...props} />;
}
