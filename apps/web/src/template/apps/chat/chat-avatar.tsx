import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ChatStatus } from '../../../fake-api/types.ts';

export const STATUSES: readonly ChatStatus[] = ['online', 'away', 'busy', 'offline'];

export const STATUS_COLORS: Record<ChatStatus, string> = {
  online: 'success',
  away: 'warning',
  busy: 'danger',
  offline: 'secondary',
};

/** An avatar with its status dot (the status is also spoken). */
export function ChatAvatar({
  src,
  status,
  size = 'md',
}: {
  src: string;
  status: ChatStatus;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <span className={`avatar chat-avatar${size === 'lg' ? ' chat-avatar-lg' : ''}`}>
      <img src={src} alt="" />
      <span
        className={`status-dot bg-${STATUS_COLORS[status]}`}
        role="img"
        aria-label={t(`chat.status.${status}`)}
      />
    </span>
  );
}
