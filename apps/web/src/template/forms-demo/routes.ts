import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf } from '../../core/routing/route-declaration.ts';
import { demoScreens } from '../shared/demo-routes.ts';

const forms = ['menu.formsTables'];

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

const elementScreens = demoScreens({ breadcrumb: [...forms, 'menu.formElements'] });
const { screen } = demoScreens({ breadcrumb: forms });

export const formElementRoutes = elements.map(([name, component]) =>
  elementScreens.screen(`/forms/elements/${name}`, component, `menu.form.${keyOf(name)}`, [
    `${titleOf(name)} Form Element`,
    'CheckCircle',
  ]),
);

const screens = {
  layout: lazyPage(() => import('./layout/form-layout-page.tsx'), 'FormLayoutPage'),
  wizard: lazyPage(() => import('./wizard/wizard-page.tsx'), 'WizardPage'),
  validation: lazyPage(() => import('./validation/form-validation-page.tsx'), 'FormValidationPage'),
  repeater: lazyPage(() => import('./repeater/form-repeater-page.tsx'), 'FormRepeaterPage'),
};

export const formRoutes = [
  screen('/forms/layout/form-layout', screens.layout, 'menu.formLayout', [
    'Form Layout',
    'Box',
    'Box',
  ]),
  screen('/forms/wizard', screens.wizard, 'menu.formWizard', ['Form Wizard', 'Package', 'Package']),
  screen('/forms/form-validation', screens.validation, 'menu.formValidation', [
    'Form Validation',
    'CheckCircle',
    'CheckSquare',
  ]),
  screen('/forms/form-repeater', screens.repeater, 'menu.formRepeater', [
    'Form Repeater',
    'Copy',
    'Copy',
  ]),
];
