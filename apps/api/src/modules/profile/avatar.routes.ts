import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { notAnImage, readUpload, removeStoredImage, storeImage } from '../../lib/images';
import { currentUser } from '../../plugins/auth';
import { updateUser } from '../users/users.api';
import { oneUserSchema } from './profile.routes';
import { loadUserResource } from './user-resource';
import { userAccess } from '../../plugins/route-access';

/** Avatars are cropped to a 256 px square WebP (the UI shows them round). */
const AVATAR = { folder: 'avatars', maxSize: 256, crop: true };

/** POST and DELETE /me/avatar. */
export async function avatarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/me/avatar',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['profile'],
        summary: 'Upload the avatar (multipart field `avatar`: JPEG, PNG or WebP; stored as a 256×256 WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: oneUserSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await readUpload(request, 'avatar');
      const stored = await storeImage(app.storage, data, AVATAR);
      if (!stored) throw notAnImage('avatar', request);
      const updated = await updateUser(app.db, user.id, { avatarPath: stored });
      await removeStoredImage(app.storage, user.avatarPath);
      return { data: await loadUserResource(app.db, updated ?? user) };
    },
  );

  r.delete(
    '/me/avatar',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['profile'],
        summary: 'Remove the avatar',
        response: { 200: oneUserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await updateUser(app.db, user.id, { avatarPath: null });
      await removeStoredImage(app.storage, user.avatarPath);
      return { data: await loadUserResource(app.db, updated ?? user) };
    },
  );
}
