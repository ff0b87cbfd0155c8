import {
  AdminCatalogQuerySchema,
  AdminCategoryAnswerSchema,
  AdminGroupAnswerSchema,
  CatalogIdParamSchema,
  OperationAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { removePicture, uploadPicture } from './admin-group-pictures.service.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';
import { acceptingUploads, readUpload, withUploads } from './admin-upload.ts';

const OWNERS = [
  { owner: 'group', path: 'groups', answer: AdminGroupAnswerSchema, answers: 'the group' },
  { owner: 'category', path: 'categories', answer: AdminCategoryAnswerSchema, answers: 'the category with its groups' },
] as const;

/** The picture of a group and of a category (the shop's category cards), in a multipart scope of their own. */
export function registerAdminGroupPictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  withUploads(app, (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const route = operatorRoutes(ctx, 'admin catalog');
    for (const { owner, path, answer, answers } of OWNERS) {
      typed.post(
        `/api/admin/${path}/:id/picture`,
        acceptingUploads(
          route('catalog:write', {
            summary:
              `Set or replace the picture of a ${owner} (multipart, part \`file\`): JPEG, PNG, WebP, AVIF or GIF by ` +
              'its content, at most 10 MB (413 media_too_large) and 40 megapixels; resized to the shop sizes as ' +
              'WebP and AVIF; the picture before is deleted when no product and nothing else has it. 422 file: ' +
              `media_wrong_type (SVG included), media_unreadable, media_too_many_pixels, media_file_missing; answers ${answers}`,
            querystring: AdminCatalogQuerySchema,
            params: CatalogIdParamSchema,
            response: { 200: answer, 413: OperationAnswerSchema, 415: OperationAnswerSchema },
          }),
        ),
        async (request) =>
          uploadPicture(ctx, operatorOf(request), owner, request.params.id, await readUpload(request, 'image')),
      );
      typed.delete(
        `/api/admin/${path}/:id/picture`,
        route('catalog:write', {
          summary: `Remove the picture of a ${owner} (deleted when no product and nothing else has it); answers ${answers}`,
          querystring: AdminCatalogQuerySchema,
          params: CatalogIdParamSchema,
          response: { 200: answer },
        }),
        async (request) => removePicture(ctx, operatorOf(request), owner, request.params.id),
      );
    }
  });
}
