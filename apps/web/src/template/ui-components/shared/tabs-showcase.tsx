import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Briefcase, CheckSquare, FileText, Send, type Icon } from 'react-feather';
import { DemoCard } from './demo-card.tsx';
import { DemoPage } from './demo-page.tsx';
import { useUc } from './use-uc.ts';

export const PANELS: { key: string; icon: Icon }[] = [
  { key: 'overview', icon: FileText },
  { key: 'requirements', icon: CheckSquare },
  { key: 'employer', icon: Briefcase },
  { key: 'apply', icon: Send },
];

function Label({ k, icon: I, icons }: { k: string; icon: Icon; icons: boolean }) {
  const { t } = useUc();
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {icons && <I size={16} aria-hidden="true" />}
      {t(`tabs.panels.${k}.label`)}
    </span>
  );
}

function DemoTabs({
  id,
  variant,
  icons = false,
  justify = false,
  className = '',
  disabledKey,
}: {
  id: string;
  variant: 'tabs' | 'pills';
  icons?: boolean;
  justify?: boolean;
  className?: string;
  disabledKey?: string;
}) {
  const { t } = useUc();
  return (
    <Tabs
      id={id}
      defaultActiveKey="overview"
      variant={variant}
      justify={justify}
      className={`mb-3 ${className}`}
    >
      {PANELS.map(({ key, icon }) => (
        <Tab
          key={key}
          eventKey={key}
          disabled={key === disabledKey}
          title={<Label k={key} icon={icon} icons={icons} />}
        >
          <p className="mb-0">{t(`tabs.panels.${key}.text`)}</p>
        </Tab>
      ))}
    </Tabs>
  );
}

/** Tabs and pills share every example; only the look of the tab list changes. */
export function TabsShowcase({ variant }: { variant: 'tabs' | 'pills' }) {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="tabs.basic">
        <DemoTabs id={`${variant}-basic`} variant={variant} />
      </DemoCard>
      <DemoCard section="tabs.icons">
        <DemoTabs id={`${variant}-icons`} variant={variant} icons />
      </DemoCard>
      <DemoCard section="tabs.justified">
        <DemoTabs id={`${variant}-justified`} variant={variant} justify />
      </DemoCard>
      <DemoCard section="tabs.alignment">
        <DemoTabs id={`${variant}-center`} variant={variant} className="justify-content-center" />
        <DemoTabs id={`${variant}-end`} variant={variant} className="justify-content-end" />
      </DemoCard>
      <DemoCard section="tabs.vertical" wide>
        <Tab.Container id={`${variant}-vertical`} defaultActiveKey="overview">
          <div className="row g-3">
            <div className="col-sm-4 col-lg-3">
              <Nav variant={variant} className="flex-column uc-vertical-nav">
                {PANELS.map(({ key, icon }) => (
                  <Nav.Item key={key}>
                    <Nav.Link eventKey={key} as="button" type="button">
                      <Label k={key} icon={icon} icons />
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </div>
            <div className="col-sm-8 col-lg-9">
              <Tab.Content>
                {PANELS.map(({ key }) => (
                  <Tab.Pane key={key} eventKey={key}>
                    <h3 className="h6">{t(`tabs.panels.${key}.label`)}</h3>
                    <p className="mb-0">{t(`tabs.panels.${key}.text`)}</p>
                  </Tab.Pane>
                ))}
              </Tab.Content>
            </div>
          </div>
        </Tab.Container>
      </DemoCard>
      <DemoCard section="tabs.disabled" wide>
        <DemoTabs id={`${variant}-disabled`} variant={variant} icons disabledKey="apply" />
      </DemoCard>
    </DemoPage>
  );
}
