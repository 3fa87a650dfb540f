import { Dropdown } from 'react-bootstrap';
import { Folder, Tag, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { EmailFolder, EmailLabel } from '../../../fake-api/types.ts';
import { LABEL_COLORS, LABELS } from './email-constants.ts';

function MenuToggle({ icon: Icon, label }: { icon: Icon; label: string }) {
  return (
    <Dropdown.Toggle
      variant="text-secondary"
      className="btn-icon hide-arrow"
      aria-label={label}
      title={label}
    >
      <Icon size={18} aria-hidden="true" />
    </Dropdown.Toggle>
  );
}

/** "Move to": one item a folder. */
export function MoveMenu({
  folders,
  onMove,
}: {
  folders: readonly EmailFolder[];
  onMove: (folder: EmailFolder) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      <MenuToggle icon={Folder} label={t('email.moveTo')} />
      <Dropdown.Menu>
        {folders.map((folder) => (
          <Dropdown.Item as="button" key={folder} onClick={() => onMove(folder)}>
            {t(`email.views.${folder}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** "Label": toggles a label; with `isActive`, the mail's own labels show as chosen. */
export function LabelMenu({
  isActive,
  onLabel,
}: {
  isActive?: (label: EmailLabel) => boolean;
  onLabel: (label: EmailLabel) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      <MenuToggle icon={Tag} label={t('email.label')} />
      <Dropdown.Menu>
        {LABELS.map((label) => (
          <Dropdown.Item
            as="button"
            key={label}
            active={isActive?.(label)}
            onClick={() => onLabel(label)}
          >
            <span className={`label-dot bg-${LABEL_COLORS[label]} me-2`} aria-hidden="true" />
            {t(`email.labelNames.${label}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
