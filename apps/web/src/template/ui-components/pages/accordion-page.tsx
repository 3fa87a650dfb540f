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
      <DemoCard section="accordion.basic">
        <Accordion defaultActiveKey="cv">
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard section="accordion.flush">
        <Accordion flush>
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard section="accordion.multiple">
        <Accordion alwaysOpen defaultActiveKey={['cv', 'schemes']}>
          <Items />
        </Accordion>
      </DemoCard>
      <DemoCard section="accordion.icons">
        <Accordion className="uc-accordion-margin" defaultActiveKey="interview">
          <Items icons />
        </Accordion>
      </DemoCard>
      <DemoCard section="accordion.controlled" wide>
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
