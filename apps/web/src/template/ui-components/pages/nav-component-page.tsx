import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { PANELS } from '../shared/tabs-showcase.tsx';
import { useUc } from '../shared/use-uc.ts';

type Variant = 'tabs' | 'pills' | 'underline' | undefined;

/** A navigation bar whose chosen link is remembered; `label` names the nav landmark. */
function DemoNav({
  label,
  variant,
  className = '',
  icons = false,
  fill = false,
  justify = false,
}: {
  label: string;
  variant?: Variant;
  className?: string;
  icons?: boolean;
  fill?: boolean;
  justify?: boolean;
}) {
  const { t } = useUc();
  const [active, setActive] = useState('overview');
  return (
    <Nav
      as="nav"
      aria-label={label}
      variant={variant}
      activeKey={active}
      onSelect={(k) => k && setActive(k)}
      fill={fill}
      justify={justify}
      className={className}
    >
      {PANELS.map(({ key, icon: I }) => (
        <Nav.Link
          key={key}
          eventKey={key}
          as="button"
          type="button"
          aria-current={active === key ? 'page' : undefined}
          disabled={key === 'apply' && variant === undefined && !icons}
          className="d-inline-flex align-items-center justify-content-center gap-2"
        >
          {icons && <I size={16} aria-hidden="true" />}
          {t(`tabs.panels.${key}.label`)}
        </Nav.Link>
      ))}
    </Nav>
  );
}

export function NavComponentPage() {
  const { t } = useUc();
  const n = (k: string) => t('nav.example', { name: t(k) });
  return (
    <DemoPage>
      <DemoCard section="nav.basic">
        <DemoNav label={n('nav.basic.title')} />
      </DemoCard>
      <DemoCard section="nav.icons">
        <DemoNav label={n('nav.icons.title')} icons />
      </DemoCard>
      <DemoCard section="nav.styles">
        <div className="d-flex flex-column gap-3">
          {(['tabs', 'pills', 'underline'] as const).map((v) => (
            <DemoNav key={v} label={n(`nav.styles.${v}`)} variant={v} />
          ))}
        </div>
      </DemoCard>
      <DemoCard section="nav.alignment">
        <div className="d-flex flex-column gap-3">
          <DemoNav
            label={n('nav.alignment.center')}
            variant="pills"
            className="justify-content-center"
          />
          <DemoNav label={n('nav.alignment.end')} variant="pills" className="justify-content-end" />
        </div>
      </DemoCard>
      <DemoCard section="nav.fill">
        <div className="d-flex flex-column gap-3">
          <DemoNav label={n('nav.fill.fill')} variant="pills" fill />
          <DemoNav label={n('nav.fill.justify')} variant="tabs" justify icons />
        </div>
      </DemoCard>
      <DemoCard section="nav.vertical">
        <div className="row g-3">
          <div className="col-6">
            <DemoNav label={n('nav.vertical.title')} className="flex-column" icons />
          </div>
          <div className="col-6">
            <DemoNav
              label={n('nav.vertical.pills')}
              variant="pills"
              className="flex-column uc-vertical-nav"
              icons
            />
          </div>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
