import { useId, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Mail, Phone } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { FeatherIcon } from '../shared/feather-icon.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { SearchBanner } from '../shared/search-form.tsx';
import { useGetFaqQuery } from '../pages.api.ts';
import { useDebounced } from '../../../core/hooks/use-debounced.ts';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

// The careers service's own contacts, under the answers.
const CONTACTS = [
  {
    Icon: Phone,
    href: 'tel:+441614960000',
    shown: '+44 161 496 0000',
    text: 'pages.faq.phoneText',
  },
  {
    Icon: Mail,
    href: 'mailto:careers@example.ac.uk',
    shown: 'careers@example.ac.uk',
    text: 'pages.faq.emailText',
  },
];

export function FaqPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 300);
  const { data, isError: error, isFetching: loading } = useGetFaqQuery(q);
  const [chosen, setChosen] = useState<string | null>(null);
  const categories = data?.categories ?? [];
  // The chosen tab, or the first category that still has answers for the search.
  const active = categories.some((c) => c.id === chosen) ? chosen : (categories[0]?.id ?? null);

  return (
    <>
      <RoutePageHeader />
      <SearchBanner
        headingId={`${searchId}-h`}
        title={t('pages.faq.heroTitle')}
        text={t('pages.faq.heroText')}
        search={{
          label: t('pages.faq.search'),
          placeholder: t('pages.faq.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
      />

      <LoadState error={error} ready={!!data} />
      {data && categories.length === 0 && (
        <p className="text-center text-body-secondary py-4" role="status">
          {t('pages.faq.noResults', { q })}
        </p>
      )}
      {data && active && (
        <Tab.Container activeKey={active} onSelect={(k) => setChosen(k)}>
          <div className="row g-4" aria-busy={loading}>
            <div className="col-lg-4 col-xl-3">
              <Nav variant="pills" className="flex-column gap-1 faq-nav">
                {categories.map((c) => (
                  <Nav.Item key={c.id}>
                    <Nav.Link
                      as="button"
                      type="button"
                      eventKey={c.id}
                      className="d-flex align-items-center gap-2 w-100 text-start"
                    >
                      <FeatherIcon name={c.icon} size={18} />
                      <span className="flex-grow-1">{c.title}</span>
                      <span className="badge rounded-pill bg-light-secondary">
                        {c.qandA.length}
                      </span>
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </div>
            <div className="col-lg-8 col-xl-9">
              <Tab.Content>
                {categories.map((c) => (
                  <Tab.Pane key={c.id} eventKey={c.id}>
                    <div className="d-flex align-items-center gap-3 mb-3">
                      <span className="avatar avatar-lg bg-light-primary">
                        <FeatherIcon name={c.icon} size={22} />
                      </span>
                      <div>
                        <h3 className="h5 mb-0">{c.title}</h3>
                        <p className="mb-0 text-body-secondary small">{c.subtitle}</p>
                      </div>
                    </div>
                    <Accordion>
                      {c.qandA.map((qa) => (
                        <Accordion.Item key={qa.id} eventKey={String(qa.id)}>
                          <Accordion.Header as="h4">{qa.question}</Accordion.Header>
                          <Accordion.Body>{qa.answer}</Accordion.Body>
                        </Accordion.Item>
                      ))}
                    </Accordion>
                  </Tab.Pane>
                ))}
              </Tab.Content>
            </div>
          </div>
        </Tab.Container>
      )}

      <section className="text-center mt-5" aria-labelledby={`${searchId}-contact`}>
        <span className="badge rounded-pill bg-light-primary mb-2">{t('pages.faq.question')}</span>
        <h2 id={`${searchId}-contact`} className="h4">
          {t('pages.faq.contactTitle')}
        </h2>
        <p className="text-body-secondary">{t('pages.faq.contactText')}</p>
        <div className="row g-4 justify-content-center mt-2">
          {CONTACTS.map(({ Icon, href, shown, text }) => (
            <ColCard key={href} col="col-sm-6 col-lg-4" className="h-100">
              <span className="avatar avatar-lg bg-light-primary mb-2">
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3 className="h5">
                <a href={href}>{shown}</a>
              </h3>
              <p className="mb-0 text-body-secondary">{t(text)}</p>
            </ColCard>
          ))}
        </div>
      </section>
    </>
  );
}
