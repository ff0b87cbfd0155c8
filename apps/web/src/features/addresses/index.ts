/** The addresses feature: pieces other features may use. */

export { lookupZip, useChangeAddress, useCountries, useInstallationCountry, type ZipLookup } from './api/postal.ts';
export { AddressEditor, type AddressEditorProps } from './components/address-editor.tsx';
export { MissingAddressBanners } from './components/missing-address-banners.tsx';
export { isCompleteZip, useZipLookup, type ZipStatus } from './hooks/use-zip-lookup.ts';

/** The account page's information tab, loaded on first use. */
export const loadInformationTab = () => import('./components/information-tab.tsx');
