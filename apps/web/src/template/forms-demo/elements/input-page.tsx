import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { CourseOptions } from '../shared/choices.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';

export function InputPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.input';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <Form.Group className="mb-3" controlId={`${id}-title`}>
              <Form.Label>{t('formsDemo.common.jobTitle')}</Form.Label>
              <Form.Control placeholder={t('formsDemo.common.jobTitlePlaceholder')} />
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${id}-lg`}>
              <Form.Label>{t(`${p}.large`)}</Form.Label>
              <Form.Control size="lg" placeholder={t('formsDemo.common.employerPlaceholder')} />
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${id}-md`}>
              <Form.Label>{t(`${p}.default`)}</Form.Label>
              <Form.Control placeholder={t('formsDemo.common.employerPlaceholder')} />
            </Form.Group>
            <Form.Group controlId={`${id}-sm`}>
              <Form.Label>{t(`${p}.small`)}</Form.Label>
              <Form.Control size="sm" placeholder={t('formsDemo.common.employerPlaceholder')} />
            </Form.Group>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.floating`)}>
            <Form.Floating className="mb-3">
              <Form.Control id={`${id}-f-name`} placeholder={t('formsDemo.common.fullName')} />
              <label htmlFor={`${id}-f-name`}>{t('formsDemo.common.fullName')}</label>
            </Form.Floating>
            <Form.Floating className="mb-3">
              <Form.Control
                id={`${id}-f-email`}
                type="email"
                placeholder={t('formsDemo.common.email')}
              />
              <label htmlFor={`${id}-f-email`}>{t('formsDemo.common.email')}</label>
            </Form.Floating>
            <Form.Floating>
              <Form.Select id={`${id}-f-course`} defaultValue="cs">
                <CourseOptions />
              </Form.Select>
              <label htmlFor={`${id}-f-course`}>{t('formsDemo.common.course')}</label>
            </Form.Floating>
          </DemoCard>
          <DemoCard title={t(`${p}.helpText`)}>
            <Form.Group controlId={`${id}-help`}>
              <Form.Label>{t('formsDemo.common.studentId')}</Form.Label>
              <Form.Control placeholder="STU-204518" aria-describedby={`${id}-help-text`} />
              <Form.Text id={`${id}-help-text`}>{t(`${p}.helpTextBody`)}</Form.Text>
            </Form.Group>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.states`)}>
            <Form.Group className="mb-3" controlId={`${id}-disabled`}>
              <Form.Label>{t(`${p}.disabled`)}</Form.Label>
              <Form.Control disabled value={t(`${p}.disabledValue`)} readOnly />
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${id}-readonly`}>
              <Form.Label>{t(`${p}.readonly`)}</Form.Label>
              <Form.Control readOnly value="VAC-2026-0142" />
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${id}-plain`}>
              <Form.Label>{t(`${p}.plaintext`)}</Form.Label>
              <Form.Control plaintext readOnly value="careers@university.ac.uk" />
            </Form.Group>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.validation`)}>
            <Form.Group className="mb-3" controlId={`${id}-valid`}>
              <Form.Label>{t('formsDemo.common.email')}</Form.Label>
              <Form.Control
                isValid
                defaultValue="amelia.clarke@student.ac.uk"
                aria-describedby={`${id}-valid-fb`}
              />
              <Form.Control.Feedback id={`${id}-valid-fb`}>
                {t(`${p}.validMsg`)}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${id}-invalid`}>
              <Form.Label>{t('formsDemo.common.phone')}</Form.Label>
              <Form.Control
                isInvalid
                defaultValue="07700 9"
                aria-describedby={`${id}-invalid-fb`}
              />
              <Form.Control.Feedback type="invalid" id={`${id}-invalid-fb`}>
                {t(`${p}.invalidMsg`)}
              </Form.Control.Feedback>
            </Form.Group>
          </DemoCard>
        </Col>
        <Col xs={12}>
          <DemoCard title={t(`${p}.types`)}>
            <Row className="g-3">
              {(
                [
                  ['email', 'email', 'name@student.ac.uk'],
                  ['password', 'password', ''],
                  ['number', 'number', '3'],
                  ['url', 'url', 'https://'],
                  ['tel', 'tel', '07700 900123'],
                  ['search', 'search', ''],
                  ['date', 'date', ''],
                  ['time', 'time', ''],
                  ['datetimeLocal', 'datetime-local', ''],
                  ['month', 'month', ''],
                ] as const
              ).map(([key, type, placeholder]) => (
                <Col md={6} xl={4} key={key}>
                  <Form.Group controlId={`${id}-type-${key}`}>
                    <Form.Label>{t(`${p}.type.${key}`)}</Form.Label>
                    <Form.Control type={type} placeholder={placeholder} />
                  </Form.Group>
                </Col>
              ))}
              <Col md={6} xl={4}>
                <Form.Group controlId={`${id}-type-color`}>
                  <Form.Label>{t(`${p}.type.color`)}</Form.Label>
                  <Form.Control
                    type="color"
                    defaultValue="#7367f0"
                    className="form-color-swatch"
                    title={t(`${p}.type.color`)}
                  />
                </Form.Group>
              </Col>
              <Col md={6} xl={4}>
                <Form.Group controlId={`${id}-type-file`}>
                  <Form.Label>{t(`${p}.type.file`)}</Form.Label>
                  <Form.Control type="file" />
                </Form.Group>
              </Col>
              <Col md={6} xl={4}>
                <Form.Group controlId={`${id}-type-range`}>
                  <Form.Label>{t(`${p}.type.range`)}</Form.Label>
                  <Form.Range min={0} max={100} defaultValue={60} />
                </Form.Group>
              </Col>
            </Row>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
