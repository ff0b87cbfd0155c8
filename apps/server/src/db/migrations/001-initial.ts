import { type Kysely, sql } from 'kysely';

/**
 * The whole model of SPEC.md §3. Every tenant-owned row carries tenant_id, and the
 * foreign keys between tenant-owned rows include tenant_id, so a row can never point
 * into another tenant. Amounts are integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
CREATE TABLE languages (
  code text PRIMARY KEY CHECK (code ~ '^[a-z]{2}$'),
  name text NOT NULL
);

CREATE TABLE tenants (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL,
  currency char(3) NOT NULL,
  vat_basis_points integer NOT NULL CHECK (vat_basis_points BETWEEN 0 AND 10000),
  public_tenant boolean NOT NULL,
  business_private_toggle boolean NOT NULL,
  admin_order_form_type text NOT NULL CHECK (admin_order_form_type IN ('STANDARD', 'NONE')),
  default_language text NOT NULL REFERENCES languages(code),
  forced_language text REFERENCES languages(code),
  guest_checkout boolean NOT NULL,
  show_campaigns boolean NOT NULL,
  installation_country text NOT NULL,
  theme_primary text NOT NULL,
  theme_variant text NOT NULL CHECK (theme_variant IN ('default', 'lab')),
  contact jsonb NOT NULL,
  ecommerce_certificate_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tenant_languages (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  position integer NOT NULL,
  PRIMARY KEY (tenant_id, language_code)
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_filename text,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (id, tenant_id)
);

CREATE TABLE article_groups (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  category_id integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_filename text,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (id, tenant_id),
  FOREIGN KEY (category_id, tenant_id) REFERENCES categories(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  group_id integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  detailed_description text NOT NULL DEFAULT '',
  specification text NOT NULL DEFAULT '',
  recommended boolean NOT NULL DEFAULT false,
  popup_image_file_name text,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES article_groups(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX products_tenant_group ON products (tenant_id, group_id, position, id);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  container_id integer NOT NULL,
  article_number text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  weight_grams integer NOT NULL CHECK (weight_grams >= 0),
  free_shipping boolean NOT NULL DEFAULT false,
  number_of_forms integer NOT NULL DEFAULT 0 CHECK (number_of_forms >= 0),
  payer text NOT NULL DEFAULT 'CUSTOMER' CHECK (payer IN ('ALWAYS_CUSTOMER', 'TENANT', 'CUSTOMER')),
  alternative_price text,
  freight text NOT NULL DEFAULT 'NONE' CHECK (freight IN ('NONE', 'NORMAL', 'PREMIUM')),
  administrative_fee boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, article_number),
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX articles_container ON articles (container_id, position, id);

CREATE TABLE images (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  container_id integer NOT NULL,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  data bytea NOT NULL,
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX images_container ON images (container_id, position, id);

CREATE TABLE files (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  container_id integer NOT NULL,
  file_name text NOT NULL UNIQUE,
  title text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX files_container ON files (container_id, position, id);

CREATE TABLE videos (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  container_id integer NOT NULL,
  source text NOT NULL CHECK (source IN ('FILE', 'YOUTUBE', 'VIMEO')),
  external_id text NOT NULL,
  extension text,
  file_name text,
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE related_products (
  tenant_id integer NOT NULL,
  container_id integer NOT NULL,
  related_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (container_id, related_id),
  CHECK (container_id <> related_id),
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (related_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (id, tenant_id)
);

CREATE TABLE campaign_products (
  tenant_id integer NOT NULL,
  campaign_id integer NOT NULL,
  container_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, container_id),
  FOREIGN KEY (campaign_id, tenant_id) REFERENCES campaigns(id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (container_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_number char(8) NOT NULL CHECK (customer_number ~ '^[0-9]{8}$'),
  customer_type text NOT NULL CHECK (customer_type IN ('BUSINESS', 'PRIVATE')),
  company_name text,
  name text,
  corporate_identity_number text,
  allow_newsletter boolean NOT NULL DEFAULT false,
  payer text NOT NULL DEFAULT 'CUSTOMER' CHECK (payer IN ('CUSTOMER', 'TENANT')),
  default_article_group_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, customer_number),
  FOREIGN KEY (default_article_group_id, tenant_id) REFERENCES article_groups(id, tenant_id) ON DELETE SET NULL (default_article_group_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id integer,
  email text CHECK (email IS NULL OR (length(email) <= 50 AND email = lower(email))),
  password_hash text NOT NULL,
  temporary_password boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT ARRAY['CUSTOMER'],
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, email),
  FOREIGN KEY (customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX users_customer ON users (customer_id);

CREATE TABLE stores (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  owner_customer_id integer NOT NULL,
  store_customer_id integer NOT NULL,
  store_id text NOT NULL,
  name text NOT NULL,
  UNIQUE (owner_customer_id, store_customer_id),
  FOREIGN KEY (owner_customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (store_customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  address_type text NOT NULL CHECK (address_type IN ('DELIVERY', 'POSTAL', 'INVOICE')),
  recipient text CHECK (length(recipient) <= 50),
  street_name text CHECK (length(street_name) <= 50),
  street_number text CHECK (length(street_number) <= 25),
  street_letter text CHECK (length(street_letter) <= 50),
  zip_code text CHECK (length(zip_code) <= 50),
  city text CHECK (length(city) <= 50),
  country text CHECK (length(country) <= 50),
  invoice_reference text,
  email_invoice_address text,
  organisation_number text,
  gln text,
  electronic_invoice_system_address text,
  electronic_operator text,
  UNIQUE (customer_id, address_type),
  FOREIGN KEY (customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE CASCADE
);

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  order_number integer NOT NULL DEFAULT nextval('order_number_seq'),
  customer_id integer,
  guest_access_token_hash text,
  order_date timestamptz NOT NULL DEFAULT now(),
  currency char(3) NOT NULL,
  vat_basis_points integer NOT NULL,
  total_net_minor integer NOT NULL CHECK (total_net_minor >= 0),
  total_vat_minor integer NOT NULL CHECK (total_vat_minor >= 0),
  total_gross_minor integer NOT NULL CHECK (total_gross_minor >= 0),
  shipping_minor integer NOT NULL DEFAULT 0 CHECK (shipping_minor >= 0),
  administrative_fee_minor integer NOT NULL DEFAULT 0 CHECK (administrative_fee_minor >= 0),
  canceled boolean NOT NULL DEFAULT false,
  printed boolean NOT NULL DEFAULT false,
  invoiced boolean NOT NULL DEFAULT false,
  parcel_number text,
  delivery_address jsonb,
  postal_address jsonb,
  invoice_address jsonb,
  message text,
  premium_selected boolean NOT NULL DEFAULT false,
  allow_newsletter boolean NOT NULL DEFAULT false,
  form_data jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, order_number),
  FOREIGN KEY (customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE SET NULL (customer_id),
  CHECK (customer_id IS NOT NULL OR guest_access_token_hash IS NOT NULL)
);
CREATE INDEX orders_customer ON orders (customer_id, order_date DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  order_id integer NOT NULL,
  article_id integer,
  article_number text NOT NULL,
  container_id integer,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text,
  amount integer NOT NULL CHECK (amount > 0),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  payer text NOT NULL,
  alternative_price text,
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders(id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (article_id, tenant_id) REFERENCES articles(id, tenant_id) ON DELETE SET NULL (article_id)
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  user_id integer NOT NULL,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  binding_hash text,
  active_customer_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  FOREIGN KEY (user_id, tenant_id) REFERENCES users(id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  user_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  FOREIGN KEY (user_id, tenant_id) REFERENCES users(id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending ON mail_outbox (status, next_attempt_at);

CREATE TABLE idempotency_keys (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) <= 200),
  request_hash text NOT NULL,
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);

CREATE TABLE postal_directory (
  country text NOT NULL,
  zip_code text NOT NULL,
  city text NOT NULL,
  street_name text NOT NULL,
  PRIMARY KEY (country, zip_code, street_name)
);
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
DROP TABLE IF EXISTS postal_directory, idempotency_keys, mail_outbox, password_reset_tokens,
  refresh_tokens, order_items, orders, addresses, stores, users, customers, campaign_products,
  campaigns, related_products, videos, files, images, articles, products, article_groups,
  categories, tenant_languages, tenants, languages CASCADE;
DROP SEQUENCE IF EXISTS order_number_seq;
`,
  );
}

/** Runs a script statement by statement (the embedded driver takes one statement per query). */
async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}
