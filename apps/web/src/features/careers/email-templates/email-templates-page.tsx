import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { mailLanguageNames, mailLanguages, type MailLanguage } from '@careers/contracts';
import {
  useGetEmailTemplateQuery,
  useGetEmailTemplatesQuery,
} from '../../../core/api/email-templates.ts';
import { LoadState } from '../shared/load-state.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';

/** Staff edit the wording of every automatic email, per language (issue 20). */
export function EmailTemplatesPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<MailLanguage>('en');
  const [kind, setKind] = useState('application.status.shortlisted');
  const list = useGetEmailTemplatesQuery();
  const one = useGetEmailTemplateQuery({ kind, language });
  const kinds = (list.currentData?.data ?? []).filter((x) => x.language === language);

  return (
    <Card>
      <Card.Header>
        <h1 className="h4 mb-0">{t('careers.emailTemplates.title')}</h1>
      </Card.Header>
      <Card.Body>
        <Nav
          variant="tabs"
          activeKey={language}
          onSelect={(k) => k && setLanguage(k as MailLanguage)}
          className="mb-3"
          aria-label={t('careers.emailTemplates.language')}
        >
          {mailLanguages.map((l) => (
            <Nav.Item key={l}>
              <Nav.Link eventKey={l} lang={l}>
                {mailLanguageNames[l]}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Row>
          <Col lg={4}>
            <Form.Group controlId="email-template-kind" className="mb-3">
              <Form.Label>{t('careers.emailTemplates.kind')}</Form.Label>
              <Form.Select value={kind} onChange={(e) => setKind(e.target.value)}>
                {kinds.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.kind}
                    {k.customised ? ` — ${t('careers.emailTemplates.edited')}` : ''}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col lg={8}>
            <LoadState
              failed={one.isError || list.isError}
              loading={one.isFetching && !one.currentData}
              lines={8}
              onRetry={() => void one.refetch()}
            />
            {one.currentData && (
              <EmailTemplateEditor
                // One editor per kind and language: a save rereads the template without resetting the
                // editor, so its "Saved" note stays (Restore default sets the fields itself).
                key={`${one.currentData.kind}/${one.currentData.language}`}
                template={one.currentData}
              />
            )}
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
