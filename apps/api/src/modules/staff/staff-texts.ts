import { defineTexts } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/*
 * The staff calls' answers (issue 45), in both locales (decision 047): what the owner's changes of
 * the staff say, and a refusal of an invitation link.
 */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

export const staffTexts = {
  invited: (email: string) => both(`Đã gửi lời mời đến ${email}`, `Invitation sent to ${email}`),
  invitationCancelled: both('Đã huỷ lời mời', 'Invitation withdrawn'),
  roleChanged: both('Đã đổi vai trò', 'Role changed'),
  removed: both(
    'Đã xoá khỏi nhân viên; mọi phiên đăng nhập của người này đã dừng.',
    'Removed from the staff; all of their logins have stopped.',
  ),
  accepted: both(
    'Đã nhận lời mời. Hãy đăng nhập bằng e-mail và mật khẩu vừa đặt.',
    'Invitation accepted. Log in with your e-mail and the password you set.',
  ),
  alreadyStaff: both(
    'E-mail này đã là tài khoản nhân viên',
    'This e-mail already belongs to a staff account',
  ),
  notStaff: both('Không tìm thấy nhân viên', 'Staff member not found'),
  notYourself: both(
    'Bạn không thể đổi vai trò hay xoá chính mình',
    'You cannot change your own role or remove yourself',
  ),
  invitationNotFound: both('Không tìm thấy lời mời', 'Invitation not found'),
  invitationClosed: both(
    'Liên kết mời đã được dùng, đã bị huỷ hoặc đã hết hạn. Hãy nhờ chủ cửa hàng gửi lời mời mới.',
    'This invitation link was used, withdrawn or has expired. Ask the owner for a new invitation.',
  ),
};

/** The invitation mail's words, in the locale of the owner who sent it. */
export const staffMailTexts = defineTexts({
  vi: {
    subject: (shop: string) => `Lời mời làm nhân viên của ${shop}`,
    greeting: (name: string) => `Xin chào ${name},`,
    invited: (shop: string, role: string) =>
      `Bạn được mời làm nhân viên của ${shop} với vai trò ${role}. Hãy mở liên kết sau để đặt mật khẩu:`,
    valid: (hours: number) =>
      `Liên kết có hiệu lực trong ${hours} giờ và chỉ dùng được một lần. Nếu bạn không chờ lời mời này, hãy bỏ qua thư.`,
    roleOWNER: 'chủ cửa hàng',
    roleORDERS: 'nhân viên đơn hàng',
    roleCATALOGUE: 'nhân viên sản phẩm',
  },
  en: {
    subject: (shop: string) => `Your invitation to the staff of ${shop}`,
    greeting: (name: string) => `Hello ${name},`,
    invited: (shop: string, role: string) =>
      `You are invited to join the staff of ${shop} as ${role}. Open this link to set your password:`,
    valid: (hours: number) =>
      `The link works for ${hours} hours and only once. If you did not expect this invitation, ignore this e-mail.`,
    roleOWNER: 'owner',
    roleORDERS: 'order staff',
    roleCATALOGUE: 'catalogue staff',
  },
});
