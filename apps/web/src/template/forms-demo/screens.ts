import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/forms/elements/input': lazyPage(() => import('./elements/input-page.tsx'), 'InputPage'),
  '/forms/elements/input-group': lazyPage(
    () => import('./elements/input-group-page.tsx'),
    'InputGroupPage',
  ),
  '/forms/elements/input-mask': lazyPage(
    () => import('./elements/input-mask-page.tsx'),
    'InputMaskPage',
  ),
  '/forms/elements/textarea': lazyPage(
    () => import('./elements/textarea-page.tsx'),
    'TextareaPage',
  ),
  '/forms/elements/checkbox': lazyPage(
    () => import('./elements/checkbox-page.tsx'),
    'CheckboxPage',
  ),
  '/forms/elements/radio': lazyPage(() => import('./elements/radio-page.tsx'), 'RadioPage'),
  '/forms/elements/switch': lazyPage(() => import('./elements/switch-page.tsx'), 'SwitchPage'),
  '/forms/elements/select': lazyPage(() => import('./elements/select-page.tsx'), 'SelectPage'),
  '/forms/elements/number-input': lazyPage(
    () => import('./elements/number-input-page.tsx'),
    'NumberInputPage',
  ),
  '/forms/elements/file-uploader': lazyPage(
    () => import('./elements/file-uploader-page.tsx'),
    'FileUploaderPage',
  ),
  '/forms/elements/editor': lazyPage(() => import('./elements/editor-page.tsx'), 'EditorPage'),
  '/forms/elements/pickers': lazyPage(() => import('./elements/pickers-page.tsx'), 'PickersPage'),
  '/forms/layout/form-layout': lazyPage(
    () => import('./layout/form-layout-page.tsx'),
    'FormLayoutPage',
  ),
  '/forms/wizard': lazyPage(() => import('./wizard/wizard-page.tsx'), 'WizardPage'),
  '/forms/form-validation': lazyPage(
    () => import('./validation/form-validation-page.tsx'),
    'FormValidationPage',
  ),
  '/forms/form-repeater': lazyPage(
    () => import('./repeater/form-repeater-page.tsx'),
    'FormRepeaterPage',
  ),
};
