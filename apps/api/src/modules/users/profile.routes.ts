import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { STRICT_LIMIT } from './rate-limits';
import { getUserDetails, updateUser, uploadAvatar, type UsersDeps } from './users.service';

/** The logged-in user's own account: read it, change it, give it a picture. */
export function registerProfileRoutes(routes: EndpointRouter, users: UsersDeps): void {
  routes.add(endpoints.userDetails, async (request) =>
    ok(await getUserDetails(users, authOf(request).userId), 'User details'),
  );

  routes.add(endpoints.updateUser, async (request) =>
    ok(await updateUser(users, authOf(request).userId, request.body), 'Updated successfully'),
  );

  routes.add(
    endpoints.uploadAvatar,
    async (request) => {
      const bytes = await readUploadedFile(request, endpoints.uploadAvatar.file);
      return ok(
        await uploadAvatar(users, authOf(request).userId, bytes),
        'Profile picture updated',
      );
    },
    { config: STRICT_LIMIT },
  );
}
