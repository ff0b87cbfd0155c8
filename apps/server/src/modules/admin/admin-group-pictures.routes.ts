import { AdminGroupPicturesApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { removePicture, uploadPicture } from './admin-group-pictures.service.ts';
import { registerOperatorCalls } from './admin-route.ts';
import { readUpload, withUploads } from './admin-upload.ts';

/** The picture of a group and of a category (the shop's category cards), in a multipart scope of their own. */
export function registerAdminGroupPictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  withUploads(app, (scope) =>
    registerOperatorCalls(scope, ctx, AdminGroupPicturesApi, {
      setGroupPicture: async ({ operator, params, request }) =>
        uploadPicture(ctx, operator, 'group', params.id, await readUpload(request, 'image')),
      removeGroupPicture: ({ operator, params }) => removePicture(ctx, operator, 'group', params.id),
      setCategoryPicture: async ({ operator, params, request }) =>
        uploadPicture(ctx, operator, 'category', params.id, await readUpload(request, 'image')),
      removeCategoryPicture: ({ operator, params }) => removePicture(ctx, operator, 'category', params.id),
    }),
  );
}
