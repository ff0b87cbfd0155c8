/** The order calls other features may use. */

export { getAddressType } from './address-type.ts';
export { type AdministrativeFeeArticle, fetchAdministrativeFee, useAdministrativeFee } from './administrative-fee.ts';
export { type DeliveryCostBody, getDeliveryCost, toDeliveryCost } from './delivery-cost.ts';
export { getRequiredInvoiceAddress } from './required-invoice-address.ts';
