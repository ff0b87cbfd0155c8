import { useEffect, useState } from 'react';
import { ensureArea, useTranslation } from '../../../lib/i18n.ts';

/** Loads the texts of this feature (they are not part of the page that shows it); true once there. */
export function useSettingsTexts(enabled = true): boolean {
  const { i18n } = useTranslation();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const lang = i18n.language;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void ensureArea('settings').then(
      () => live && setReadyFor(lang),
      () => live && setReadyFor(lang),
    );
    return () => {
      live = false;
    };
  }, [enabled, lang]);
  return readyFor === lang;
}
