import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { AllowedMark } from '../../../core/ui/allowed-mark.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';
import { TableHead } from '../../shared/table-head.tsx';

// What each licence allows: [translation key of the use, standard, extended].
const USES: [string, boolean, boolean][] = [
  ['internal', true, true],
  ['students', true, true],
  ['branding', true, true],
  ['employers', false, true],
  ['resale', false, false],
];

export function LicensePage() {
  const { t } = useTranslation();
  const mark = (allowed: boolean) => (
    <AllowedMark
      allowed={allowed}
      label={t(allowed ? 'pages.license.allowed' : 'pages.license.notAllowed')}
    />
  );
  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        <ColCard col="col-lg-8" className="h-100">
          <h2 className="h4">{t('pages.license.title')}</h2>
          <p className="text-body-secondary">{t('pages.license.intro')}</p>
          <h3 className="h6 mt-4">{t('pages.license.grantTitle')}</h3>
          <p>{t('pages.license.grant')}</p>
          <h3 className="h6 mt-4">{t('pages.license.restrictionsTitle')}</h3>
          <ul>
            <li>{t('pages.license.restriction1')}</li>
            <li>{t('pages.license.restriction2')}</li>
            <li>{t('pages.license.restriction3')}</li>
          </ul>
          <h3 className="h6 mt-4">{t('pages.license.dataTitle')}</h3>
          <p className="mb-0">{t('pages.license.data')}</p>
        </ColCard>
        <ColCard col="col-lg-4" className="h-100">
          <h2 className="h5">{t('pages.license.yourLicense')}</h2>
          <dl className="mb-0">
            <dt className="small text-body-secondary">{t('pages.license.type')}</dt>
            <dd>
              <span className="badge bg-light-primary">{t('pages.license.extended')}</span>
            </dd>
            <dt className="small text-body-secondary">{t('pages.license.holder')}</dt>
            <dd>{t('pages.license.holderName')}</dd>
            <dt className="small text-body-secondary">{t('pages.license.seats')}</dt>
            <dd>25</dd>
            <dt className="small text-body-secondary">{t('pages.license.renews')}</dt>
            <dd className="mb-0">31/08/2026</dd>
          </dl>
        </ColCard>
        <ColCard col="col-12">
          <h2 className="h5 mb-3">{t('pages.license.compare')}</h2>
          <Table responsive className="mb-0 align-middle">
            <TableHead
              cells={[
                t('pages.license.use'),
                { text: t('pages.license.standard'), className: 'text-center' },
                { text: t('pages.license.extended'), className: 'text-center' },
              ]}
            />
            <tbody>
              {USES.map(([key, standard, extended]) => (
                <tr key={key}>
                  <th scope="row" className="fw-normal">
                    {t(`pages.license.uses.${key}`)}
                  </th>
                  <td className="text-center">{mark(standard)}</td>
                  <td className="text-center">{mark(extended)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ColCard>
      </div>
    </>
  );
}
