// @vitest-environment jsdom
import { WEB_LINK_LABELS, webLinkMessages } from '@careers/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../core/test/render.tsx';
import { usePortalMessage } from './portal-messages.ts';

async function messageIn(lng: 'en' | 'de') {
  const i18n = testI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => usePortalMessage(), { wrapper }).result.current;
}

describe('usePortalMessage', () => {
  const link = webLinkMessages(WEB_LINK_LABELS.candidateLink);

  it("shows each refusal of a profile link in English as the contract's own words", async () => {
    const message = await messageIn('en');
    for (const text of Object.values(link)) expect(message(text)).toBe(text);
  });

  it('translates each of them', async () => {
    const message = await messageIn('de');
    expect(message(link.invalid)).toBe(
      'Link-Adresse: Geben Sie eine Webadresse wie example.com oder https://example.com ein',
    );
    expect(message(link.scheme)).toBe(
      'Link-Adresse: Nur Adressen mit http:// oder https:// sind erlaubt',
    );
    expect(message(link.credentials)).toBe(
      'Link-Adresse: Eine Adresse mit Benutzername oder Passwort ist nicht erlaubt',
    );
    expect(message(link.tooLong)).toBe('Link-Adresse: höchstens 300 Zeichen');
  });
});
