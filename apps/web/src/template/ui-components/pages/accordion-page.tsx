import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { FAQ } from '../shared/faq-items.ts';
import { useUc } from '../shared/use-uc.ts';

function Items({ icons = false }: { icons?: boolean }) {
  const { t } = useUc();
  return FAQ.map(({ key, icon: I }) => (
    <Accordion.Item key={key} eventKey={key}>
      <Accordion.Header as="h3">
        {icons && <I size={16} aria-hidden="true" className="me-2 text-primary" />}
        {t(`faq.${key}.q`)}
      </Accordion.Header>
      <Accordion.Body>{t(`faq.${key}.a`)}</Accordion.Body>
    </Accordion.Item>
  ));
}

export function AccordionPage() {
  const { t } = useUc();
  const [active, setActive] = useState<string | null>('cv');
  return (
    <DemoPage>
      <DemoCard title={t('accordion.basic.title')} description={t('accordion.basic.description')}>
        <Accordion defaultActiveKey="cv">
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard title={t('accordion.flush.title')} description={t('accordion.flush.description')}>
        <Accordion flush>
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard
        title={t('accordion.multiple.title')}
        description={t('accordion.multiple.description')}
      >
        <Accordion alwaysOpen defaultActiveKey={['cv', 'schemes']}>
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard title={t('accordion.icons.title')} description={t('accordion.icons.description')}>
        <Accordion className="uc-accordion-margin" defaultActiveKey="interview">
          <Items icons />
        </Accordion>
      </DemoCard>
      <DemoCard
        wide
        title={t('accordion.controlled.title')}
        description={t('accordion.controlled.description')}
      >
        <div className="uc-demo-row mb-3">
          {FAQ.map(({ key }) => (
            <Button
              key={key}
              size="sm"
              variant={active === key ? 'primary' : 'outline-primary'}
              aria-pressed={active === key}
              onClick={() => setActive(key)}
            >
              {t(`faq.${key}.short`)}
            </Button>
          ))}
          <Button size="sm" variant="outline-secondary" onClick={() => setActive(null)}>
            {t('accordion.controlled.closeAll')}
          </Button>
        </div>
        <Accordion activeKey={active} onSelect={(k) => setActive(typeof k === 'string' ? k : null)}>
          <Items />
        </Accordion>
      </DemoCard>
    </DemoPage>
  );
}
