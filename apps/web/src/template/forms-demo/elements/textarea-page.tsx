import { useId, useLayoutEffect, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';

const MAX = 200;

export function TextareaPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.textarea';
  const [summary, setSummary] = useState('');
  const [notes, setNotes] = useState('');
  const auto = useRef<HTMLTextAreaElement>(null);

  // Grow with the content: reset, then take the scroll height.
  useLayoutEffect(() => {
    const el = auto.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [notes]);

  const left = MAX - summary.length;
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <Form.Group controlId={`${id}-basic`}>
              <Form.Label>{t(`${p}.coverLetter`)}</Form.Label>
              <Form.Control as="textarea" rows={4} placeholder={t(`${p}.coverPlaceholder`)} />
            </Form.Group>
          </DemoCard>
          <DemoCard title={t(`${p}.counter`)}>
            <Form.Group controlId={`${id}-count`}>
              <Form.Label>{t(`${p}.profileSummary`)}</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                maxLength={MAX}
                value={summary}
                onChange={(e) => setSummary(e.target.value)}
                aria-describedby={`${id}-count-text`}
                placeholder={t(`${p}.summaryPlaceholder`)}
              />
              <div
                id={`${id}-count-text`}
                className={`form-text text-end ${left < 20 ? 'text-danger' : ''}`}
                aria-live="polite"
              >
                {t(`${p}.charsLeft`, { count: left, max: MAX })}
              </div>
            </Form.Group>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.autoSize`)}>
            <Form.Group controlId={`${id}-auto`}>
              <Form.Label>{t(`${p}.interviewNotes`)}</Form.Label>
              <Form.Control
                as="textarea"
                ref={auto}
                rows={2}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                style={{ resize: 'none', overflow: 'hidden' }}
                placeholder={t(`${p}.notesPlaceholder`)}
              />
              <Form.Text>{t(`${p}.autoSizeHint`)}</Form.Text>
            </Form.Group>
          </DemoCard>
          <DemoCard title={t(`${p}.floating`)}>
            <Form.Floating>
              <Form.Control
                as="textarea"
                id={`${id}-float`}
                placeholder={t(`${p}.feedback`)}
                style={{ height: '8rem' }}
              />
              <label htmlFor={`${id}-float`}>{t(`${p}.feedback`)}</label>
            </Form.Floating>
          </DemoCard>
          <DemoCard title={t(`${p}.states`)}>
            <Form.Group controlId={`${id}-disabled`} className="mb-3">
              <Form.Label>{t('formsDemo.input.disabled')}</Form.Label>
              <Form.Control as="textarea" rows={2} disabled defaultValue={t(`${p}.lockedText`)} />
            </Form.Group>
            <Form.Group controlId={`${id}-readonly`}>
              <Form.Label>{t('formsDemo.input.readonly')}</Form.Label>
              <Form.Control as="textarea" rows={2} readOnly defaultValue={t(`${p}.lockedText`)} />
            </Form.Group>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
