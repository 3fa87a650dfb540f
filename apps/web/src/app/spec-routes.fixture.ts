// The route inventory of spec/routes.md (copied: the spec lives outside the repository), for the
// test that the search's Pages group covers every menu route.
export const SPEC_ROUTES_MD = `
## Careers (the product's own, real backend) — see DESIGN.md for behaviour
/careers/dashboard
/careers/vacancies · /careers/vacancies/new · /careers/vacancies/:id · /careers/vacancies/:id/edit
/careers/applications · /careers/applications/:id
/careers/candidates · /careers/candidates/:id
/careers/documents
/careers/admins
/portal/vacancies · /portal/vacancies/:id          (candidate: browse and apply)
/portal/applications · /portal/applications/:id    (candidate: track and withdraw)
/portal/documents                                  (candidate: upload and manage)
/portal/profile
/login · /register · /forgot-password · /reset-password · /verify-email   (real: candidate or admin, blank layout)

## Dashboards
/dashboard/analytics · /dashboard/ecommerce · / (e-commerce dashboard for the admin home)

## Apps (sample data)
/apps/email · /apps/email/:folder · /apps/email/label/:label
/apps/chat
/apps/todo · /apps/todo/:filter · /apps/todo/tag/:tag
/apps/calendar
/apps/invoice/list · /apps/invoice/preview/:id · /apps/invoice/preview (redirect) · /apps/invoice/edit/:id · /apps/invoice/edit (redirect) · /apps/invoice/add · /apps/invoice/print
/apps/ecommerce/shop · /apps/ecommerce/wishlist · /apps/ecommerce/product-detail/:product · /apps/ecommerce/product-detail (redirect) · /apps/ecommerce/checkout
/apps/user/list · /apps/user/view/:id · /apps/user/view (redirect)
/apps/roles · /apps/permissions

## Pages
/pages/login-basic · /pages/login-cover
/pages/register-basic · /pages/register-cover
/pages/forgot-password-basic · /pages/forgot-password-cover
/pages/reset-password-basic · /pages/reset-password-cover
/pages/verify-email-basic · /pages/verify-email-cover
/pages/two-steps-basic · /pages/two-steps-cover
/pages/account-settings · /pages/profile · /pages/faq
/pages/knowledge-base · /pages/knowledge-base/:category · /pages/knowledge-base/:category/:question
/pages/pricing · /pages/license · /pages/api-key · /pages/modal-examples
/pages/blog/list · /pages/blog/detail/:id · /pages/blog/detail (redirect) · /pages/blog/edit/:id · /pages/blog/edit (redirect)
/misc/coming-soon · /misc/not-authorized · /misc/maintenance · /misc/error   (public, blank layout)
/access-control   (needs read on ACL)
any unknown path → the error (404) page

## User interface demos
/ui-element/typography · /ui-element/colors · /icons/reactfeather
/cards/basic · /cards/advance · /cards/statistics · /cards/analytics · /cards/action
/components/accordion · alerts · auto-complete · avatar · badges · blockui · breadcrumbs · buttons ·
  carousel · collapse · divider · dropdowns · list-group · modals · nav-component · offcanvas ·
  pagination · pill-badges · pills-component · popovers · progress · spinners · tabs-component ·
  timeline · toasts · tooltips            (each as /components/<name>)
/extensions/sweet-alert · toastr · slider · drag-and-drop · tour · clipboard · react-player ·
  context-menu · swiper · ratings · i18n · pagination · import · export · export-selected   (each /extensions/<name>)
/page-layout/collapse-menu · layout-boxed · without-menu · layout-empty · layout-blank   (each /page-layout/<name>)

## Forms, tables, charts
/forms/elements/input · input-group · input-mask · textarea · checkbox · radio · switch · select ·
  number-input · file-uploader · editor · pickers          (each /forms/elements/<name>)
/forms/layout/form-layout · /forms/wizard · /forms/form-validation · /forms/form-repeater
/tables/reactstrap · /datatables/basic · /datatables/advance
/charts/apex · /charts/chartjs · /charts/recharts
`;
