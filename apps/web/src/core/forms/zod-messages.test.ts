import {
  changePasswordInputSchema,
  createVacancyInputSchema,
  errorCodes,
} from '@careers/contracts';
import i18n from 'i18next';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { mergeLocale } from '../../../build/locales-plugin.ts';
import { localMessage } from '../api/api-error.ts';
import { initAppI18n, testI18n } from '../test/test-i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedResolver } from './localized-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<
  Record<string, unknown>
>;

async function messagesOf(
  lng: string,
  schema: Parameters<typeof localizedResolver>[0],
  values: object,
) {
  const resolve = localizedResolver(schema, testI18n(lng).t);
  const { errors } = await resolve(values, undefined, options);
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string') flat[path.join('.')] = record.message;
    for (const [k, v] of Object.entries(record)) if (k !== 'ref') walk(v, [...path, k]);
  };
  walk(errors, []);
  return flat;
}

const vacancy = {
  title: '',
  employer: { name: 'Northwind', contactEmail: 'not-an-email' },
  location: 'Lyon',
  workplace: 'hybrid',
  type: 'internship',
  sector: 'Tech',
  description: 'Too short',
  positions: 0,
  closesAt: '2027-01-01T10:00:00Z',
};

describe('validation messages come from the locale files', () => {
  it('says what to enter, for people, in English', async () => {
    const m = await messagesOf('en', createVacancyInputSchema, vacancy);
    expect(m.title).toBe('Enter a title.');
    expect(m['employer.contactEmail']).toBe('Enter a valid email address.');
    expect(m.description).toBe('Enter at least 20 characters.');
    expect(m.positions).toBe('Enter 1 or more.');
  });

  it('shows Arabic text to an Arabic reader, never the library or the contract wording', async () => {
    const m = await messagesOf('ar', createVacancyInputSchema, vacancy);
    expect(m.title).toBe('أدخل مسمى وظيفيًا.');
    expect(m['employer.contactEmail']).toBe('أدخل عنوان بريد إلكتروني صالحًا.');
    expect(m.description).toBe('أدخل 20 أحرف على الأقل.');
    for (const text of Object.values(m)) expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('translates a number out of range and a common password in French', async () => {
    const m = await messagesOf('fr', createVacancyInputSchema, {
      ...vacancy,
      title: 'Stage',
      eligibility: { levels: [], graduationYears: [1800] },
    });
    expect(m['eligibility.graduationYears.0']).toBe('Saisissez 1950 ou plus.');
    expect(Object.values(m).join(' ')).not.toMatch(/Too small|expected/);
    const p = await messagesOf('fr', changePasswordInputSchema, {
      currentPassword: 'x',
      newPassword: 'password123',
    });
    expect(Object.values(p).join(' ')).not.toMatch(/[Tt]his|Too/);
  });

  it('has every validation and error text in every language', () => {
    const en = mergeLocale('en') as { validation: object; errors: Record<string, string> };
    for (const { code } of LANGUAGES) {
      const texts = mergeLocale(code) as { validation: object; errors: Record<string, string> };
      expect(Object.keys(texts.validation).sort(), code).toEqual(Object.keys(en.validation).sort());
      for (const errorCode of errorCodes)
        expect(texts.errors[errorCode], `${code} ${errorCode}`).toBeTruthy();
    }
  });
});

describe('server errors in the reader’s language', () => {
  it('shows the locale text for the code, and the server words in English', async () => {
    await initAppI18n('ar');
    expect(localMessage('already_applied', 'You have already applied for this vacancy')).toBe(
      'لقد تقدّمت لهذه الوظيفة من قبل.',
    );
    expect(localMessage(undefined, 'Plain')).toBe('Plain');
    await i18n.changeLanguage('en');
    expect(localMessage('not_found', 'Vacancy not found')).toBe('Vacancy not found');
  });
});
