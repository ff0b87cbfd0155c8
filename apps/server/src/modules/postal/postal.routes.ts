import {
  ChangeAddressAnswerSchema,
  ChangeAddressBodySchema,
  CityAnswerSchema,
  CountriesAnswerSchema,
  CountriesBodySchema,
  InstallationCountryAnswerSchema,
  isLanguage,
  StreetNamesAnswerSchema,
  ZipCodeBodySchema,
  ZipValidAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { OperationError } from '../../plugins/errors.ts';
import { changeAddress, cityOf, countries, installationCountry, isKnownZip, streetsOf } from './postal.service.ts';

/** `lang` from the body, else from the query string (the query schema keeps only `tenant`). */
function langOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  return fromBody ?? new URL(request.url, 'http://localhost').searchParams.get('lang') ?? undefined;
}

export function registerPostalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxGetCountries',
    access: 'anyone',
    summary: "Countries with names in the caller's language (`lang`), the shops' countries first",
    body: CountriesBodySchema,
    response: CountriesAnswerSchema,
    handler: async ({ tenant, body, request }) => {
      const lang = langOf(request, body?.lang);
      const shops = [...(await ctx.tenants.all()).values()];
      return countries(tenant, shops, isLanguage(lang) ? lang : (tenant.forcedLanguage ?? tenant.defaultLanguage));
    },
  });

  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxGetInstallationCountry',
    access: 'anyone',
    summary: 'The country of the shop (default Sweden): zip codes of it are checked against the directory',
    response: InstallationCountryAnswerSchema,
    handler: async ({ tenant }) => installationCountry(tenant),
  });

  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxValidateZipCode',
    access: 'anyone',
    summary: 'Whether a zip code of the installation country has its format and is in the postal directory',
    body: ZipCodeBodySchema,
    response: ZipValidAnswerSchema,
    handler: async ({ tenant, body }) => ({ data: await isKnownZip(ctx.db, tenant, body.zipCode) }),
  });

  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxGetCity',
    access: 'anyone',
    summary: 'The city of a zip code of the installation country, or null',
    body: ZipCodeBodySchema,
    response: CityAnswerSchema,
    handler: async ({ tenant, body }) => ({ text: await cityOf(ctx.db, tenant, body.zipCode) }),
  });

  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxGetStreetNames',
    access: 'anyone',
    summary: 'The street names of a zip code of the installation country, sorted',
    body: ZipCodeBodySchema,
    response: StreetNamesAnswerSchema,
    handler: async ({ tenant, body }) => streetsOf(ctx.db, tenant, body.zipCode),
  });

  registerCall(app, ctx, {
    controller: 'postalAddress',
    action: 'ajaxChangeAddress',
    access: 'customer',
    summary: "Stores the signed-in customer's delivery, postal (non-public shop) or invoice address",
    body: ChangeAddressBodySchema,
    response: ChangeAddressAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      if (!auth) throw new OperationError(401, 'unauthorized');
      await changeAddress(ctx.db, tenant, auth, body);
      return { status: 'ok' as const };
    },
  });
}
