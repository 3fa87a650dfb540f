import { lazyPage } from '../../../core/routing/lazy-page.ts';
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
  {
    path: '/apps/invoice/preview/:id',
    component: lazyPage(() => import('./invoice-preview-page.tsx'), 'InvoicePreviewPage'),
    meta: { title: 'menu.invoicePreview', ...invoice },
  },
  {
    path: '/apps/invoice/preview',
    redirect: `/apps/invoice/preview/${SAMPLE}`,
    meta: { title: 'menu.invoicePreview', ...invoice },
    menu: { matchPrefix: true },
    search: { title: 'Invoice Preview', icon: 'FileText' },
  },
  {
    path: '/apps/invoice/edit/:id',
    component: lazyPage(edit, 'InvoiceEditPage'),
    meta: { title: 'menu.invoiceEdit', ...invoice },
  },
  {
    path: '/apps/invoice/edit',
    redirect: `/apps/invoice/edit/${SAMPLE}`,
    meta: { title: 'menu.invoiceEdit', ...invoice },
    menu: { matchPrefix: true },
    search: { title: 'Invoice Edit', icon: 'Edit' },
  },
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
