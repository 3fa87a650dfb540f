import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useParams, useSearchParams } from 'react-router';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import type { Invoice } from '../../../fake-api/types.ts';
import { localDay } from '../shared/local-day.ts';
import { RoutePage } from '../shared/record-page.tsx';
import { linesOf } from './invoice-document.tsx';
import { InvoiceEditor } from './invoice-editor.tsx';
import type { InvoiceForm } from './invoice-form-schema.ts';
import { InvoiceScreen } from './invoice-screen.tsx';
import { useInvoice } from './invoice.api.ts';

export function blankInvoiceForm(now = new Date()): InvoiceForm {
  return {
    clientEmail: '',
    issuedDate: localDay(now),
    dueDate: localDay(new Date(now.getTime() + 30 * 86_400_000)),
    lines: [{ name: '', description: '', cost: 0, qty: 1 }],
    discount: 0,
    tax: 0,
    paymentTerms: 'net30',
    note: '',
  };
}

function formOf(invoice: Invoice): InvoiceForm {
  return {
    ...blankInvoiceForm(),
    clientEmail: invoice.client.companyEmail,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: linesOf(invoice),
    discount: invoice.discount ?? 0,
    tax: invoice.tax ?? 0,
    note: invoice.note ?? '',
  };
}

// Sample invoice numbers start at 4987 and run to about 5036; new ones follow on.
const NEXT_NUMBER = 5037;

export function InvoiceEditPage() {
  const { id } = useParams();
  return (
    <InvoiceScreen id={id}>
      {({ invoice }) => (
        <InvoiceEditor
          key={invoice.id}
          id={invoice.id}
          number={invoice.id}
          initial={formOf(invoice)}
          initialClient={invoice.client}
        />
      )}
    </InvoiceScreen>
  );
}

/** A new invoice; `?duplicate=<id>` starts it as a copy of that invoice, dated today. */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const source = search.get('duplicate');
  const loaded = useInvoice(source === null ? null : Number(source));
  if (source !== null && loaded.state === 'loading')
    return (
      <RoutePage>
        <ContentLoader />
      </RoutePage>
    );
  if (source !== null && loaded.state === 'ready') {
    const { invoice } = loaded.value;
    const blank = blankInvoiceForm();
    return (
      <RoutePage>
        <p className="text-body-secondary">
          {t('invoiceApp.duplicateOf', { number: `#${source}` })}
        </p>
        <InvoiceEditor
          key={`copy-${source}`}
          number={NEXT_NUMBER}
          initial={{ ...formOf(invoice), issuedDate: blank.issuedDate, dueDate: blank.dueDate }}
          initialClient={invoice.client}
        />
      </RoutePage>
    );
  }
  return (
    <RoutePage>
      <InvoiceEditor key="new" number={NEXT_NUMBER} initial={blankInvoiceForm()} />
    </RoutePage>
  );
}
