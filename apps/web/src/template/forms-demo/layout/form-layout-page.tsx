import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { Briefcase, Lock, Mail, MapPin, Phone, User } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { CourseOptions } from '../shared/choices.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';

function Actions() {
  const { t } = useTranslation();
  return (
    <div className="d-flex gap-2 mt-3">
      <Button type="submit">{t('formsDemo.common.submit')}</Button>
      <Button type="reset" variant="outline-secondary">
        {t('formsDemo.common.reset')}
      </Button>
    </div>
  );
}

const noSubmit = (e: FormEvent) => e.preventDefault();

/** A demo form in its card and grid column; the submit and reset buttons close it unless `ownActions` places them. */
function FormCard({
  lg,
  xs,
  title,
  subtitle,
  ownActions = false,
  children,
}: {
  lg?: number;
  xs?: number;
  title: string;
  subtitle?: string;
  ownActions?: boolean;
  children: ReactNode;
}) {
  return (
    <Col lg={lg} xs={xs}>
      <DemoCard title={title} subtitle={subtitle}>
        <Form onSubmit={noSubmit}>
          {children}
          {!ownActions && <Actions />}
        </Form>
      </DemoCard>
    </Col>
  );
}

/** A grid column holding one labelled control. */
function FieldCol({
  md,
  xs,
  id,
  label,
  children,
}: {
  md?: number;
  xs?: number;
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Col md={md} xs={xs}>
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        {children}
      </Form.Group>
    </Col>
  );
}

export function FormLayoutPage() {
  const { t } = useTranslation();
  const id = useId();
  const c = 'formsDemo.common';
  const p = 'formsDemo.layout';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <FormCard lg={6} title={t(`${p}.horizontal`)} ownActions>
          {(
            [
              ['h-name', 'fullName', 'text'],
              ['h-email', 'email', 'email'],
              ['h-phone', 'phone', 'tel'],
              ['h-pass', 'password', 'password'],
            ] as const
          ).map(([key, label, type]) => (
            <Form.Group as={Row} className="mb-3" controlId={`${id}-${key}`} key={key}>
              <Form.Label column sm={3}>
                {t(`${c}.${label}`)}
              </Form.Label>
              <Col sm={9}>
                <Form.Control type={type} />
              </Col>
            </Form.Group>
          ))}
          <Row>
            <Col sm={{ span: 9, offset: 3 }}>
              <Form.Check id={`${id}-h-remember`} label={t(`${p}.remember`)} />
              <Actions />
            </Col>
          </Row>
        </FormCard>
        <FormCard lg={6} title={t(`${p}.vertical`)}>
          <Form.Group className="mb-3" controlId={`${id}-v-name`}>
            <Form.Label>{t(`${c}.fullName`)}</Form.Label>
            <Form.Control />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-v-email`}>
            <Form.Label>{t(`${c}.email`)}</Form.Label>
            <Form.Control type="email" />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-v-course`}>
            <Form.Label>{t(`${c}.course`)}</Form.Label>
            <Form.Select>
              <CourseOptions />
            </Form.Select>
          </Form.Group>
          <Form.Check id={`${id}-v-terms`} label={t(`${p}.consent`)} />
        </FormCard>
        <FormCard lg={6} title={t(`${p}.withIcons`)}>
          {(
            [
              ['i-name', 'fullName', 'text', User],
              ['i-email', 'email', 'email', Mail],
              ['i-phone', 'phone', 'tel', Phone],
              ['i-pass', 'password', 'password', Lock],
            ] as const
          ).map(([key, label, type, Icon]) => (
            <Form.Group className="mb-3" controlId={`${id}-${key}`} key={key}>
              <Form.Label>{t(`${c}.${label}`)}</Form.Label>
              <InputGroup className="input-group-merge">
                <InputGroup.Text>
                  <Icon size={14} aria-hidden="true" />
                </InputGroup.Text>
                <Form.Control type={type} />
              </InputGroup>
            </Form.Group>
          ))}
        </FormCard>
        <FormCard lg={6} title={t(`${p}.multiColumn`)}>
          <Row className="g-3">
            {(
              [
                ['firstName', 'text'],
                ['lastName', 'text'],
                ['email', 'email'],
                ['phone', 'tel'],
                ['city', 'text'],
                ['postcode', 'text'],
              ] as const
            ).map(([label, type]) => (
              <FieldCol md={6} key={label} id={`${id}-mc-${label}`} label={t(`${c}.${label}`)}>
                <Form.Control type={type} />
              </FieldCol>
            ))}
          </Row>
        </FormCard>
        <FormCard xs={12} title={t(`${p}.vacancyDetails`)} subtitle={t(`${p}.vacancySub`)}>
          <h3 className="h6 text-primary mb-3">
            <Briefcase size={16} aria-hidden="true" className="me-2" />
            {t(`${p}.role`)}
          </h3>
          <Row className="g-3 mb-4">
            <FieldCol md={6} id={`${id}-vd-title`} label={t(`${c}.jobTitle`)}>
              <Form.Control placeholder={t(`${c}.jobTitlePlaceholder`)} />
            </FieldCol>
            <FieldCol md={6} id={`${id}-vd-employer`} label={t(`${c}.employer`)}>
              <Form.Control placeholder={t(`${c}.employerPlaceholder`)} />
            </FieldCol>
            <FieldCol md={4} id={`${id}-vd-contract`} label={t(`${c}.contract`)}>
              <Form.Select>
                <option>{t('formsDemo.contract.fullTime')}</option>
                <option>{t('formsDemo.contract.partTime')}</option>
                <option>{t('formsDemo.contract.internship')}</option>
              </Form.Select>
            </FieldCol>
            <FieldCol md={4} id={`${id}-vd-salary`} label={t(`${c}.salary`)}>
              <InputGroup>
                <InputGroup.Text>£</InputGroup.Text>
                <Form.Control type="number" placeholder="26000" />
              </InputGroup>
            </FieldCol>
            <FieldCol md={4} id={`${id}-vd-deadline`} label={t(`${c}.deadline`)}>
              <Form.Control type="date" />
            </FieldCol>
          </Row>
          <h3 className="h6 text-primary mb-3">
            <MapPin size={16} aria-hidden="true" className="me-2" />
            {t(`${p}.location`)}
          </h3>
          <Row className="g-3">
            <FieldCol md={6} id={`${id}-vd-city`} label={t(`${c}.city`)}>
              <Form.Control />
            </FieldCol>
            <Col md={6}>
              <fieldset>
                <legend className="form-label fs-6">{t(`${c}.workMode`)}</legend>
                {(['onSite', 'hybrid', 'remote'] as const).map((m) => (
                  <Form.Check
                    inline
                    type="radio"
                    key={m}
                    name={`${id}-vd-mode`}
                    id={`${id}-vd-${m}`}
                    label={t(`formsDemo.workMode.${m}`)}
                  />
                ))}
              </fieldset>
            </Col>
            <FieldCol xs={12} id={`${id}-vd-desc`} label={t(`${c}.description`)}>
              <Form.Control as="textarea" rows={3} />
            </FieldCol>
          </Row>
        </FormCard>
        <FormCard xs={12} title={t(`${p}.studentRegistration`)} subtitle={t(`${p}.studentSub`)}>
          <Row className="g-3">
            <FieldCol md={4} id={`${id}-sr-first`} label={t(`${c}.firstName`)}>
              <Form.Control autoComplete="given-name" />
            </FieldCol>
            <FieldCol md={4} id={`${id}-sr-last`} label={t(`${c}.lastName`)}>
              <Form.Control autoComplete="family-name" />
            </FieldCol>
            <FieldCol md={4} id={`${id}-sr-id`} label={t(`${c}.studentId`)}>
              <Form.Control placeholder="STU-000000" />
            </FieldCol>
            <FieldCol md={6} id={`${id}-sr-course`} label={t(`${c}.course`)}>
              <Form.Select>
                <CourseOptions />
              </Form.Select>
            </FieldCol>
            <FieldCol md={6} id={`${id}-sr-grad`} label={t(`${c}.graduationYear`)}>
              <Form.Select>
                {[2026, 2027, 2028, 2029].map((y) => (
                  <option key={y}>{y}</option>
                ))}
              </Form.Select>
            </FieldCol>
            <Col xs={12}>
              <Form.Check id={`${id}-sr-consent`} label={t(`${p}.consent`)} />
            </Col>
          </Row>
        </FormCard>
      </Row>
    </DemoPage>
  );
}
