import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import type { InvoiceDetailResponse } from '../../../fake-api/types.ts';
import { useInvoice } from './invoice.api.ts';
import './invoice.scss';

/** An invoice screen's header (the route's title and breadcrumb) over its content. */
export function InvoicePageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      {children}
    </>
  );
}

interface InvoiceScreenProps {
  /** The invoice's id as the URL gives it. */
  id: string | undefined;
  children: (loaded: InvoiceDetailResponse) => ReactNode;
}

/** A screen of one invoice: a loader while it loads, "not found" with a way back for no such id. */
export function InvoiceScreen({ id, children }: InvoiceScreenProps) {
  const { t } = useTranslation();
  const loaded = useInvoice(Number(id));
  return (
    <InvoicePageFrame>
      {loaded.state === 'loading' && <ContentLoader />}
      {loaded.state === 'missing' && (
        <div className="alert alert-danger" role="alert">
          {t('invoiceApp.notFound', { id })}{' '}
          <Link to="/apps/invoice/list">{t('invoiceApp.backToList')}</Link>
        </div>
      )}
      {loaded.state === 'ready' && children(loaded.value)}
    </InvoicePageFrame>
  );
}
