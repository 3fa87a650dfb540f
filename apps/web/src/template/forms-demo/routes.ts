import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';

const forms = ['menu.formsTables'];
const admin = { subject: 'Admin' };

const elements: [string, LazyScreen][] = [
  ['input', lazyPage(() => import('./elements/input-page.tsx'), 'InputPage')],
  ['input-group', lazyPage(() => import('./elements/input-group-page.tsx'), 'InputGroupPage')],
  ['input-mask', lazyPage(() => import('./elements/input-mask-page.tsx'), 'InputMaskPage')],
  ['textarea', lazyPage(() => import('./elements/textarea-page.tsx'), 'TextareaPage')],
  ['checkbox', lazyPage(() => import('./elements/checkbox-page.tsx'), 'CheckboxPage')],
  ['radio', lazyPage(() => import('./elements/radio-page.tsx'), 'RadioPage')],
  ['switch', lazyPage(() => import('./elements/switch-page.tsx'), 'SwitchPage')],
  ['select', lazyPage(() => import('./elements/select-page.tsx'), 'SelectPage')],
  ['number-input', lazyPage(() => import('./elements/number-input-page.tsx'), 'NumberInputPage')],
  [
    'file-uploader',
    lazyPage(() => import('./elements/file-uploader-page.tsx'), 'FileUploaderPage'),
  ],
  ['editor', lazyPage(() => import('./elements/editor-page.tsx'), 'EditorPage')],
  ['pickers', lazyPage(() => import('./elements/pickers-page.tsx'), 'PickersPage')],
];

export const formElementRoutes = elements.map(([name, component]): RouteDeclaration => ({
  path: `/forms/elements/${name}`,
  component,
  meta: {
    title: `menu.form.${keyOf(name)}`,
    breadcrumb: [...forms, 'menu.formElements'],
    ...admin,
  },
  menu: {},
  search: { title: `${titleOf(name)} Form Element`, icon: 'CheckCircle' },
}));

export const formRoutes: RouteDeclaration[] = [
  {
    path: '/forms/layout/form-layout',
    component: lazyPage(() => import('./layout/form-layout-page.tsx'), 'FormLayoutPage'),
    meta: { title: 'menu.formLayout', breadcrumb: forms, ...admin },
    menu: { icon: 'Box' },
    search: { title: 'Form Layout', icon: 'Box' },
  },
  {
    path: '/forms/wizard',
    component: lazyPage(() => import('./wizard/wizard-page.tsx'), 'WizardPage'),
    meta: { title: 'menu.formWizard', breadcrumb: forms, ...admin },
    menu: { icon: 'Package' },
    search: { title: 'Form Wizard', icon: 'Package' },
  },
  {
    path: '/forms/form-validation',
    component: lazyPage(
      () => import('./validation/form-validation-page.tsx'),
      'FormValidationPage',
    ),
    meta: { title: 'menu.formValidation', breadcrumb: forms, ...admin },
    menu: { icon: 'CheckSquare' },
    search: { title: 'Form Validation', icon: 'CheckCircle' },
  },
  {
    path: '/forms/form-repeater',
    component: lazyPage(() => import('./repeater/form-repeater-page.tsx'), 'FormRepeaterPage'),
    meta: { title: 'menu.formRepeater', breadcrumb: forms, ...admin },
    menu: { icon: 'Copy' },
    search: { title: 'Form Repeater', icon: 'Copy' },
  },
];
