import fastifyMultipart from '@fastify/multipart';
import {
  FileBytes,
  IMAGE_CONTENT_TYPES,
  IMAGE_UPLOAD_FIELD,
  ImageUploadForm,
  MAX_IMAGE_BYTES,
  OkEnvelope,
  UploadImageResponse,
} from '@mirante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { Viewers } from '../../http/viewer.ts';
import type { AuthService } from '../auth/service.ts';
import { OBJECT_ID } from './blob-store.ts';
import { type StorageService, tooLarge } from './service.ts';

const DashboardParams = z.object({ universeId: z.string().min(1), dashboardId: z.string().min(1) });
const ImageParams = DashboardParams.extend({ imageId: z.string().regex(OBJECT_ID) });

/** Served images never run anything, whatever a browser makes of them. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const fileRequired = () => new AppError(400, 'VALIDATION', 'storage.errors.fileRequired');

/** The bytes of the one file of a multipart upload, refused past the size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  const file = await request.file();
  if (!file || file.fieldname !== IMAGE_UPLOAD_FIELD) throw fileRequired();
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/** Upload, download and delete of a dashboard's logos and images (multipart field `file`). */
export function storageRoutes(
  auth: AuthService,
  viewers: Viewers,
  storage: StorageService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Changes need a user session (guests get 403: their sessions are read-only).
    const editor = requireSession(auth);
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, parts: 4 } });

    app.post(
      '/storage/v1/:universeId/dashboards/:dashboardId/images',
      {
        schema: {
          summary: 'Upload a logo or card image (PNG, JPEG, GIF, WebP or SVG by content, at most 5 MB)',
          description: 'SVGs with scripts or external references are refused.',
          tags: ['storage'],
          security: SECURITY.userChanging,
          params: DashboardParams,
          body: { content: { 'multipart/form-data': { schema: ImageUploadForm } } },
          response: { 201: UploadImageResponse },
        },
        // The handler streams the file (readUpload): there is no parsed body to validate when validation runs.
        validatorCompiler: validateAllButBody,
        preHandler: editor,
      },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        const image = await storage.upload(sessionOf(request).user, universeId, dashboardId, () =>
          readUpload(request),
        );
        return reply.status(201).send({ status: 'ok' as const, image });
      },
    );

    app.get(
      '/storage/v1/:universeId/dashboards/:dashboardId/images/:imageId',
      {
        schema: {
          summary: `A stored image's bytes, for those who may see the dashboard (its guests too)`,
          tags: ['storage'],
          security: SECURITY.userOrGuest,
          params: ImageParams,
          response: {
            200: {
              description: 'The image, with the content type sniffed at upload',
              content: Object.fromEntries(IMAGE_CONTENT_TYPES.map((type) => [type, { schema: FileBytes }])),
            },
          },
        },
      },
      async (request, reply) => {
        const { universeId, dashboardId, imageId } = request.params;
        const { viewer } = await viewers.resolve(request);
        const image = await storage.download(viewer, universeId, dashboardId, imageId);
        return reply
          .type(image.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('content-security-policy', IMAGE_CSP)
          .send(image.bytes);
      },
    );

    app.delete(
      '/storage/v1/:universeId/dashboards/:dashboardId/images/:imageId',
      {
        schema: {
          summary: 'Delete a stored image',
          tags: ['storage'],
          security: SECURITY.userChanging,
          params: ImageParams,
          response: { 200: OkEnvelope },
        },
        preHandler: editor,
      },
      async (request) => {
        const { universeId, dashboardId, imageId } = request.params;
        await storage.remove(sessionOf(request).user, universeId, dashboardId, imageId);
        return { status: 'ok' as const, message: 'deleted' };
      },
    );
  };
}
