import { decodeCsv } from '@shop/contract';

/**
 * A file's text: UTF-8, or Windows-1252 where the bytes are no UTF-8 (Excel's "CSV" on Swedish
 * and English Windows), as the back office's import reads it (contract `decodeCsv`). FileReader:
 * in every browser and in the tests' DOM.
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeCsv(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}
