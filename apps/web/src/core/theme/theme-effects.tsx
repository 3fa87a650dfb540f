import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { installRipple } from '../ui/ripple.ts';
import { selectLayout } from './layout.slice.ts';

/** Mirrors the theme state onto <html>: colour mode, skin class, direction and language. */
export function ThemeEffects() {
  const { skin, direction } = useSelector(selectLayout);
  const { i18n } = useTranslation();

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light');
    html.dataset.skin = skin;
  }, [skin]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  useEffect(() => {
    const apply = (lng: string) => {
      document.documentElement.lang = lng;
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  useEffect(() => installRipple(), []);
  return null;
}
