import type { Icon } from 'react-feather';
import { Edit2, Info, Mail, Send, Star, Trash } from 'react-feather';
import type { EmailFolder, EmailLabel } from '../../../fake-api/types.ts';
import type { MailView } from './email.api.ts';
import { dateTimeFormat } from '../../../core/format/date.ts';

export const FOLDERS: readonly EmailFolder[] = ['inbox', 'sent', 'draft', 'spam', 'trash'];
export const VIEWS: readonly MailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];
export const LABELS: readonly EmailLabel[] = ['personal', 'company', 'important', 'private'];

export const VIEW_ICONS: Record<MailView, Icon> = {
  inbox: Mail,
  sent: Send,
  draft: Edit2,
  starred: Star,
  spam: Info,
  trash: Trash,
};

/** Bootstrap colour of each label's dot and badge. */
export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

export function isMailView(value: string | undefined): value is MailView {
  return VIEWS.some((v) => v === value);
}

export function isLabel(value: string | undefined): value is EmailLabel {
  return LABELS.some((l) => l === value);
}

export function formatFullTime(iso: string, lng: string): string {
  return dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
