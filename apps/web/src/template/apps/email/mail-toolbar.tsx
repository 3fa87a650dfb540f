import { useEffect, useRef } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Folder, Mail, RotateCw, Star, Tag, Trash2, X } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, EmailLabel } from '../../../fake-api/types.ts';
import { FOLDERS, LABEL_COLORS, LABELS } from './email-constants.ts';

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
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  const none = selected === 0;

  return (
    <div className="app-toolbar" role="toolbar" aria-label={t('email.actions')}>
      <div className="form-check mb-0">
        <input
          ref={all}
          id="mail-select-all"
          type="checkbox"
          className="form-check-input"
          checked={total > 0 && selected === total}
          disabled={total === 0}
          onChange={(e) => props.onSelectAll(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="mail-select-all">
          {none ? t('email.selectAll') : t('email.selectedCount', { count: selected })}
        </label>
      </div>
      <div className="d-flex align-items-center gap-1 ms-auto flex-wrap">
        {!none && (
          <>
            <button
              type="button"
              className="btn btn-icon btn-text-secondary"
              onClick={() => props.onStar(!props.allStarred)}
              aria-label={props.allStarred ? t('email.unstar') : t('email.star')}
              title={props.allStarred ? t('email.unstar') : t('email.star')}
            >
              <Star size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-icon btn-text-secondary"
              onClick={() => props.onRead(!props.allRead)}
              aria-label={props.allRead ? t('email.markUnread') : t('email.markRead')}
              title={props.allRead ? t('email.markUnread') : t('email.markRead')}
            >
              <Mail size={18} aria-hidden="true" />
            </button>
            <Dropdown align="end">
              <Dropdown.Toggle
                variant="text-secondary"
                className="btn-icon hide-arrow"
                aria-label={t('email.moveTo')}
                title={t('email.moveTo')}
              >
                <Folder size={18} aria-hidden="true" />
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {FOLDERS.map((folder) => (
                  <Dropdown.Item as="button" key={folder} onClick={() => props.onMove(folder)}>
                    {t(`email.views.${folder}`)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
            <Dropdown align="end">
              <Dropdown.Toggle
                variant="text-secondary"
                className="btn-icon hide-arrow"
                aria-label={t('email.label')}
                title={t('email.label')}
              >
                <Tag size={18} aria-hidden="true" />
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {LABELS.map((label) => (
                  <Dropdown.Item as="button" key={label} onClick={() => props.onLabel(label)}>
                    <span
                      className={`label-dot bg-${LABEL_COLORS[label]} me-2`}
                      aria-hidden="true"
                    />
                    {t(`email.labelNames.${label}`)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
            <button
              type="button"
              className="btn btn-icon btn-text-secondary"
              onClick={() => props.onMove('trash')}
              aria-label={t('email.delete')}
              title={t('email.delete')}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-icon btn-text-secondary"
              onClick={props.onReset}
              aria-label={t('email.resetSelection')}
              title={t('email.resetSelection')}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-icon btn-text-secondary"
          onClick={props.onRefresh}
          aria-label={t('email.refresh')}
          title={t('email.refresh')}
        >
          <RotateCw size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
