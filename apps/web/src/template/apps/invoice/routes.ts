import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { recordRoutes } from '../../../core/routing/record-routes.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const invoice = { breadcrumb: ['menu.apps', 'menu.invoice'], subject: 'Admin' };
const edit = () => import('./invoice-edit-page.tsx');
const SAMPLE = 4987;

export const invoiceRoutes: RouteDeclaration[] = [
  {
    path: '/apps/invoice/list',
    component: lazyPage(() => import('./invoice-list-page.tsx'), 'InvoiceListPage'),
    meta: { title: 'menu.invoiceList', ...invoice },
    menu: {},
    search: { title: 'Invoice List', icon: 'List' },
  },
  ...recordRoutes({
    path: '/apps/invoice/preview',
    sample: SAMPLE,
    component: lazyPage(() => import('./invoice-preview-page.tsx'), 'InvoicePreviewPage'),
    meta: { title: 'menu.invoicePreview', ...invoice },
    search: { title: 'Invoice Preview', icon: 'FileText' },
  }),
  ...recordRoutes({
    path: '/apps/invoice/edit',
    sample: SAMPLE,
    component: lazyPage(edit, 'InvoiceEditPage'),
    meta: { title: 'menu.invoiceEdit', ...invoice },
    search: { title: 'Invoice Edit', icon: 'Edit' },
  }),
  {
    path: '/apps/invoice/add',
    component: lazyPage(edit, 'InvoiceAddPage'),
    meta: { title: 'menu.invoiceAdd', ...invoice },
    menu: {},
    search: { title: 'Invoice Add', icon: 'Plus' },
  },
  {
    path: '/apps/invoice/print',
    component: lazyPage(() => import('./invoice-print-page.tsx'), 'InvoicePrintPage'),
    meta: { title: 'frame.screens.invoicePrint', ...invoice, layout: 'blank' },
    search: { title: 'Invoice Print', icon: 'Printer' },
  },
];
