/** The addresses feature: pieces other features may use. */

export { lookupZip, useChangeAddress, useCountries, useInstallationCountry, type ZipLookup } from './api/postal.ts';
export { AddressEditor, type AddressEditorProps } from './components/address-editor.tsx';
export { MissingAddressBanners } from './components/missing-address-banners.tsx';
export { useOrganisationNumberHint } from './hooks/use-org-hint.ts';
export { isCompleteZip, useZipLookup, type ZipStatus } from './hooks/use-zip-lookup.ts';
export { NOTHING_FILLED, type ZipFilled, zipFill } from './lib/zip-fill.ts';

/** The account page's information tab, loaded on first use. */
export const loadInformationTab = () => import('./components/information-tab.tsx');
