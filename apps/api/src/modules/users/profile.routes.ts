import { namedLocale, wordsFor } from '../../http/answer-texts';
import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { STRICT_LIMIT } from './rate-limits';
import {
  cancelEmailChange,
  confirmEmailChange,
  getUserDetails,
  updateUser,
  uploadAvatar,
  type UsersDeps,
} from './users.service';

/** The logged-in user's own account: read it, change it, give it a picture. */
export function registerProfileRoutes(routes: EndpointRouter, users: UsersDeps): void {
  routes.add(endpoints.userDetails, async (request) =>
    ok(await getUserDetails(users, authOf(request).userId), wordsFor(request).userDetails),
  );

  routes.add(endpoints.updateUser, async (request) => {
    const user = await updateUser(
      users,
      authOf(request).userId,
      { ...request.body, locale: namedLocale(request) },
      request.ip,
    );
    return ok(
      user,
      user.pendingEmail
        ? wordsFor(request).emailChangePending(user.pendingEmail)
        : wordsFor(request).profileUpdated,
    );
  });

  routes.add(
    endpoints.confirmEmail,
    async (request) => {
      await confirmEmailChange(users, request.body.token);
      return ok(null, wordsFor(request).emailConfirmed);
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.cancelEmailChange,
    async (request) => {
      await cancelEmailChange(users, request.body.token);
      return ok(null, wordsFor(request).emailChangeCancelled);
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.uploadAvatar,
    async (request) => {
      const bytes = await readUploadedFile(request, endpoints.uploadAvatar.file);
      return ok(
        await uploadAvatar(users, authOf(request).userId, bytes),
        wordsFor(request).avatarUpdated,
      );
    },
    { config: STRICT_LIMIT },
  );
}
