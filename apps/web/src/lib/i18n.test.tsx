// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, initI18n, translations, useTranslation } from './i18n.ts';

beforeEach(() => {
  initI18n('en');
  window.__i18nMissing = [];
});
afterEach(cleanup);

describe('texts', () => {
  it('looks up dotted keys and fills placeholders', () => {
    const { t } = translations.viewFor('en');
    expect(t('app.retry')).toBe('Try again');
    expect(t('catalog.shop.count', { count: 1 })).toBe('1 product');
    expect(t('catalog.shop.count', { count: 3 })).toBe('3 products');
    expect(t('catalog.shop.count', { count: 0 })).toBe('0 products');
  });

  it('chooses the plural form of the language', () => {
    const sv = translations.viewFor('sv').t;
    expect(sv('catalog.shop.count', { count: 1 })).toBe('1 produkt');
    expect(sv('catalog.shop.count', { count: 2 })).toBe('2 produkter');
    // Danish and Norwegian use their own plural rules under the shop's codes.
    expect(translations.viewFor('dk').t('catalog.shop.count', { count: 1 })).toMatch(/^1 /);
  });

  it('reports a missing key and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translations.viewFor('en').t('no.such.key')).toBe('no.such.key');
    expect(window.__i18nMissing).toEqual(['en:no.such.key']);
    expect(warn).toHaveBeenCalled();
  });

  it('knows which keys exist in a language', () => {
    const { i18n } = translations.viewFor('en');
    expect(i18n.exists('app.retry')).toBe(true);
    expect(i18n.exists('app')).toBe(false);
    expect(i18n.exists('app.nothing')).toBe(false);
  });

  it('gives the same functions every time, per language', () => {
    expect(translations.viewFor('en')).toBe(translations.viewFor('en'));
    expect(translations.viewFor('en').t).not.toBe(translations.viewFor('sv').t);
  });

  it('renders components again when the language changes, and sets <html lang>', async () => {
    function Retry() {
      const { t, i18n } = useTranslation();
      return <p data-lang={i18n.language}>{t('app.retry')}</p>;
    }
    render(<Retry />);
    expect(screen.getByText('Try again').dataset.lang).toBe('en');
    await act(async () => {
      await changeLanguage('dk');
    });
    expect(screen.getByText('Prøv igen').dataset.lang).toBe('dk');
    expect(document.documentElement.lang).toBe('da');
    expect(currentLanguage()).toBe('dk');
  });
});
