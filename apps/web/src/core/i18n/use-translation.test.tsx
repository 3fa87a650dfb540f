// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedText, useTranslation } from './use-translation.ts';

type Texts = Record<string, string | Record<string, string>>;

function instance(resources: Record<string, Texts>, lng = 'en', fallbackLng?: string): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng,
    resources: Object.fromEntries(
      Object.entries(resources).map(([code, texts]) => [code, { translation: texts }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

const seen: unknown[] = [];

function Greeting({ name }: { name?: string }) {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p>
      {name ? t('hello', { name }) : t('title')} ({i18n.language})
    </p>
  );
}

function Prefixed() {
  const { t } = useTranslation(undefined, { keyPrefix: 'menu' });
  return <span>{t('home')}</span>;
}

const TEXTS = {
  en: { title: 'Careers', hello: 'Hello {{name}}', menu: { home: 'Home' } },
  fr: { title: 'Carrières', hello: 'Bonjour {{name}}', menu: { home: 'Accueil' } },
};

afterEach(cleanup);

describe('useTranslation', () => {
  it('gives every component one t, and each plain key is resolved once', () => {
    const i18n = instance(TEXTS);
    // i18next's own resolver, not in its public types.
    const { translator } = i18n as unknown as {
      translator: { translate: (key: string) => string };
    };
    const resolve = vi.spyOn(translator, 'translate');
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting />
        <Greeting name="Ada" />
        <Greeting name="Bo" />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Careers (en)')).toHaveLength(2);
    expect(screen.getByText('Hello Ada (en)')).toBeTruthy();
    expect(screen.getByText('Hello Bo (en)')).toBeTruthy();
    expect(new Set(seen).size).toBe(1);
    // 'title' read from the store once; each greeting with options asked of i18next again.
    expect(resolve.mock.calls.map(([key]) => key)).toEqual(['hello', 'hello']);
  });

  it('reads a plain text from the store only where i18next would give it as stored', () => {
    const i18n = instance(
      {
        en: {
          title: 'Careers',
          missingInFrench: 'Only in English',
          nested: 'See $t(title)',
          hello: 'Hello {{name}}',
          empty: '',
          menu: { home: 'Home' },
        },
        fr: { title: 'Carrières', nested: 'Voir $t(title)', hello: 'Bonjour {{name}}', empty: '' },
      },
      'en',
      'en',
    );
    expect(storedText(i18n, '', 'title')).toBe('Careers');
    expect(storedText(i18n, 'menu', 'home')).toBe('Home');
    for (const key of ['nested', 'hello', 'empty', 'menu', 'absent', 'translation:title']) {
      expect(storedText(i18n, '', key)).toBeUndefined();
    }
    void i18n.changeLanguage('fr');
    expect(storedText(i18n, '', 'title')).toBe('Carrières');
    // Missing in French: left to i18next, which falls back to English.
    expect(storedText(i18n, '', 'missingInFrench')).toBeUndefined();

    const { translator } = i18n as unknown as {
      translator: { translate: (key: string) => string };
    };
    const resolve = vi.spyOn(translator, 'translate');
    function Texts() {
      const { t } = useTranslation();
      return <p>{[t('title'), t('missingInFrench'), t('nested'), t('empty'), '.'].join('|')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    expect(screen.getByText('Carrières|Only in English|Voir Carrières||.')).toBeTruthy();
    expect(resolve.mock.calls.map(([key]) => key)).toEqual([
      'missingInFrench',
      'nested',
      'title', // nested in 'nested', by i18next
      'empty',
    ]);
  });

  it('follows a change of language, with a new t and instance for hooks that depend on them', async () => {
    const i18n = instance(TEXTS);
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Prefixed />
      </I18nextProvider>,
    );
    expect(screen.getByText('Careers (en)')).toBeTruthy();
    expect(screen.getByText('Home')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Carrières (fr)')).toBeTruthy();
    expect(screen.getByText('Accueil')).toBeTruthy();
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('shows texts added after the first render (a fallback file arriving)', () => {
    const i18n = instance({ en: { title: 'Careers' } });
    function Late() {
      const { t } = useTranslation();
      return <span>{t('late')}</span>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByText('late')).toBeTruthy();
    act(() => i18n.addResourceBundle('en', 'translation', { late: 'Arrived' }));
    expect(screen.getByText('Arrived')).toBeTruthy();
  });

  it('suspends until the language file is loaded', async () => {
    const i18n = createInstance();
    const waiting: ((e: null, d: Record<string, string>) => void)[] = [];
    const deliver = (texts: Record<string, string>) => waiting.forEach((done) => done(null, texts));
    void i18n
      .use({
        type: 'backend',
        init() {},
        read(_lng: string, _ns: string, callback: (e: null, d: Record<string, string>) => void) {
          waiting.push(callback);
        },
      })
      .use(initReactI18next)
      .init({
        lng: 'en',
        fallbackLng: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Greeting />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    // i18next asks its backend in a task of its own, after the first render.
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => deliver({ title: 'Careers' }));
    expect(await screen.findByText('Careers (en)')).toBeTruthy();
  });
});
