import { useEffect, useState } from 'react';
import { ensureArea, useTranslation } from '../../../lib/i18n.ts';

/** Loads this feature's texts (the page that shows it may belong to another area). */
export function useAddressTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('addresses.delivery'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on a language switch
  useEffect(() => {
    let live = true;
    void ensureArea('addresses').then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return ready;
}
