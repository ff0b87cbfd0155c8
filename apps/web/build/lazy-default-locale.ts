import type { Plugin } from 'vite';

/** react-aria's default-locale module, as the package publishes it. */
const DEFAULT_LOCALE_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/** `let <current> = <getDefaultLocale>();`: the module's own evaluation asks for the locale. */
const EAGER_DEFAULT = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/;

/**
 * Makes react-aria read the browser's default locale when a component first asks for it instead
 * of when its module is evaluated.
 *
 * The module checks the locale with `Intl.DateTimeFormat.supportedLocalesOf` and its direction
 * with `Intl.Locale` at evaluation. Those are a page's first calls into Intl, which start the
 * browser's locale data: 28-65 ms on this project's machine without throttling, in the product
 * page's largest task, though no component of a first view asks for the locale (the shop writes
 * numbers and texts itself; decision 017). The rewrite keeps the module's behaviour otherwise:
 * the same value on first use, the same updates on `languagechange`.
 *
 * Throws when the published module no longer has the expected form, so that an upgrade of
 * react-aria cannot quietly bring the start-up cost back.
 */
export function lazyDefaultLocaleSource(code: string): string {
  const [statement, current, getDefaultLocale] = EAGER_DEFAULT.exec(code) ?? [];
  if (!statement || !current || !getDefaultLocale) {
    throw new Error('react-aria useDefaultLocale: no module-level default locale found');
  }
  const initialState = new RegExp(`(\\(0, \\$\\w+\\$useState\\)\\()${literally(current)}\\)`);
  if (!initialState.test(code)) {
    throw new Error('react-aria useDefaultLocale: the state that reads the default locale was not found');
  }
  // Functions, not replacement strings: the module's names are full of `$`.
  return code
    .replace(statement, () => `let ${current} = null;`)
    .replace(initialState, (_all, call: string) => `${call}() => ${current} ??= ${getDefaultLocale}())`);
}

/** `name` as a regular expression that matches it alone (its `$` signs are no anchors). */
function literally(name: string): string {
  return name.replace(/\$/g, '\\$');
}

/** The build step that applies {@link lazyDefaultLocaleSource}; fails the build if it found nothing to apply to. */
export function lazyDefaultLocale(): Plugin {
  let rewritten = false;
  return {
    name: 'lazy-default-locale',
    apply: 'build',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id)) return null;
      rewritten = true;
      return { code: lazyDefaultLocaleSource(code), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten) {
        this.error(
          'react-aria useDefaultLocale.mjs was not part of the build: remove lazyDefaultLocale() or find where it moved',
        );
      }
    },
  };
}
