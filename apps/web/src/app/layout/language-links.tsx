import { LANGUAGES, type Language } from '@shop/contract';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { switchLanguage, useTranslation } from '../../lib/i18n.ts';
import { htmlLang, LANGUAGE_NAMES, showsLanguageLinks } from '../../lib/language.ts';
import { useTenant } from '../../lib/tenant.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import styles from './header.module.css';

/**
 * The least width the service text of the top bar keeps (label and phone number) before the
 * language links give way to the language menu.
 */
const SERVICE_MIN_WIDTH = 288;

function LanguageLink({ lang, active, onChosen }: { lang: Language; active: boolean; onChosen?: () => void }) {
  const { pathname } = useLocation();
  return (
    <a
      href={`${pathname}?lang=${lang}`}
      lang={htmlLang(lang)}
      hrefLang={htmlLang(lang)}
      aria-current={active ? 'true' : undefined}
      data-lang={lang}
      onClick={(event) => {
        event.preventDefault();
        switchLanguage(lang);
        onChosen?.();
      }}
    >
      {LANGUAGE_NAMES[lang]}
    </a>
  );
}

/** Horizontal space a flex container leaves between its children. */
function columnGap(element: Element): number {
  const gap = Number.parseFloat(getComputedStyle(element).columnGap);
  return Number.isFinite(gap) ? gap : 0;
}

/**
 * Whether the links fit in the top bar row that holds this nav: the service text keeps
 * SERVICE_MIN_WIDTH, the other controls next to the nav keep theirs, the links take what they
 * need on one line (measured from an invisible copy). Without a layout (no width) they fit.
 */
function useLinksFit(nav: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>) {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const navEl = nav.current;
    const measureEl = measure.current;
    const controls = navEl?.parentElement;
    const row = controls?.parentElement;
    if (!navEl || !measureEl || !controls || !row) return;
    const check = () => {
      const style = getComputedStyle(row);
      const width = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (!(width > 0)) return setFit(true);
      const others = [...controls.children].filter((c) => c !== navEl);
      const othersWidth =
        others.reduce((sum, c) => sum + (c as HTMLElement).offsetWidth, 0) + others.length * columnGap(controls);
      const linksWidth = Math.ceil(measureEl.getBoundingClientRect().width);
      setFit(SERVICE_MIN_WIDTH + columnGap(row) + othersWidth + linksWidth <= width);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(row);
    observer.observe(measureEl);
    for (const c of controls.children) if (c !== navEl) observer.observe(c);
    return () => observer.disconnect();
  }, [nav, measure]);
  return fit;
}

/**
 * The language menu of the top bar where the links do not fit: a disclosure button that names
 * the current language and opens the list of language links. Escape, a click outside, leaving
 * it with Tab or choosing a language closes it; arrow keys move between the links.
 */
function LanguageMenu({ languages, current }: { languages: Language[]; current: Language }) {
  const { t } = useTranslation();
  const { open, setOpen, panelId, root, closeToButton, closeOnEscape, onBlur, buttonProps } =
    useDisclosure<HTMLDivElement>();

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event)) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => focusLink(down ? 0 : -1));
      return;
    }
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    focusLink(index === -1 ? (down ? 0 : -1) : index + (down ? 1 : -1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and focus of the button and links inside bubble here
    <div ref={root} className={styles.languageMenu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button {...buttonProps} type="button" className={styles.languageButton} data-testid="language-menu-button">
        <span className="visually-hidden">{t('header.languages')}: </span>
        <span lang={htmlLang(current)}>{LANGUAGE_NAMES[current]}</span>
        <ChevronDownIcon className={styles.languageChevron} size={14} strokeWidth={2.2} />
      </button>
      <ul id={panelId} className={styles.languageList} hidden={!open} data-testid="language-menu">
        {languages.map((lang) => (
          <li key={lang}>
            <LanguageLink lang={lang} active={current === lang} onChosen={closeToButton} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One link per tenant language, in its own language; none when the tenant forces one. In the
 * top bar (`fitToBar`) the links become a language menu where they do not fit on one line.
 */
export function LanguageLinks({ className, fitToBar = false }: { className?: string; fitToBar?: boolean }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLSpanElement>(null);
  const fit = useLinksFit(nav, measure);
  if (!showsLanguageLinks(tenant)) return null;
  const languages = LANGUAGES.filter((l) => tenant.languages.includes(l));
  const current = (languages.find((l) => l === i18n.language) ?? languages[0]) as Language;
  const menu = fitToBar && !fit;
  return (
    <nav
      ref={nav}
      aria-label={t('header.languages')}
      className={[styles.languages, fitToBar ? styles.barLanguages : '', className ?? ''].join(' ')}
      data-testid="language-links"
      data-mode={menu ? 'menu' : 'links'}
    >
      {menu ? (
        <LanguageMenu languages={languages} current={current} />
      ) : (
        <ul>
          {languages.map((lang) => (
            <li key={lang}>
              <LanguageLink lang={lang} active={i18n.language === lang} />
            </li>
          ))}
        </ul>
      )}
      {fitToBar ? (
        // The links' width on one line, whichever form shows: it decides between the two.
        <span className={styles.languageMeasure} aria-hidden="true">
          <span ref={measure}>
            {languages.map((lang) => (
              <span key={lang}>{LANGUAGE_NAMES[lang]}</span>
            ))}
          </span>
        </span>
      ) : null}
    </nav>
  );
}
