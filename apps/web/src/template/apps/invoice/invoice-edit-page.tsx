import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import type { Invoice } from '../../../fake-api/types.ts';
import { linesOf } from './invoice-document.tsx';
import { InvoiceEditor } from './invoice-editor.tsx';
import type { InvoiceForm } from './invoice-form-schema.ts';
import { useInvoice } from './invoice.api.ts';
import './invoice.scss';

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function formOf(invoice: Invoice): InvoiceForm {
  return {
    clientEmail: invoice.client.companyEmail,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: linesOf(invoice),
    discount: 0,
    tax: 0,
    paymentTerms: 'net30',
    note: '',
  };
}

export function blankInvoiceForm(now = new Date()): InvoiceForm {
  return {
    clientEmail: '',
    issuedDate: isoDay(now),
    dueDate: isoDay(new Date(now.getTime() + 30 * 86_400_000)),
    lines: [{ name: '', description: '', cost: 0, qty: 1 }],
    discount: 0,
    tax: 0,
    paymentTerms: 'net30',
    note: '',
  };
}

// Sample invoice numbers start at 4987 and run to about 5036; new ones follow on.
const NEXT_NUMBER = 5037;

export function InvoiceEditPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { id } = useParams();
  const loaded = useInvoice(Number(id));
  const header = <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />;
  if (loaded.state === 'loading')
    return (
      <>
        {header}
        <ContentLoader />
      </>
    );
  if (loaded.state === 'missing') {
    return (
      <>
        {header}
        <div className="alert alert-danger" role="alert">
          {t('invoiceApp.notFound', { id })}{' '}
          <Link to="/apps/invoice/list">{t('invoiceApp.backToList')}</Link>
        </div>
      </>
    );
  }
  const { invoice } = loaded.value;
  return (
    <>
      {header}
      <InvoiceEditor
        key={invoice.id}
        number={invoice.id}
        initial={formOf(invoice)}
        initialClient={invoice.client}
      />
    </>
  );
}

/** A new invoice; `?duplicate=<id>` starts it as a copy of that invoice, dated today. */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [search] = useSearchParams();
  const source = search.get('duplicate');
  const loaded = useInvoice(source === null ? null : Number(source));
  const header = <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />;
  if (source !== null && loaded.state === 'loading')
    return (
      <>
        {header}
        <ContentLoader />
      </>
    );
  if (source !== null && loaded.state === 'ready') {
    const copy = formOf(loaded.value.invoice);
    const blank = blankInvoiceForm();
    return (
      <>
        {header}
        <p className="text-body-secondary">
          {t('invoiceApp.duplicateOf', { number: `#${source}` })}
        </p>
        <InvoiceEditor
          key={`copy-${source}`}
          number={NEXT_NUMBER}
          initial={{ ...copy, issuedDate: blank.issuedDate, dueDate: blank.dueDate }}
          initialClient={loaded.value.invoice.client}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <InvoiceEditor key="new" number={NEXT_NUMBER} initial={blankInvoiceForm()} />
    </>
  );
}
