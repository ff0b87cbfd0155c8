import { z } from 'zod';
import { AdminTenantQuerySchema } from './admin.ts';
import { type AdminCall, adminApiArea } from './admin-call.ts';
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
import { CATALOG_IMPORT_MAX_BYTES, CatalogImportQuerySchema, CatalogImportReportSchema } from './admin-import.ts';
import {
  AdminMediaQuerySchema,
  AdminProductMediaSchema,
  FilePatchBodySchema,
  ImagePatchBodySchema,
  MediaIdParamSchema,
  VideoPatchBodySchema,
} from './admin-media.ts';
import { AdminSettingsPatchSchema, AdminSettingsQuerySchema, AdminSettingsSchema } from './admin-settings.ts';
import {
  AdminContentPageSchema,
  AdminContentPatchSchema,
  ContentListAnswerSchema,
  ContentListQuerySchema,
  ContentPageParamSchema,
} from './content-pages.ts';
import { OperationAnswerSchema } from './errors.ts';

/** The back office's calls on the catalog, its media, the import, content pages, campaigns and settings. */
export const AdminCatalogApi = adminApiArea('admin catalog', {
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

export const AdminMediaApi = adminApiArea('admin: media', {
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

export const AdminGroupPicturesApi = adminApiArea('admin catalog', {
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

export const AdminImportApi = adminApiArea('admin: catalog import', {
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

export const AdminContentApi = adminApiArea('admin: content', {
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

export const AdminCampaignsApi = adminApiArea('admin: campaigns', {
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

export const AdminSettingsApi = adminApiArea('admin: settings', {
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
