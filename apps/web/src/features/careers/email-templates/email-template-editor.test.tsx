// @vitest-environment jsdom
import type { EmailTemplate } from '@careers/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../core/test/mock-api.ts';
import { WithProviders } from '../../../core/test/render.tsx';
import { initAppI18n } from '../../../core/test/test-i18n.ts';
import { EmailTemplateEditor } from './email-template-editor.tsx';

const mock = mockApi();
beforeAll(() => initAppI18n('en'));

const reset: EmailTemplate = {
  kind: 'auth.reset',
  language: 'en',
  audience: 'candidate',
  subject: 'Reset your Careers Service password',
  body: 'Hello {{fullName}},\n\nChoose a new password: {{link}}',
  customised: false,
  updatedAt: null,
  updatedByName: null,
  defaultSubject: 'Reset your Careers Service password',
  defaultBody: 'Hello {{fullName}},\n\nChoose a new password: {{link}}',
  placeholders: ['fullName', 'role', 'minutes', 'link'],
  required: ['link'],
  record: 'none',
};
const url = '/api/v1/email-templates/auth.reset/en';

function renderEditor(template = reset) {
  render(
    <WithProviders>
      <EmailTemplateEditor template={template} />
    </WithProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('EmailTemplateEditor', { timeout: 20_000 }, () => {
  it('shows the server’s refusal under the body when the reset link is missing', async () => {
    mock.onPut(url).reply(400, {
      message: 'The reset email must contain {{link}}',
      field: 'body',
      code: 'invalid_input',
    });
    const user = renderEditor();
    const body = screen.getByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(body);
    await user.type(body, 'No link at all');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The reset email must contain {{link}}')).toBeTruthy();
    expect(body.getAttribute('class')).toContain('is-invalid');
    expect(JSON.parse(mock.history.put[0]!.data as string)).toEqual({
      subject: 'Reset your Careers Service password',
      body: 'No link at all',
    });
  });

  it('inserts a placeholder, previews through the sanitiser, and restores only an edited one', async () => {
    mock.onPost(`${url}/preview`).reply(200, {
      subject: 'Reset it',
      html: '<p>Hello <strong>Ada</strong><img src=x onerror="alert(1)"></p>',
      text: 'Hello Ada',
    });
    const user = renderEditor();
    expect(screen.getByRole('button', { name: 'Restore default' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Insert minutes' }));
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text (Markdown)' });
    expect(body.value.endsWith('{{minutes}}')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Preview email' }));
    const preview = await screen.findByRole('region', { name: 'Preview email' });
    expect(preview.querySelector('strong')?.textContent).toBe('Ada');
    expect(preview.querySelector('img')).toBeNull();
    expect(JSON.parse(mock.history.post[0]!.data as string).body).toContain('{{minutes}}');
  });

  it('restores the default wording of an edited template', async () => {
    mock.onDelete(url).reply(204);
    const user = renderEditor({
      ...reset,
      customised: true,
      updatedByName: 'Priya Raman',
      subject: 'Custom',
      body: 'Custom {{link}}',
    });
    expect(screen.getByText(/Edited by Priya Raman/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore default' }));
    const subject = screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' });
    await screen.findByDisplayValue(reset.defaultSubject);
    expect(subject.value).toBe(reset.defaultSubject);
    expect(mock.history.delete).toHaveLength(1);
  });
});
