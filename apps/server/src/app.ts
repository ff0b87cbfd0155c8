import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { AppContext, MailHandle } from './context.ts';
import type { Db, ListenHandle } from './db/connect.ts';
import { type StatisticsUpkeep, startStatisticsUpkeep } from './db/statistics.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { type CounterStore, createCounters } from './modules/auth/counters.ts';
import { LoginCache, registerLoginCache, startLoginInvalidation } from './modules/auth/login-cache.ts';
import { registerSessionGuard, SessionGuard } from './modules/auth/sessions.ts';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { type MailWorkerState, registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerListRoutes } from './modules/lists/lists.routes.ts';
import { startMailWorker } from './modules/mail/index.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { registerOrderHistoryRoutes } from './modules/orders/order-history.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerPostalRoutes } from './modules/postal/postal.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { registerStoreRoutes } from './modules/stores/stores.routes.ts';
import { registerTenantRoutes } from './modules/tenants/tenants.routes.ts';
import { registerAdminAppRoutes } from './modules/web/admin-app.routes.ts';
import { registerWebRoutes } from './modules/web/web.routes.ts';
import { installAccessRules, withAccess } from './plugins/access.ts';
import { registerCookies } from './plugins/cookies.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { refuseNulCharacters, registerJsonBodies } from './plugins/json-body.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { loggerOptions, REQUEST_ID_HEADER, registerRequestId, requestIdOf } from './plugins/request-log.ts';
import { applySecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { startTenantInvalidation, TenantDirectory } from './plugins/tenant-context.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  counters?: CounterStore;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); implies `logger`. */
  logStream?: NodeJS.WritableStream;
  /** The outbox sender to use; by default one is started when the server is ready (config.mailWorker). */
  mail?: MailHandle;
}

/** Fastify's `trustProxy` for the configured proxies: a number of hops is given as a function (its types take no number). */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** URLs the router cannot read (`/%`, `/api/%ZZ`) get the shop's answer and headers, not fastify's own. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  reply.header(REQUEST_ID_HEADER, request.id);
  const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .code(bad ? 400 : 500)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ operationError: bad ? 'malformed_request' : 'internal_error' }));
}

const NO_MAIL: MailHandle = { kick() {}, async drain() {}, async stop() {} };

/** Builds the server: plugins and modules, no listening and no other side effects. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(config.logLevel, opts.logStream) : false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const counters = opts.counters ?? createCounters(config.redisUrl, config.redisPrefix, app.log);
  const logins = new LoginCache();
  const ctx: AppContext = {
    config,
    db,
    tenants: new TenantDirectory(db),
    counters,
    logins,
    sessions: new SessionGuard(db, logins),
    mail: opts.mail ?? NO_MAIL,
  };
  registerLoginCache(app, ctx.logins);
  registerSessionGuard(app, ctx.sessions);
  let loginInvalidation: ListenHandle | null = null;
  let mailState: MailWorkerState = opts.mail || config.mailWorker ? 'running' : 'not_in_this_process';
  let revocations: ListenHandle | null = null;
  let tenantInvalidation: ListenHandle | null = null;
  let statistics: StatisticsUpkeep | null = null;
  app.addHook('onReady', async () => {
    if (config.statisticsUpkeep) statistics = await startStatisticsUpkeep(db, app.log);
    loginInvalidation = await startLoginInvalidation(db, ctx.logins, app.log);
    tenantInvalidation = await startTenantInvalidation(db, ctx.tenants, app.log);
    revocations = await ctx.sessions.start(app.log);
    if (!opts.mail && config.mailWorker) ctx.mail = startMailWorker(ctx, { logger: app.log });
  });
  app.addHook('onClose', async () => {
    await statistics?.stop();
    statistics = null;
    await loginInvalidation?.close();
    loginInvalidation = null;
    await tenantInvalidation?.close();
    tenantInvalidation = null;
    ctx.tenants.setListening(false);
    await revocations?.close();
    revocations = null;
    ctx.sessions.revoked.lost();
    ctx.logins.setListening(false);
    if (mailState === 'running') mailState = 'stopped';
    await ctx.mail.stop();
    if (!opts.counters) await counters.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerRequestId(app);
  // After the headers above, so that refused requests carry them too.
  installAccessRules(app);
  registerRequestGuard(app);
  registerJsonBodies(app);
  refuseNulCharacters(app);
  await app.register(formbody);
  await registerCookies(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sealwise shop API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await withAccess(app, 'public', async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  registerHealthRoutes(app, ctx, () => mailState);
  registerAuthRoutes(app, ctx);
  registerTenantRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerCampaignRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerOrderHistoryRoutes(app, ctx);
  registerListRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPostalRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerSeoRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  await withAccess(app, 'public', (scope) => registerAdminAppRoutes(scope, ctx, config.adminDist));
  await withAccess(app, 'public', (scope) => registerWebRoutes(scope, ctx));
  return app;
}
