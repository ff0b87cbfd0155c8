import { isCompletePostcode } from '@shop/contract';
import { useCallback, useRef, useState } from 'react';
import { lookupZip, type ZipLookup } from '../api/postal.ts';

export type ZipStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * The postcode lookup of SPEC.md §5, for any address form: `check(zip)` asks the server
 * whether a zip code of the installation country is valid and, when it is, for its city and
 * street names. The same code is asked once; a newer check wins over an older one.
 * `onResult` gets each answer (zipFill says what it changes in the form: the city, and the
 * first street only where the user has typed none).
 */
export function useZipLookup(onResult: (result: ZipLookup, zip: string) => void) {
  const [status, setStatus] = useState<ZipStatus>('idle');
  const [streets, setStreets] = useState<string[]>([]);
  const last = useRef<string | null>(null);
  const seq = useRef(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  const check = useCallback(async (zip: string, opts: { force?: boolean; silent?: boolean } = {}) => {
    const value = zip.trim();
    if (!opts.force && value === last.current) return;
    last.current = value;
    const id = ++seq.current;
    setStatus('checking');
    try {
      const result = await lookupZip(value);
      if (id !== seq.current) return;
      setStatus(result.valid ? 'valid' : 'invalid');
      setStreets(result.streets);
      if (!opts.silent) onResultRef.current(result, value);
    } catch {
      if (id !== seq.current) return;
      // A failed lookup decides nothing: the server checks the zip code on save.
      last.current = null;
      setStatus('idle');
    }
  }, []);

  const reset = useCallback(() => {
    seq.current++;
    last.current = null;
    setStatus('idle');
    setStreets([]);
  }, []);

  return { status, streets, check, reset };
}

/**
 * A postcode is looked up once it has its country's format: Sweden's and Finland's at the 5th
 * digit, Denmark's at the 4th (the installation country's rule of the contract).
 */
export function isCompleteZip(value: string, country: string): boolean {
  return isCompletePostcode(value, country);
}
