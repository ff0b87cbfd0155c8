export type Messages = Record<string, unknown>;

/** The language of a locale file path (`.../sv.json` → `sv`). */
export function languageOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/**
 * Merges locale files of one language: `locales/<lang>.json` for the shell and each feature's
 * `features/<area>/locales/<lang>.json`, whose top-level keys are that feature's namespace.
 * A top-level key defined twice is an error.
 */
export function mergeMessages(files: readonly (readonly [path: string, messages: Messages])[]): Messages {
  const out: Messages = {};
  for (const [path, messages] of files) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in out) throw new Error(`i18n: key "${key}" of ${path} is defined twice`);
      out[key] = value;
    }
  }
  return out;
}
