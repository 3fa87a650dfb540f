import type { CSSProperties } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Briefcase, Home, User } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';

const DIVIDERS = [
  { key: 'slash', divider: "'/'" },
  { key: 'chevron', divider: "'›'" },
  { key: 'arrow', divider: "'→'" },
  { key: 'dash', divider: "'–'" },
  { key: 'dot', divider: "'·'" },
] as const;

/** Home › Vacancies › one vacancy; the last crumb is the current page. */
function Trail({
  label,
  style,
  className,
  icons = false,
}: {
  label: string;
  style?: CSSProperties;
  className?: string;
  icons?: boolean;
}) {
  const { t } = useUc();
  return (
    <Breadcrumb label={label} style={style} listProps={{ className: `mb-0 ${className ?? ''}` }}>
      <Breadcrumb.Item href="#home" onClick={(e) => e.preventDefault()}>
        {icons && <Home size={14} aria-hidden="true" className="me-1" />}
        {t('breadcrumbs.home')}
      </Breadcrumb.Item>
      <Breadcrumb.Item href="#vacancies" onClick={(e) => e.preventDefault()}>
        {icons && <Briefcase size={14} aria-hidden="true" className="me-1" />}
        {t('breadcrumbs.vacancies')}
      </Breadcrumb.Item>
      <Breadcrumb.Item active>
        {icons && <User size={14} aria-hidden="true" className="me-1" />}
        {t('vacancies.analyst')}
      </Breadcrumb.Item>
    </Breadcrumb>
  );
}

export function BreadcrumbsPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="breadcrumbs.basic">
        <Trail label={t('breadcrumbs.example', { name: t('breadcrumbs.basic.title') })} />
      </DemoCard>

      <DemoCard section="breadcrumbs.icons">
        <Trail icons label={t('breadcrumbs.example', { name: t('breadcrumbs.icons.title') })} />
      </DemoCard>

      <DemoCard section="breadcrumbs.dividers">
        <div className="d-flex flex-column gap-2">
          {DIVIDERS.map(({ key, divider }) => (
            <Trail
              key={key}
              label={t('breadcrumbs.example', { name: t(`breadcrumbs.dividers.${key}`) })}
              style={{ ['--bs-breadcrumb-divider' as string]: divider }}
            />
          ))}
        </div>
      </DemoCard>

      <DemoCard section="breadcrumbs.alignment">
        <div className="d-flex flex-column gap-2">
          {(['start', 'center', 'end'] as const).map((a) => (
            <div key={a} className="border rounded px-3 py-2">
              <Trail
                label={t('breadcrumbs.example', { name: t(`breadcrumbs.alignment.${a}`) })}
                className={`justify-content-${a}`}
              />
            </div>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="breadcrumbs.background" wide>
        <div className="uc-breadcrumb-bg rounded px-3 py-2">
          <Trail
            icons
            label={t('breadcrumbs.example', { name: t('breadcrumbs.background.title') })}
          />
        </div>
      </DemoCard>
    </DemoPage>
  );
}
