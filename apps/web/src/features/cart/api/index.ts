/** The order calls other features may use. */
export { useAdministrativeFee } from './administrative-fee.ts';
