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
    ok(await getUserDetails(users, authOf(request).userId), 'User details'),
  );

  routes.add(endpoints.updateUser, async (request) => {
    const user = await updateUser(users, authOf(request).userId, request.body, request.ip);
    return ok(
      user,
      user.pendingEmail
        ? `Đã lưu thay đổi. Chúng tôi đã gửi liên kết xác nhận đến ${user.pendingEmail}; e-mail mới chỉ có hiệu lực sau khi bạn xác nhận.`
        : 'Updated successfully',
    );
  });

  routes.add(
    endpoints.confirmEmail,
    async (request) => {
      await confirmEmailChange(users, request.body.token);
      return ok(null, 'Đã xác nhận e-mail mới. Từ nay hãy đăng nhập bằng địa chỉ này.');
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.cancelEmailChange,
    async (request) => {
      await cancelEmailChange(users, request.body.token);
      return ok(
        null,
        'Đã huỷ yêu cầu đổi e-mail, và mọi phiên đăng nhập của tài khoản đã được đăng xuất. Nếu không phải bạn yêu cầu, hãy đổi mật khẩu ngay bằng chức năng Quên mật khẩu.',
      );
    },
    { config: STRICT_LIMIT },
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
