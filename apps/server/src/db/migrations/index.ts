import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001-initial.ts';
import * as m002 from './002-localized-search.ts';
import * as m003 from './003-checkout.ts';
import * as m004 from './004-accounts.ts';
import * as m005 from './005-catalog-notify.ts';
import * as m006 from './006-search-indexes.ts';
import * as m007 from './007-search-trigrams.ts';
import * as m008 from './008-sealed-refresh-tokens.ts';
import * as m009 from './009-accounts-notify.ts';
import * as m010 from './010-sessions-notify.ts';
import * as m011 from './011-sealed-mail.ts';
import * as m012 from './012-demo-base-url.ts';
import * as m013 from './013-outbox-events.ts';
import * as m014 from './014-tenant-content.ts';
import * as m015 from './015-order-customer-type.ts';
import * as m016 from './016-back-office.ts';
import * as m017 from './017-admin-order-search.ts';
import * as m018 from './018-catalog-active.ts';
import * as m019 from './019-media-variants.ts';
import * as m020 from './020-tenants-notify.ts';
import * as m021 from './021-content-pages.ts';
import * as m022 from './022-catalog-pictures.ts';
import * as m023 from './023-home-content.ts';
import * as m024 from './024-catalog-updated-at.ts';
import * as m025 from './025-order-lists.ts';
import * as m026 from './026-search-by-tenant.ts';
import * as m027 from './027-campaigns-notify.ts';

/** Migrations in order; the Migrator runs the missing ones at start-up. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001-initial': m001,
      '002-localized-search': m002,
      '003-checkout': m003,
      '004-accounts': m004,
      '005-catalog-notify': m005,
      '006-search-indexes': m006,
      '007-search-trigrams': m007,
      '008-sealed-refresh-tokens': m008,
      '009-accounts-notify': m009,
      '010-sessions-notify': m010,
      '011-sealed-mail': m011,
      '012-demo-base-url': m012,
      '013-outbox-events': m013,
      '014-tenant-content': m014,
      '015-order-customer-type': m015,
      '016-back-office': m016,
      '017-admin-order-search': m017,
      '018-catalog-active': m018,
      '019-media-variants': m019,
      '020-tenants-notify': m020,
      '021-content-pages': m021,
      '022-catalog-pictures': m022,
      '023-home-content': m023,
      '024-catalog-updated-at': m024,
      '025-order-lists': m025,
      '026-search-by-tenant': m026,
      '027-campaigns-notify': m027,
    };
  },
};
