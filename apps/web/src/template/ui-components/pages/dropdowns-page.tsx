import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownButton, { type DropdownButtonProps } from 'react-bootstrap/DropdownButton';
import SplitButton from 'react-bootstrap/SplitButton';
import { Archive, Edit2, Eye, MoreVertical, Share2, Trash2 } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';
import { THEME_COLORS } from '../../../core/theme/theme-config.ts';

function Items({ icons = false }: { icons?: boolean }) {
  const { t } = useUc();
  const rows = [
    { key: 'view', I: Eye },
    { key: 'edit', I: Edit2 },
    { key: 'share', I: Share2 },
    { key: 'archive', I: Archive },
  ];
  return (
    <>
      {rows.map(({ key, I }) => (
        <Dropdown.Item key={key} as="button" className="d-flex align-items-center gap-2">
          {icons && <I size={14} aria-hidden="true" />}
          {t(`dropdowns.items.${key}`)}
        </Dropdown.Item>
      ))}
      <Dropdown.Divider />
      <Dropdown.Item as="button" className="d-flex align-items-center gap-2 text-danger">
        {icons && <Trash2 size={14} aria-hidden="true" />}
        {t('dropdowns.items.delete')}
      </Dropdown.Item>
    </>
  );
}

/** A row of menu buttons, each opening the same vacancy actions. */
function MenuRow({ menus }: { menus: (Omit<DropdownButtonProps, 'children'> & { id: string })[] }) {
  return (
    <div className="uc-demo-row">
      {menus.map((menu) => (
        <DropdownButton key={menu.id} {...menu}>
          <Items />
        </DropdownButton>
      ))}
    </div>
  );
}

export function DropdownsPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="dropdowns.colors">
        <MenuRow
          menus={THEME_COLORS.map((c) => ({
            id: `dd-${c}`,
            variant: c,
            title: t(`common.colors.${c}`),
          }))}
        />
      </DemoCard>

      <DemoCard section="dropdowns.outline">
        <MenuRow
          menus={THEME_COLORS.slice(0, 4).map((c) => ({
            id: `ddo-${c}`,
            variant: `outline-${c}`,
            title: t(`common.colors.${c}`),
          }))}
        />
      </DemoCard>

      <DemoCard section="dropdowns.split" row>
        {(['primary', 'success', 'info'] as const).map((c) => (
          <SplitButton
            key={c}
            id={`dds-${c}`}
            variant={c}
            title={t('dropdowns.split.action')}
            toggleLabel={t('dropdowns.split.more')}
          >
            <Items />
          </SplitButton>
        ))}
      </DemoCard>

      <DemoCard section="dropdowns.directions">
        <MenuRow
          menus={(['up', 'down', 'start', 'end'] as const).map((d) => ({
            id: `ddd-${d}`,
            as: ButtonGroup,
            drop: d,
            variant: 'outline-primary',
            title: t(`dropdowns.directions.${d}`),
          }))}
        />
      </DemoCard>

      <DemoCard section="dropdowns.icons" row>
        <DropdownButton id="dd-icons" variant="primary" title={t('dropdowns.icons.actions')}>
          <Items icons />
        </DropdownButton>
        <Dropdown>
          <Dropdown.Toggle
            variant="flat-secondary"
            className="btn-icon uc-no-caret"
            aria-label={t('dropdowns.icons.more')}
          >
            <MoreVertical size={18} aria-hidden="true" />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Items icons />
          </Dropdown.Menu>
        </Dropdown>
      </DemoCard>

      <DemoCard section="dropdowns.dark" row>
        <DropdownButton
          id="dd-dark"
          variant="dark"
          menuVariant="dark"
          title={t('dropdowns.dark.menu')}
        >
          <Dropdown.Header>{t('vacancies.software')}</Dropdown.Header>
          <Items icons />
        </DropdownButton>
        <DropdownButton
          id="dd-sizes"
          size="sm"
          variant="secondary"
          title={t('dropdowns.dark.small')}
        >
          <Items />
        </DropdownButton>
        <DropdownButton id="dd-lg" size="lg" variant="secondary" title={t('dropdowns.dark.large')}>
          <Items />
        </DropdownButton>
      </DemoCard>
    </DemoPage>
  );
}
