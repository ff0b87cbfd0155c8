import { decodeCsv } from '@shop/contract';

/** A file's bytes. FileReader: in every browser and in the tests' DOM. */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A file's text: UTF-8, or Windows-1252 where the bytes are no UTF-8 (Excel's "CSV" on Swedish
 * and English Windows), as the back office's import reads it (contract `decodeCsv`).
 */
export async function readFileText(file: Blob): Promise<string> {
  return decodeCsv(new Uint8Array(await readFileBytes(file)));
}
