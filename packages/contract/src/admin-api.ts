import { z } from 'zod';
import { type AdminPermission, AdminTenantQuerySchema, AuditAnswerSchema, AuditQuerySchema } from './admin.ts';
import {
  AdminCampaignSchema,
  AdminCampaignsAnswerSchema,
  AdminCampaignsListQuerySchema,
  AdminCampaignsQuerySchema,
  CampaignCreateBodySchema,
  CampaignIdParamSchema,
  CampaignPatchBodySchema,
  HomeSliderAnswerSchema,
  HomeSliderBodySchema,
} from './admin-campaigns.ts';
import {
  AdminArticleSchema,
  AdminCatalogQuerySchema,
  AdminCategoryAnswerSchema,
  AdminCreateArticleBodySchema,
  AdminCreateProductBodySchema,
  AdminGroupAnswerSchema,
  AdminGroupsAnswerSchema,
  AdminPatchArticleBodySchema,
  AdminPatchCategoryBodySchema,
  AdminPatchGroupBodySchema,
  AdminPatchProductBodySchema,
  AdminProductListAnswerSchema,
  AdminProductListQuerySchema,
  AdminProductSchema,
  CatalogIdParamSchema,
} from './admin-catalog.ts';
import {
  AddStoreBodySchema,
  AdminCreateCustomerBodySchema,
  AdminCustomerListAnswerSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerSchema,
  AdminPatchCustomerBodySchema,
  ApproveStoreRequestBodySchema,
  CustomerNumberParamSchema,
  RejectStoreRequestBodySchema,
  RequestIdParamSchema,
  StoreLinkParamSchema,
  StoreRequestListQuerySchema,
  StoreRequestSchema,
} from './admin-customers.ts';
import { CATALOG_IMPORT_MAX_BYTES, CatalogImportQuerySchema, CatalogImportReportSchema } from './admin-import.ts';
import {
  AdminMediaQuerySchema,
  AdminProductMediaSchema,
  FilePatchBodySchema,
  ImagePatchBodySchema,
  MediaIdParamSchema,
  VideoPatchBodySchema,
} from './admin-media.ts';
import {
  AdminOrderCsvQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  OrderEventBodySchema,
  OrderNumberParamSchema,
} from './admin-orders.ts';
import { AdminSettingsPatchSchema, AdminSettingsQuerySchema, AdminSettingsSchema } from './admin-settings.ts';
import {
  AdminContentPageSchema,
  AdminContentPatchSchema,
  ContentListAnswerSchema,
  ContentListQuerySchema,
  ContentPageParamSchema,
} from './content-pages.ts';
import { OperationAnswerSchema } from './errors.ts';
import { SuccessAnswerSchema } from './order.ts';

/**
 * One call of the back office's API (`/api/admin/...`) as the operator's side and the server
 * both read it: the method and path, the permission the operator needs in the tenant, what it
 * takes and what it answers (its own answers; every call may also answer 401, 403, 404, 409 and
 * 422), and the summary the API docs show.
 */
export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  permission: AdminPermission;
  summary: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The media types of a body other than JSON (an upload, a CSV file). */
  consumes?: readonly string[];
  /** The largest body, where it is not the API's small JSON limit. */
  bodyLimit?: number;
  /** The media types of an answer other than JSON (a CSV export, a picture). */
  produces?: readonly string[];
  /** Its own answers by status; none for an answer of bytes or a stream. */
  response: Partial<Record<200 | 201 | 204 | 413 | 415, z.ZodType>>;
}

/** An area of the back office's API: its calls under one heading of the API docs. */
export interface AdminApiArea<C extends Record<string, AdminCall> = Record<string, AdminCall>> {
  tag: string;
  calls: C;
}

const area = <C extends Record<string, AdminCall>>(tag: string, calls: C): AdminApiArea<C> => ({ tag, calls });

const CUSTOMER = '/api/admin/customers/:customerNumber';

export const AdminOrdersApi = area('admin: orders', {
  list: {
    method: 'GET',
    url: '/api/admin/orders',
    permission: 'orders:read',
    summary:
      "A page of the shop's orders: filtered by status and days, searched by order or customer number, e-mail, name, recipient or article number; the count stops at 10,000 (totalIsLowerBound)",
    querystring: AdminOrderListQuerySchema,
    response: { 200: AdminOrderListAnswerSchema },
  },
  csv: {
    method: 'GET',
    url: '/api/admin/orders.csv',
    permission: 'orders:read',
    summary:
      "The shop's orders placed in the days from–to as CSV (UTF-8, a header row, one row per order line), streamed",
    querystring: AdminOrderCsvQuerySchema,
    produces: ['text/csv'],
    response: {},
  },
  order: {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber',
    permission: 'orders:read',
    summary:
      'An order with its lines, addresses, payment, forms data, message, history and the events its state allows',
    params: OrderNumberParamSchema,
    querystring: AdminTenantQuerySchema,
    response: { 200: AdminOrderSchema },
  },
  event: {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/events',
    permission: 'orders:write',
    summary:
      'Marks an order printed, invoiced, shipped (with its parcel number: the customer is mailed) or canceled, as the state machine allows; 409 transition_not_allowed changes nothing',
    params: OrderNumberParamSchema,
    querystring: AdminTenantQuerySchema,
    body: OrderEventBodySchema,
    response: { 200: AdminOrderSchema },
  },
});

export const AdminCustomersApi = area('admin: customers', {
  list: {
    method: 'GET',
    url: '/api/admin/customers',
    permission: 'customers:read',
    summary:
      "A page of the tenant's customers, newest first; q searches customer number, name or company, e-mail " +
      'and organisation number; the count stops at 10,000 (totalIsLowerBound)',
    querystring: AdminCustomerListQuerySchema,
    response: { 200: AdminCustomerListAnswerSchema },
  },
  customer: {
    method: 'GET',
    url: CUSTOMER,
    permission: 'customers:read',
    summary: 'A customer with its addresses, stores and latest 20 orders',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    response: { 200: AdminCustomerSchema },
  },
  create: {
    method: 'POST',
    url: '/api/admin/customers',
    permission: 'customers:write',
    summary:
      'Open a customer account: a new customer number, a user with the e-mail and no password, and the ' +
      'set-password mail; a taken e-mail is 422 { field: "email", message: "email_in_use" }',
    querystring: AdminTenantQuerySchema,
    body: AdminCreateCustomerBodySchema,
    response: { 201: AdminCustomerSchema },
  },
  change: {
    method: 'PATCH',
    url: CUSTOMER,
    permission: 'customers:write',
    summary:
      'Disable or enable a customer (its sessions end at once), change its type, newsletter and addresses; ' +
      'answers the customer',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    body: AdminPatchCustomerBodySchema,
    response: { 200: AdminCustomerSchema },
  },
  passwordReset: {
    method: 'POST',
    url: `${CUSTOMER}/password-reset`,
    permission: 'customers:write',
    summary:
      "Send the customer the shop's password-reset mail; 409 no_email for a customer without an e-mail " +
      'address, customer_disabled for a disabled one',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    response: { 200: SuccessAnswerSchema },
  },
});

export const AdminStoresApi = area('admin: stores', {
  requests: {
    method: 'GET',
    url: '/api/admin/store-requests',
    permission: 'stores:write',
    summary: "The tenant's store-account requests, newest first (at most 500), of one status or all",
    querystring: StoreRequestListQuerySchema,
    response: { 200: z.array(StoreRequestSchema) },
  },
  approve: {
    method: 'POST',
    url: '/api/admin/store-requests/:id/approve',
    permission: 'stores:write',
    summary:
      'Approve a pending request: creates the business customer and its user, links the stores given, ' +
      'mails the welcome with a set-password link; 409 already_decided, email_in_use',
    querystring: AdminTenantQuerySchema,
    params: RequestIdParamSchema,
    body: ApproveStoreRequestBodySchema.nullish(),
    response: { 200: StoreRequestSchema },
  },
  reject: {
    method: 'POST',
    url: '/api/admin/store-requests/:id/reject',
    permission: 'stores:write',
    summary: 'Reject a pending request and mail the reason to the requester; 409 already_decided',
    querystring: AdminTenantQuerySchema,
    params: RequestIdParamSchema,
    body: RejectStoreRequestBodySchema,
    response: { 200: StoreRequestSchema },
  },
  addStore: {
    method: 'POST',
    url: `${CUSTOMER}/stores`,
    permission: 'stores:write',
    summary:
      'Link a store (an existing customer of the tenant) to a customer; answers the customer; 409 already_linked',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    body: AddStoreBodySchema,
    response: { 201: AdminCustomerSchema },
  },
  removeStore: {
    method: 'DELETE',
    url: `${CUSTOMER}/stores/:storeCustomerNumber`,
    permission: 'stores:write',
    summary: "Remove a store from a customer's stores; answers the customer",
    querystring: AdminTenantQuerySchema,
    params: StoreLinkParamSchema,
    response: { 200: AdminCustomerSchema },
  },
});

export const AdminAuditApi = area('admin: audit', {
  trail: {
    method: 'GET',
    url: '/api/admin/audit',
    permission: 'customers:read',
    summary: "Who changed what and when in the tenant's back office, newest first (of one entity if asked)",
    querystring: AuditQuerySchema,
    response: { 200: AuditAnswerSchema },
  },
});

export const AdminCatalogApi = area('admin catalog', {
  products: {
    method: 'GET',
    url: '/api/admin/products',
    permission: 'catalog:read',
    summary:
      "A page of the tenant's products (inactive ones too) in the shop's order; q searches the name in any " +
      'language and article numbers; group and state filter; the count stops at 10,000 (totalIsLowerBound)',
    querystring: AdminProductListQuerySchema,
    response: { 200: AdminProductListAnswerSchema },
  },
  product: {
    method: 'GET',
    url: '/api/admin/products/:id',
    permission: 'catalog:read',
    summary: 'A product with every field (texts per language), its articles, media lists and the tenant languages',
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    response: { 200: AdminProductSchema },
  },
  createProduct: {
    method: 'POST',
    url: '/api/admin/products',
    permission: 'catalog:write',
    summary: 'Create a product in a group of the tenant; answers the product',
    querystring: AdminCatalogQuerySchema,
    body: AdminCreateProductBodySchema,
    response: { 201: AdminProductSchema },
  },
  changeProduct: {
    method: 'PATCH',
    url: '/api/admin/products/:id',
    permission: 'catalog:write',
    summary:
      'Change any subset of a product: texts per language ("" removes a language), group (moves it), ' +
      'related products, recommended, active (inactive: the shop does not find it); answers the product',
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    body: AdminPatchProductBodySchema,
    response: { 200: AdminProductSchema },
  },
  createArticle: {
    method: 'POST',
    url: '/api/admin/products/:id/articles',
    permission: 'catalog:write',
    summary:
      'Add an article (package size) to a product; a taken article number is 422 ' +
      '{ field: "articleNumber", message: "article_number_taken" }',
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    body: AdminCreateArticleBodySchema,
    response: { 201: AdminArticleSchema },
  },
  changeArticle: {
    method: 'PATCH',
    url: '/api/admin/articles/:id',
    permission: 'catalog:write',
    summary:
      'Change any subset of an article: a price (net, minor units) applies to carts and new orders at once, ' +
      'placed orders keep theirs; inactive: the shop does not find it and refuses new orders with it',
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    body: AdminPatchArticleBodySchema,
    response: { 200: AdminArticleSchema },
  },
  groups: {
    method: 'GET',
    url: '/api/admin/groups',
    permission: 'catalog:read',
    summary: "The tenant's categories with their groups (texts per language, order, picture, product count)",
    querystring: AdminCatalogQuerySchema,
    response: { 200: AdminGroupsAnswerSchema },
  },
  changeCategory: {
    method: 'PATCH',
    url: '/api/admin/categories/:id',
    permission: 'catalog:write',
    summary: "Change a category's texts per language and position; answers the category with its groups",
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    body: AdminPatchCategoryBodySchema,
    response: { 200: AdminCategoryAnswerSchema },
  },
  changeGroup: {
    method: 'PATCH',
    url: '/api/admin/groups/:id',
    permission: 'catalog:write',
    summary: "Change a group's texts per language and position, or move it to another category; answers the group",
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    body: AdminPatchGroupBodySchema,
    response: { 200: AdminGroupAnswerSchema },
  },
});

/** What an upload of a picture says of itself: the formats, limits and errors. */
const PICTURE_UPLOAD =
  'JPEG, PNG, WebP, AVIF or GIF by its content, at most 10 MB (413 media_too_large) and 40 megapixels; resized ' +
  'to the shop sizes as WebP and AVIF';
const PICTURE_ERRORS =
  '422 file: media_wrong_type (SVG included), media_unreadable, media_too_many_pixels, media_file_missing';
const UPLOAD_ERRORS = { 413: OperationAnswerSchema, 415: OperationAnswerSchema };

/** An upload of a product's media (multipart, part `file`; JSON too for a linked video): answers the product's media. */
const mediaUpload = (path: string, summary: string) =>
  ({
    method: 'POST',
    url: `/api/admin/products/:id/${path}`,
    permission: 'catalog:write',
    summary,
    querystring: AdminMediaQuerySchema,
    params: MediaIdParamSchema,
    consumes: ['multipart/form-data', 'application/json'],
    response: { 201: AdminProductMediaSchema, ...UPLOAD_ERRORS },
  }) satisfies AdminCall;

/** A change (PATCH) or removal (DELETE) of one picture, file or video: answers the product's media. */
const mediaItem = <M extends 'PATCH' | 'DELETE'>(method: M, path: string, summary: string) =>
  ({
    method,
    url: `/api/admin/${path}/:id`,
    permission: 'catalog:write',
    summary: `${summary}; answers the product's media`,
    querystring: AdminMediaQuerySchema,
    params: MediaIdParamSchema,
    response: { 200: AdminProductMediaSchema },
  }) satisfies AdminCall;

const mediaChange = <B extends z.ZodType>(path: string, summary: string, body: B) => ({
  ...mediaItem('PATCH', path, summary),
  body,
});

export const AdminMediaApi = area('admin: media', {
  media: {
    method: 'GET',
    url: '/api/admin/products/:id/media',
    permission: 'catalog:read',
    summary: "A product's pictures (the first is the main one), PDF files and videos, each in its order",
    querystring: AdminMediaQuerySchema,
    params: MediaIdParamSchema,
    response: { 200: AdminProductMediaSchema },
  },
  thumbnail: {
    method: 'GET',
    url: '/api/admin/images/:id/thumbnail',
    permission: 'catalog:read',
    summary:
      "A picture's smallest WebP size (else the picture as uploaded) for the back office's lists: the bearer " +
      "token stands for the shop's media cookie, which an operator does not have",
    querystring: AdminMediaQuerySchema,
    params: MediaIdParamSchema,
    produces: ['image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'],
    response: {},
  },
  uploadImage: mediaUpload(
    'images',
    `Upload a picture (multipart, part \`file\`): ${PICTURE_UPLOAD}; placed last. ${PICTURE_ERRORS}`,
  ),
  uploadFile: mediaUpload(
    'files',
    'Upload a PDF (multipart: optional field `title` first, then part `file`), by its content, at most 20 MB; ' +
      'placed last. 413 media_too_large; 422 file: media_wrong_type, media_file_missing',
  ),
  uploadVideo: mediaUpload(
    'videos',
    'Add a video: an MP4 or WebM file (multipart, part `file`, at most 50 MB, by its content) or JSON ' +
      '{ source: YOUTUBE|VIMEO, externalId } (an 11-character YouTube id, a numeric Vimeo id); placed last',
  ),
  changeImage: mediaChange('images', 'Change a picture: position (0 first) or main: true', ImagePatchBodySchema),
  changeFile: mediaChange('files', 'Change a PDF file: position and/or title', FilePatchBodySchema),
  changeVideo: mediaChange('videos', 'Change a video: position', VideoPatchBodySchema),
  removeImage: mediaItem('DELETE', 'images', 'Delete a picture (and its sizes)'),
  removeFile: mediaItem('DELETE', 'files', 'Delete a file'),
  removeVideo: mediaItem('DELETE', 'videos', 'Delete a video'),
});

/** The picture of a group or a category (the shop's category cards): set (multipart upload) or removed. */
const picture = <A extends z.ZodType>(
  method: 'POST' | 'DELETE',
  owner: string,
  path: string,
  answer: A,
  answers: string,
) =>
  ({
    method,
    url: `/api/admin/${path}/:id/picture`,
    permission: 'catalog:write',
    summary:
      method === 'POST'
        ? `Set or replace the picture of a ${owner} (multipart, part \`file\`): ${PICTURE_UPLOAD}; the picture ` +
          `before is deleted when no product and nothing else has it. ${PICTURE_ERRORS}; answers ${answers}`
        : `Remove the picture of a ${owner} (deleted when no product and nothing else has it); answers ${answers}`,
    querystring: AdminCatalogQuerySchema,
    params: CatalogIdParamSchema,
    ...(method === 'POST' ? { consumes: ['multipart/form-data'] } : {}),
    response: method === 'POST' ? { 200: answer, ...UPLOAD_ERRORS } : { 200: answer },
  }) satisfies AdminCall;

export const AdminGroupPicturesApi = area('admin catalog', {
  setGroupPicture: picture('POST', 'group', 'groups', AdminGroupAnswerSchema, 'the group'),
  removeGroupPicture: picture('DELETE', 'group', 'groups', AdminGroupAnswerSchema, 'the group'),
  setCategoryPicture: picture(
    'POST',
    'category',
    'categories',
    AdminCategoryAnswerSchema,
    'the category with its groups',
  ),
  removeCategoryPicture: picture(
    'DELETE',
    'category',
    'categories',
    AdminCategoryAnswerSchema,
    'the category with its groups',
  ),
});

export const AdminImportApi = area('admin: catalog import', {
  export: {
    method: 'GET',
    url: '/api/admin/catalog.csv',
    permission: 'catalog:read',
    summary:
      "Every article of the shop with its product as CSV (UTF-8 with a byte order mark, a header row, a name column per language of the shop, money as decimals), streamed; the import's format",
    querystring: AdminTenantQuerySchema,
    produces: ['text/csv'],
    response: {},
  },
  import: {
    method: 'POST',
    url: '/api/admin/catalog/import',
    permission: 'catalog:write',
    summary:
      'Imports a catalog CSV (the export\'s columns; "," ";" or tab separated, quoted fields, a byte order mark allowed) upserting articles by article number: dryRun=true (the default) reports what would change and every bad row by line and column, changing nothing; dryRun=false applies only the good rows, in one transaction, with one audit row',
    querystring: CatalogImportQuerySchema,
    consumes: ['text/csv'],
    bodyLimit: CATALOG_IMPORT_MAX_BYTES,
    body: z.string(),
    response: { 200: CatalogImportReportSchema },
  },
});

export const AdminContentApi = area('admin: content', {
  list: {
    method: 'GET',
    url: '/api/admin/content',
    permission: 'catalog:read',
    summary: "The tenant's content pages in each of its languages, with when and by whom they last changed",
    querystring: ContentListQuerySchema,
    response: { 200: ContentListAnswerSchema },
  },
  page: {
    method: 'GET',
    url: '/api/admin/content/:page/:language',
    permission: 'catalog:read',
    summary:
      "A content page in one of the tenant's languages; body null when it has none there (fallback: what the " +
      'shop shows instead)',
    querystring: AdminTenantQuerySchema,
    params: ContentPageParamSchema,
    response: { 200: AdminContentPageSchema },
  },
  change: {
    method: 'PATCH',
    url: '/api/admin/content/:page/:language',
    permission: 'catalog:write',
    summary:
      "Replace a content page's body (the page's schema: plain texts, {{placeholders}} of the shop's values); " +
      'the shop serves it at once; answers the page',
    querystring: AdminTenantQuerySchema,
    params: ContentPageParamSchema,
    body: AdminContentPatchSchema,
    response: { 200: AdminContentPageSchema },
  },
});

export const AdminCampaignsApi = area('admin: campaigns', {
  list: {
    method: 'GET',
    url: '/api/admin/campaigns',
    permission: 'catalog:read',
    summary: "The tenant's campaigns in display order with their products, and the home page's 'In focus' set",
    querystring: AdminCampaignsListQuerySchema,
    response: { 200: AdminCampaignsAnswerSchema },
  },
  create: {
    method: 'POST',
    url: '/api/admin/campaigns',
    permission: 'catalog:write',
    summary: 'A new campaign, last in the order, with its products; 409 too_many_campaigns',
    querystring: AdminCampaignsQuerySchema,
    body: CampaignCreateBodySchema,
    response: { 201: AdminCampaignSchema },
  },
  change: {
    method: 'PATCH',
    url: '/api/admin/campaigns/:id',
    permission: 'catalog:write',
    summary: 'Change a campaign: texts per language, active, its place in the order, its products (in order)',
    querystring: AdminCampaignsQuerySchema,
    params: CampaignIdParamSchema,
    body: CampaignPatchBodySchema,
    response: { 200: AdminCampaignSchema },
  },
  remove: {
    method: 'DELETE',
    url: '/api/admin/campaigns/:id',
    permission: 'catalog:write',
    summary: 'Delete a campaign (its products stay in the catalog)',
    querystring: AdminCampaignsQuerySchema,
    params: CampaignIdParamSchema,
    response: { 204: z.null() },
  },
  slider: {
    method: 'PUT',
    url: '/api/admin/home/slider',
    permission: 'catalog:write',
    summary:
      "The home page slider's products in order (none: the first of the range); 422 productIds.N not_found " +
      'for a product the tenant does not have',
    querystring: AdminCampaignsListQuerySchema,
    body: HomeSliderBodySchema,
    response: { 200: HomeSliderAnswerSchema },
  },
});

export const AdminSettingsApi = area('admin: settings', {
  settings: {
    method: 'GET',
    url: '/api/admin/settings',
    permission: 'settings:read',
    summary: "The tenant's settings: VAT, languages, checkout switches, service prices, addresses, contact",
    querystring: AdminSettingsQuerySchema,
    response: { 200: AdminSettingsSchema },
  },
  change: {
    method: 'PATCH',
    url: '/api/admin/settings',
    permission: 'settings:write',
    summary:
      'Change any subset of the settings; one audit row of what changed; in effect in the shop at once, ' +
      'on every process; 409 currency_locked (the tenant has orders)',
    querystring: AdminSettingsQuerySchema,
    body: AdminSettingsPatchSchema,
    response: { 200: AdminSettingsSchema },
  },
});

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
