import {
  AdminCampaignsApi,
  AdminCatalogApi,
  AdminContentApi,
  AdminGroupPicturesApi,
  AdminImportApi,
  AdminMediaApi,
  AdminSettingsApi,
} from './admin-api-catalog.ts';
import { AdminAuditApi, AdminCustomersApi, AdminOrdersApi, AdminStoresApi } from './admin-api-people.ts';

export * from './admin-api-catalog.ts';
export * from './admin-api-people.ts';
export * from './admin-call.ts';

/** Every area of the back office's API that an operator's permission guards (sign-in is apart). */
export const ADMIN_API = [
  AdminOrdersApi,
  AdminCustomersApi,
  AdminStoresApi,
  AdminAuditApi,
  AdminMediaApi,
  AdminCatalogApi,
  AdminGroupPicturesApi,
  AdminImportApi,
  AdminContentApi,
  AdminSettingsApi,
  AdminCampaignsApi,
] as const;
