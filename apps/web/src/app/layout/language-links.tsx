import { LANGUAGES } from '@shop/contract';
import { useLocation } from 'react-router';
import { switchLanguage, useTranslation } from '../../lib/i18n.ts';
import { htmlLang, LANGUAGE_NAMES, showsLanguageLinks } from '../../lib/language.ts';
import { useTenant } from '../../lib/tenant.ts';
import styles from './header.module.css';

/** One link per tenant language, in its own language; none when the tenant forces one. */
export function LanguageLinks({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const { pathname } = useLocation();
  if (!showsLanguageLinks(tenant)) return null;
  const languages = LANGUAGES.filter((l) => tenant.languages.includes(l));
  return (
    <nav
      aria-label={t('header.languages')}
      className={[styles.languages, className ?? ''].join(' ')}
      data-testid="language-links"
    >
      <ul>
        {languages.map((lang) => {
          const active = i18n.language === lang;
          return (
            <li key={lang}>
              <a
                href={`${pathname}?lang=${lang}`}
                lang={htmlLang(lang)}
                hrefLang={htmlLang(lang)}
                aria-current={active ? 'true' : undefined}
                data-lang={lang}
                onClick={(event) => {
                  event.preventDefault();
                  switchLanguage(lang);
                }}
              >
                {LANGUAGE_NAMES[lang]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
