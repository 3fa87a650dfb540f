import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { ChevronDown } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { FAQ } from '../shared/faq-items.ts';
import { useUc } from '../shared/use-uc.ts';

/** The two panels of the multiple-targets example. */
const PARTS = [
  { key: 'a', name: 'requirements' },
  { key: 'b', name: 'benefits' },
] as const;

export function CollapsePage() {
  const { t } = useUc();
  const id = useId();
  const [basic, setBasic] = useState(false);
  const [both, setBoth] = useState({ a: false, b: false });
  const [one, setOne] = useState<string | null>('cv');
  const [side, setSide] = useState(false);

  return (
    <DemoPage>
      <DemoCard section="collapse.basic">
        <Button
          onClick={() => setBasic((v) => !v)}
          aria-controls={`${id}-basic`}
          aria-expanded={basic}
        >
          {basic ? t('collapse.basic.hide') : t('collapse.basic.show')}
        </Button>
        <Collapse in={basic}>
          <div id={`${id}-basic`}>
            <div className="border rounded p-3 mt-3">{t('collapse.basic.text')}</div>
          </div>
        </Collapse>
      </DemoCard>

      <DemoCard section="collapse.multiple">
        <div className="uc-demo-row mb-3">
          {PARTS.map(({ key, name }) => (
            <Button
              key={key}
              variant="outline-primary"
              aria-controls={`${id}-${key}`}
              aria-expanded={both[key]}
              onClick={() => setBoth((s) => ({ ...s, [key]: !s[key] }))}
            >
              {t(`collapse.multiple.${name}`)}
            </Button>
          ))}
          <Button
            variant="primary"
            aria-controls={`${id}-a ${id}-b`}
            aria-expanded={both.a && both.b}
            onClick={() => setBoth((s) => ({ a: !(s.a && s.b), b: !(s.a && s.b) }))}
          >
            {t('collapse.multiple.toggleBoth')}
          </Button>
        </div>
        <div className="row g-3">
          {PARTS.map(({ key, name }) => (
            <div key={key} className="col-sm-6">
              <Collapse in={both[key]}>
                <div id={`${id}-${key}`}>
                  <div className="border rounded p-3">{t(`collapse.multiple.${name}Text`)}</div>
                </div>
              </Collapse>
            </div>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="collapse.single">
        <div className="border rounded">
          {FAQ.map(({ key }, i) => (
            <div key={key} className={i > 0 ? 'border-top' : ''}>
              <h3 className="h6 mb-0">
                <button
                  type="button"
                  className="btn w-100 d-flex justify-content-between align-items-center text-start no-ripple"
                  aria-expanded={one === key}
                  aria-controls={`${id}-${key}`}
                  onClick={() => setOne((v) => (v === key ? null : key))}
                >
                  {t(`faq.${key}.q`)}
                  <ChevronDown
                    size={16}
                    aria-hidden="true"
                    className={`uc-chevron ${one === key ? 'uc-chevron-open' : ''}`}
                  />
                </button>
              </h3>
              <Collapse in={one === key}>
                <div id={`${id}-${key}`}>
                  <p className="px-3 pb-3 mb-0">{t(`faq.${key}.a`)}</p>
                </div>
              </Collapse>
            </div>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="collapse.horizontal">
        <Button
          variant="outline-primary"
          className="mb-3"
          aria-controls={`${id}-side`}
          aria-expanded={side}
          onClick={() => setSide((v) => !v)}
        >
          {t('collapse.horizontal.toggle')}
        </Button>
        <div style={{ minHeight: 120 }}>
          <Collapse in={side} dimension="width">
            <div id={`${id}-side`}>
              <div className="border rounded p-3 bg-body-tertiary" style={{ width: 260 }}>
                {t('collapse.horizontal.text')}
              </div>
            </div>
          </Collapse>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
