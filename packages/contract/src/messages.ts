/**
 * The pure core of the interface texts, for the shop and the back office alike: nested messages
 * per language looked up by dotted key, the plural form (`_one`, `_other`, ...) chosen by a
 * numeric `count`, and `{{name}}` placeholders. Loading the messages, the interface language and
 * the components' hooks stay in each app. Small on purpose: the shop's start-up code carries it.
 */

/** One language's messages: texts, or nested groups of them. */
export type Messages = { readonly [key: string]: unknown };

/** Values for a text's placeholders; `count` also picks the plural form. */
export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** The text at a dotted key (`catalog.shop.count`); a group or a missing key is undefined. */
export function lookupMessage(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in a language (`one`, `other`, ...), by its BCP 47 tag. */
export function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key`: for a numeric `count` the language's plural form first (`key_one`), then
 * `key_other`, then `key` itself; otherwise `key`.
 */
export function resolveMessage(
  messages: Messages | undefined,
  locale: string,
  key: string,
  count: unknown,
): string | undefined {
  if (typeof count === 'number') {
    return (
      lookupMessage(messages, `${key}_${pluralCategory(locale, count)}`) ??
      lookupMessage(messages, `${key}_other`) ??
      lookupMessage(messages, key)
    );
  }
  return lookupMessage(messages, key);
}

/** `text` with each `{{name}}` replaced by its option; a missing, undefined or null value leaves nothing. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * A translate function over a language's texts: the resolved text with its placeholders filled,
 * or, where no text exists, the key itself after `missing` was told (the interface never shows
 * an empty place).
 */
export function translator(
  resolve: (key: string, count: unknown) => string | undefined,
  missing: (key: string) => void,
): TFunction {
  return (key, options) => {
    const text = resolve(key, options?.count);
    if (text === undefined) {
      missing(key);
      return key;
    }
    return interpolate(text, options);
  };
}
