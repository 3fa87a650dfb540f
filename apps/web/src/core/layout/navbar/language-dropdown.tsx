import Dropdown from 'react-bootstrap/Dropdown';
import { Check, Globe } from 'react-feather';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDispatch } from 'react-redux';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES, isLanguage, isRtlLanguage, type Language } from '../../i18n/languages.ts';
import { setDirection } from '../../theme/layout.slice.ts';

export function useSelectLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  return async (code: Language) => {
    const wasRtl = isRtlLanguage(i18n.language);
    await changeLanguage(code);
    // Arabic turns the layout right-to-left; leaving it turns it back.
    if (isRtlLanguage(code)) dispatch(setDirection('rtl'));
    else if (wasRtl) dispatch(setDirection('ltr'));
  };
}

export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const select = useSelectLanguage();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Dropdown as="li" className="nav-item dropdown-language" align="end">
      <Dropdown.Toggle
        as="button"
        className="nav-link btn btn-icon"
        title={t('frame.language.title')}
      >
        <Globe size={20} aria-hidden="true" />
        {/* The accessible name reads "Language: EN" and contains the visible code. */}
        <span className="visually-hidden">{t('frame.language.label', { language: '' })}</span>
        <span className="lang-code">{current.toUpperCase()}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((lang) => (
          <Dropdown.Item
            key={lang.code}
            as="button"
            lang={lang.code}
            active={lang.code === current}
            onClick={() => void select(lang.code)}
            className="d-flex align-items-center gap-2"
          >
            <span className="lang-badge" aria-hidden="true">
              {lang.code.toUpperCase()}
            </span>
            <span className="flex-grow-1">{lang.name}</span>
            {lang.code === current && <Check size={14} aria-hidden="true" />}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
