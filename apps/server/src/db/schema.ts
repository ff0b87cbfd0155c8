import type { AuditEntity, ContentPageName } from '@shop/contract';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface LanguagesTable {
  code: string;
  name: string;
}

export interface TenantsTable {
  id: number;
  name: string;
  currency: string;
  vat_basis_points: number;
  public_tenant: boolean;
  business_private_toggle: boolean;
  admin_order_form_type: 'STANDARD' | 'NONE';
  default_language: string;
  forced_language: string | null;
  guest_checkout: boolean;
  show_campaigns: boolean;
  installation_country: string;
  theme_primary: string;
  theme_variant: 'default' | 'lab';
  contact: Json<Record<string, string>>;
  /** How the tenant's pages read (TenantContentSchema). */
  content: ColumnType<unknown, string | undefined, string>;
  ecommerce_certificate_url: string | null;
  created_at: Generated<Date>;
  premium_delivery: Generated<boolean>;
  invoice_type_choice: Generated<boolean>;
  e_invoice_question: Generated<boolean>;
  order_message: Generated<boolean>;
  waive_administrative_fee: Generated<boolean>;
  tracking_hosts: ColumnType<string[], string[] | undefined, string[]>;
  /** Internal addresses that get a copy of every order confirmation. */
  confirmation_copies: ColumnType<string[], string[] | undefined, string[]>;
  /** Public address of the shop, used in mailed links (never the request's Host). */
  base_url: string | null;
  /** Where a parcel is tracked: `{parcelNumber}` is replaced; null: no tracking link. */
  parcel_tracking_url: Generated<string | null>;
}

export interface TenantLanguagesTable {
  tenant_id: number;
  language_code: string;
  position: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: Generated<string>;
  image_filename: string | null;
  position: Generated<number>;
}

export interface ArticleGroupsTable {
  id: Generated<number>;
  tenant_id: number;
  category_id: number;
  name: string;
  description: Generated<string>;
  image_filename: string | null;
  position: Generated<number>;
  /** The last change of the group's row (migration 024). */
  updated_at: Generated<Date>;
}

export interface ProductsTable {
  id: Generated<number>;
  tenant_id: number;
  group_id: number;
  name: string;
  description: Generated<string>;
  detailed_description: Generated<string>;
  specification: Generated<string>;
  recommended: Generated<boolean>;
  popup_image_file_name: string | null;
  position: Generated<number>;
  /** False: the shop does not find it (migration 018). */
  active: Generated<boolean>;
  /** The last change of the product or of its articles, pictures, files or videos (migration 024). */
  updated_at: Generated<Date>;
}

export interface ArticlesTable {
  id: Generated<number>;
  tenant_id: number;
  container_id: number;
  article_number: string;
  name: string;
  quantity: number;
  price_minor: number;
  weight_grams: number;
  free_shipping: Generated<boolean>;
  number_of_forms: Generated<number>;
  payer: Generated<'ALWAYS_CUSTOMER' | 'TENANT' | 'CUSTOMER'>;
  alternative_price: string | null;
  freight: Generated<'NONE' | 'NORMAL' | 'PREMIUM'>;
  administrative_fee: Generated<boolean>;
  position: Generated<number>;
  /** False: the shop does not find it, a new order with it is refused (migration 018). */
  active: Generated<boolean>;
}

export interface ImagesTable {
  id: Generated<number>;
  tenant_id: number;
  /** The product; null: a group's or category's picture (migration 022). */
  container_id: number | null;
  file_name: string;
  content_type: string;
  data: Uint8Array;
  position: Generated<number>;
}

export interface FilesTable {
  id: Generated<number>;
  tenant_id: number;
  container_id: number;
  file_name: string;
  title: string;
  content_type: string;
  data: Uint8Array;
  position: Generated<number>;
}

export interface VideosTable {
  id: Generated<number>;
  tenant_id: number;
  container_id: number;
  source: 'FILE' | 'YOUTUBE' | 'VIMEO';
  external_id: string;
  extension: string | null;
  file_name: string | null;
  position: Generated<number>;
  /** An uploaded video file's type and bytes; null for YouTube and Vimeo (migration 019). */
  content_type: string | null;
  data: Uint8Array | null;
}

/** The sizes made of an uploaded picture, WebP and AVIF (migration 019). */
export interface ImageVariantsTable {
  image_id: number;
  tenant_id: number;
  format: 'webp' | 'avif';
  width: number;
  height: number;
  data: Uint8Array;
}

export interface RelatedProductsTable {
  tenant_id: number;
  container_id: number;
  related_id: number;
  position: Generated<number>;
}

export interface CampaignsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: Generated<string>;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface CampaignProductsTable {
  tenant_id: number;
  campaign_id: number;
  container_id: number;
  position: Generated<number>;
}

export interface CustomersTable {
  id: Generated<number>;
  tenant_id: number;
  customer_number: string;
  customer_type: 'BUSINESS' | 'PRIVATE';
  company_name: string | null;
  name: string | null;
  corporate_identity_number: string | null;
  allow_newsletter: Generated<boolean>;
  payer: Generated<'CUSTOMER' | 'TENANT'>;
  default_article_group_id: number | null;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number | null;
  email: string | null;
  password_hash: string;
  temporary_password: Generated<boolean>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
  /** Moved on by a password reset: refresh tokens of an earlier epoch are refused (migration 008). */
  session_epoch: Generated<number>;
}

export interface StoresTable {
  id: Generated<number>;
  tenant_id: number;
  owner_customer_id: number;
  store_customer_id: number;
  store_id: string;
  name: string;
}

/** The invoicing details of an address: a customer's invoice address has them, its other addresses none. */
export interface AddressInvoiceColumns {
  invoice_reference: string | null;
  email_invoice_address: string | null;
  organisation_number: string | null;
  gln: string | null;
  electronic_invoice_system_address: string | null;
  electronic_operator: string | null;
}

export interface AddressesTable extends AddressInvoiceColumns {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  address_type: 'DELIVERY' | 'POSTAL' | 'INVOICE';
  recipient: string | null;
  street_name: string | null;
  street_number: string | null;
  street_letter: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
}

export interface OrdersTable {
  id: Generated<number>;
  tenant_id: number;
  order_number: Generated<number>;
  customer_id: number | null;
  guest_access_token_hash: string | null;
  order_date: Timestamp;
  currency: string;
  vat_basis_points: number;
  total_net_minor: number;
  total_vat_minor: number;
  total_gross_minor: number;
  shipping_minor: Generated<number>;
  administrative_fee_minor: Generated<number>;
  canceled: Generated<boolean>;
  printed: Generated<boolean>;
  invoiced: Generated<boolean>;
  parcel_number: string | null;
  delivery_address: Json | null;
  postal_address: Json | null;
  invoice_address: Json | null;
  message: string | null;
  premium_selected: Generated<boolean>;
  allow_newsletter: Generated<boolean>;
  form_data: Json | null;
  created_at: Generated<Date>;
  language: Generated<string>;
  address_type: Generated<'DELIVERY' | 'POSTAL'>;
  /** Placed by a private customer (consumer): shown with VAT, paid in advance. */
  private_customer: Generated<boolean>;
  shipped: Generated<boolean>;
  /** One word for the state, generated from the flags (contract `orderStatusOf`). */
  status: GeneratedAlways<'placed' | 'printed' | 'invoiced' | 'shipped' | 'canceled'>;
}

export interface OrderEventsTable {
  id: Generated<string>;
  tenant_id: number;
  order_id: number;
  type: 'printed' | 'invoiced' | 'shipped' | 'canceled';
  parcel_number: string | null;
  note: string | null;
  /** An operator's username, or 'customer' for the customer's own cancel. */
  actor: string;
  actor_user_id: number | null;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: number;
  actor: string;
  actor_user_id: number | null;
  /** One of the contract's AUDIT_ENTITIES. */
  entity: AuditEntity;
  entity_id: string;
  action: string;
  changes: Json;
  created_at: Generated<Date>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  article_id: number | null;
  article_number: string;
  container_id: number | null;
  name: string;
  description: Generated<string>;
  image: string | null;
  amount: number;
  price_minor: number;
  quantity: number;
  payer: string;
  alternative_price: string | null;
  freight: Generated<'NONE' | 'NORMAL' | 'PREMIUM'>;
  administrative_fee: Generated<boolean>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  family_id: string;
  token_hash: string;
  binding_hash: string | null;
  active_customer_id: number | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: Generated<'PENDING' | 'SENDING' | 'SENT' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
  order_id: number | null;
  kind: Generated<string>;
  /** One mail per key and tenant, e.g. `order:<id>:<recipient>`. */
  dedupe_key: string | null;
  /** A sender holds the mail until then; after it the mail may be taken again. */
  locked_until: Timestamp | null;
  message_id: string | null;
  /**
   * A mail with a secret (a reset link): its real text and HTML, sealed (mail/sealed-body.ts);
   * body_text and body_html then hold them with the link removed. Emptied once sent or given up.
   */
  sealed_body: string | null;
  /**
   * Set for an event queued unrendered (an order's confirmation, migration 013): the language the
   * sender renders it in from the stored order; subject and bodies stay empty until it is sent.
   */
  language: string | null;
}

export interface IdempotencyKeysTable {
  tenant_id: number;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: Json | null;
  created_at: Generated<Date>;
  /**
   * Who used the key (orders.service.ts principalOf: the user, a guest browser's cookie hash,
   * or a cookie-less guest's address); another caller with the same key is refused.
   */
  principal: Generated<string>;
}

export interface PostalDirectoryTable {
  country: string;
  zip_code: string;
  city: string;
  street_name: string;
}

export interface StoreAccountRequestsTable {
  id: Generated<number>;
  tenant_id: number;
  company_name: string;
  corporate_id: string;
  contact_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  language: Generated<string>;
  created_at: Generated<Date>;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
  customer_id: number | null;
}

export interface ContentPagesTable {
  tenant_id: number;
  page: ContentPageName;
  language: string;
  /** The page's body (contract CONTENT_BODY_SCHEMAS[page]); written as JSON text. */
  body: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string | null;
}

/** The products picked for the home page's slider, in order (migration 023). */
export interface HomeSliderTable {
  tenant_id: number;
  product_id: number;
  position: number;
}

/** A customer's (or store's) named list of articles to order again (migration 025). */
export interface OrderListsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrderListLinesTable {
  list_id: number;
  tenant_id: number;
  article_id: number;
  amount: number;
  position: number;
}

export interface Database {
  languages: LanguagesTable;
  tenants: TenantsTable;
  tenant_languages: TenantLanguagesTable;
  categories: CategoriesTable;
  article_groups: ArticleGroupsTable;
  products: ProductsTable;
  articles: ArticlesTable;
  images: ImagesTable;
  files: FilesTable;
  videos: VideosTable;
  image_variants: ImageVariantsTable;
  related_products: RelatedProductsTable;
  campaigns: CampaignsTable;
  campaign_products: CampaignProductsTable;
  customers: CustomersTable;
  users: UsersTable;
  stores: StoresTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  postal_directory: PostalDirectoryTable;
  store_account_requests: StoreAccountRequestsTable;
  order_events: OrderEventsTable;
  audit_log: AuditLogTable;
  content_pages: ContentPagesTable;
  home_slider: HomeSliderTable;
  order_lists: OrderListsTable;
  order_list_lines: OrderListLinesTable;
}
