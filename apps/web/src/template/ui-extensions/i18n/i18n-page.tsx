import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Calendar, Globe, MapPin } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { isLanguage, LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { useSelectLanguage } from '../../../core/layout/navbar/language-dropdown.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { useExt } from '../shared/use-ext.ts';
import { numberFormat } from '../../../core/format/number.ts';
import { dateTimeFormat } from '../../../core/format/date.ts';

const DEADLINE = new Date(Date.UTC(2027, 2, 14, 17, 0));
const SALARY = 32500;

export function I18nPage() {
  const { i18n } = useTranslation();
  const k = useExt('i18n');
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const [busy, setBusy] = useState(false);
  const [applicants, setApplicants] = useState(42);
  // The navbar's switcher: it also turns the layout right to left for Arabic, and back.
  const selectLanguage = useSelectLanguage();
  const rtl = useDirection() === 'rtl';

  const switchTo = async (lng: Language) => {
    setBusy(true);
    try {
      await selectLanguage(lng);
    } finally {
      setBusy(false);
    }
  };

  const locale = current === 'en' ? 'en-GB' : current;
  const salary = numberFormat(locale, {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(SALARY);
  const deadline = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(DEADLINE);
  const count = numberFormat(locale).format(applicants);

  return (
    <DemoPage>
      <DemoCard col="col-lg-5" title={k('switchTitle')} text={k('switchText')}>
        <Form.Group controlId={`${id}-lng`} className="mb-3">
          <Form.Label>{k('language')}</Form.Label>
          <Form.Select
            value={current}
            disabled={busy}
            onChange={(e) => {
              if (isLanguage(e.target.value)) void switchTo(e.target.value);
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={k('quick')}>
          {LANGUAGES.map((l) => (
            <Button
              key={l.code}
              size="sm"
              lang={l.code}
              variant={l.code === current ? 'primary' : 'outline-primary'}
              aria-pressed={l.code === current}
              disabled={busy}
              onClick={() => void switchTo(l.code)}
            >
              {l.name}
            </Button>
          ))}
        </div>
        <dl className="row small mb-0">
          <dt className="col-6 text-body-secondary fw-normal">{k('code')}</dt>
          <dd className="col-6 fw-semibold" data-testid="i18n-code">
            {current}
          </dd>
          <dt className="col-6 text-body-secondary fw-normal">{k('direction')}</dt>
          <dd className="col-6 fw-semibold mb-0">{rtl ? k('rtl') : k('ltr')}</dd>
        </dl>
      </DemoCard>
      <DemoCard col="col-lg-7" title={k('sampleTitle')} text={k('sampleText')}>
        <Card className="border shadow-none">
          <Card.Body>
            <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
              <h3 className="h5 mb-0 flex-grow-1" data-testid="i18n-sample-title">
                {k('sample.title')}
              </h3>
              <Badge bg="light-success" className="text-success">
                {k('sample.badge')}
              </Badge>
            </div>
            <p className="text-body-secondary mb-3">{k('sample.description')}</p>
            <ul className="list-unstyled small d-flex flex-column gap-2 mb-3">
              <li className="d-flex align-items-center gap-2">
                <MapPin size={14} aria-hidden="true" />
                {k('sample.location')}
              </li>
              <li className="d-flex align-items-center gap-2">
                <Calendar size={14} aria-hidden="true" />
                {k('sample.deadline', { date: deadline })}
              </li>
              <li className="d-flex align-items-center gap-2">
                <Globe size={14} aria-hidden="true" />
                {k('sample.salary', { salary })}
              </li>
            </ul>
            <p className="small mb-3">{k('sample.applicants', { n: count })}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button>{k('sample.apply')}</Button>
              <Button variant="outline-secondary" onClick={() => setApplicants((n) => n + 1)}>
                {k('sample.addApplicant')}
              </Button>
            </div>
          </Card.Body>
        </Card>
      </DemoCard>
    </DemoPage>
  );
}
