import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownButton from 'react-bootstrap/DropdownButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { AtSign, Briefcase, Search } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';

export function InputGroupPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.inputGroup';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.addons`)}>
            <Form.Label htmlFor={`${id}-user`}>{t('formsDemo.common.username')}</Form.Label>
            <InputGroup className="mb-3">
              <InputGroup.Text>@</InputGroup.Text>
              <Form.Control id={`${id}-user`} placeholder="amelia.clarke" />
            </InputGroup>
            <Form.Label htmlFor={`${id}-mail`}>{t('formsDemo.common.email')}</Form.Label>
            <InputGroup className="mb-3">
              <Form.Control id={`${id}-mail`} placeholder="amelia.clarke" />
              <InputGroup.Text>@student.ac.uk</InputGroup.Text>
            </InputGroup>
            <Form.Label htmlFor={`${id}-salary`}>{t('formsDemo.common.salary')}</Form.Label>
            <InputGroup className="mb-3">
              <InputGroup.Text>£</InputGroup.Text>
              <Form.Control id={`${id}-salary`} type="number" placeholder="28000" />
              <InputGroup.Text>{t(`${p}.perYear`)}</InputGroup.Text>
            </InputGroup>
            <Form.Label htmlFor={`${id}-url`}>{t('formsDemo.common.website')}</Form.Label>
            <InputGroup>
              <InputGroup.Text>https://</InputGroup.Text>
              <Form.Control id={`${id}-url`} placeholder="careers.example.co.uk" />
            </InputGroup>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.buttons`)}>
            <Form.Label htmlFor={`${id}-search`}>{t(`${p}.searchVacancies`)}</Form.Label>
            <InputGroup className="mb-3">
              <Form.Control id={`${id}-search`} placeholder={t(`${p}.searchPlaceholder`)} />
              <Button variant="primary">
                <Search size={14} aria-hidden="true" className="me-1" />
                {t(`${p}.search`)}
              </Button>
            </InputGroup>
            <Form.Label htmlFor={`${id}-code`}>{t(`${p}.eventCode`)}</Form.Label>
            <InputGroup className="mb-3">
              <Button variant="outline-primary">{t(`${p}.scan`)}</Button>
              <Form.Control id={`${id}-code`} placeholder="FAIR-2026" />
              <Button variant="outline-primary">{t(`${p}.apply`)}</Button>
            </InputGroup>
            <Form.Label htmlFor={`${id}-dd`}>{t('formsDemo.common.salary')}</Form.Label>
            <InputGroup className="mb-3">
              <DropdownButton variant="outline-secondary" title={t(`${p}.currency`)}>
                <Dropdown.Item>GBP £</Dropdown.Item>
                <Dropdown.Item>EUR €</Dropdown.Item>
                <Dropdown.Item>USD $</Dropdown.Item>
              </DropdownButton>
              <Form.Control id={`${id}-dd`} placeholder="32000" />
            </InputGroup>
            <Form.Label htmlFor={`${id}-dd2`}>{t(`${p}.contractType`)}</Form.Label>
            <InputGroup>
              <Form.Control
                id={`${id}-dd2`}
                placeholder={t('formsDemo.common.jobTitlePlaceholder')}
              />
              <DropdownButton variant="outline-secondary" title={t(`${p}.type`)} align="end">
                <Dropdown.Item>{t('formsDemo.contract.fullTime')}</Dropdown.Item>
                <Dropdown.Item>{t('formsDemo.contract.partTime')}</Dropdown.Item>
                <Dropdown.Item>{t('formsDemo.contract.internship')}</Dropdown.Item>
              </DropdownButton>
            </InputGroup>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.checkboxes`)}>
            <Form.Label htmlFor={`${id}-cb`}>{t(`${p}.remoteRole`)}</Form.Label>
            <InputGroup className="mb-3">
              <InputGroup.Checkbox aria-label={t(`${p}.remoteCheck`)} defaultChecked />
              <Form.Control id={`${id}-cb`} defaultValue={t(`${p}.remoteValue`)} />
            </InputGroup>
            <Form.Label htmlFor={`${id}-rb`}>{t(`${p}.preferredContact`)}</Form.Label>
            <InputGroup>
              <InputGroup.Radio name={`${id}-rb-g`} aria-label={t('formsDemo.common.email')} />
              <Form.Control id={`${id}-rb`} placeholder={t('formsDemo.common.email')} />
            </InputGroup>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.merged`)}>
            <Form.Label htmlFor={`${id}-m1`}>{t('formsDemo.common.employer')}</Form.Label>
            <InputGroup className="input-group-merge mb-3">
              <InputGroup.Text>
                <Briefcase size={14} aria-hidden="true" />
              </InputGroup.Text>
              <Form.Control
                id={`${id}-m1`}
                placeholder={t('formsDemo.common.employerPlaceholder')}
              />
            </InputGroup>
            <Form.Label htmlFor={`${id}-m2`}>{t('formsDemo.common.email')}</Form.Label>
            <InputGroup className="input-group-merge">
              <InputGroup.Text>
                <AtSign size={14} aria-hidden="true" />
              </InputGroup.Text>
              <Form.Control id={`${id}-m2`} placeholder="recruiter@employer.co.uk" />
            </InputGroup>
          </DemoCard>
        </Col>
        <Col xs={12}>
          <DemoCard title={t(`${p}.sizes`)}>
            {(['lg', undefined, 'sm'] as const).map((size) => (
              <InputGroup size={size} className="mb-3" key={size ?? 'md'}>
                <InputGroup.Text id={`${id}-size-${size ?? 'md'}`}>
                  {t(`${p}.size.${size ?? 'md'}`)}
                </InputGroup.Text>
                <Form.Control
                  aria-labelledby={`${id}-size-${size ?? 'md'}`}
                  placeholder={t('formsDemo.common.jobTitlePlaceholder')}
                />
              </InputGroup>
            ))}
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
