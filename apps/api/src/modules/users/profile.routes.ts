import { AvatarResponseSchema, UpdateUserRequestSchema, UserResponseSchema } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { authOf, type Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { STRICT_LIMIT } from './rate-limits';
import { getUserDetails, updateUser, uploadAvatar, type UsersDeps } from './users.service';

/** The logged-in user's own account: read it, change it, give it a picture. */
export function registerProfileRoutes(app: App, users: UsersDeps, requireLogin: Guard): void {
  const tags = ['account'];

  app.get(
    '/api/user/user-details',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'The logged-in user', response: { 200: UserResponseSchema } },
    },
    async (request) => ok(await getUserDetails(users, authOf(request).userId), 'User details'),
  );

  app.put(
    '/api/user/update-user',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Change name, e-mail and mobile',
        body: UpdateUserRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) =>
      ok(await updateUser(users, authOf(request).userId, request.body), 'Updated successfully'),
  );

  app.put(
    '/api/user/upload-avatar',
    {
      preValidation: requireLogin,
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "avatar")',
        response: { 200: AvatarResponseSchema },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'avatar');
      return ok(
        await uploadAvatar(users, authOf(request).userId, bytes),
        'Profile picture updated',
      );
    },
  );
}
