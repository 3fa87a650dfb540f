import { Mail, RotateCw, Star, Trash2, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useIndeterminate } from '../../../core/hooks/use-indeterminate.ts';
import type { EmailFolder, EmailLabel } from '../../../fake-api/types.ts';
import { CheckField } from '../shared/check-field.tsx';
import { IconButton } from '../shared/icon-button.tsx';
import { FOLDERS } from './email-constants.ts';
import { LabelMenu, MoveMenu } from './mail-menus.tsx';

interface MailToolbarProps {
  total: number;
  selected: number;
  allRead: boolean;
  allStarred: boolean;
  onSelectAll: (all: boolean) => void;
  onReset: () => void;
  onStar: (starred: boolean) => void;
  onRead: (read: boolean) => void;
  onMove: (folder: EmailFolder) => void;
  onLabel: (label: EmailLabel) => void;
  onRefresh: () => void;
}

/** Select all, and the actions on the selected mails. */
export function MailToolbar(props: MailToolbarProps) {
  const { t } = useTranslation();
  const { total, selected } = props;
  const all = useIndeterminate(selected > 0 && selected < total);
  const none = selected === 0;

  return (
    <div className="app-toolbar" role="toolbar" aria-label={t('email.actions')}>
      <CheckField
        ref={all}
        id="mail-select-all"
        label={none ? t('email.selectAll') : t('email.selectedCount', { count: selected })}
        className="mb-0"
        checked={total > 0 && selected === total}
        disabled={total === 0}
        onChange={(e) => props.onSelectAll(e.target.checked)}
      />
      <div className="d-flex align-items-center gap-1 ms-auto flex-wrap">
        {!none && (
          <>
            <IconButton
              icon={Star}
              label={props.allStarred ? t('email.unstar') : t('email.star')}
              onClick={() => props.onStar(!props.allStarred)}
            />
            <IconButton
              icon={Mail}
              label={props.allRead ? t('email.markUnread') : t('email.markRead')}
              onClick={() => props.onRead(!props.allRead)}
            />
            <MoveMenu folders={FOLDERS} onMove={props.onMove} />
            <LabelMenu onLabel={props.onLabel} />
            <IconButton
              icon={Trash2}
              label={t('email.delete')}
              onClick={() => props.onMove('trash')}
            />
            <IconButton icon={X} label={t('email.resetSelection')} onClick={props.onReset} />
          </>
        )}
        <IconButton icon={RotateCw} label={t('email.refresh')} onClick={props.onRefresh} />
      </div>
    </div>
  );
}
