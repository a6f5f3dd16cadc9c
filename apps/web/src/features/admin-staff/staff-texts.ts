import { defineTexts } from '@shop/contract';

/** The staff screen's words (issue 45); the roles' names are in lib/staff-role-texts. */
export const staffTexts = defineTexts({
  vi: {
    staff: 'Nhân viên',
    inviteTitle: 'Mời nhân viên',
    inviteHint:
      'Người được mời nhận một liên kết qua e-mail để đặt mật khẩu. Liên kết dùng được một lần, trong 72 giờ.',
    name: 'Họ và tên',
    email: 'E-mail',
    role: 'Vai trò',
    sendInvitation: 'Gửi lời mời',
    members: 'Nhân viên hiện tại',
    invitations: 'Lời mời đang chờ',
    noInvitations: 'Không có lời mời nào đang chờ',
    you: '(bạn)',
    remove: 'Xoá khỏi nhân viên',
    removeTitle: 'Xoá nhân viên?',
    removeText: (name: string) =>
      `${name} sẽ thành tài khoản khách hàng thường và bị đăng xuất ngay. Những việc họ đã làm vẫn ghi tên họ.`,
    withdraw: 'Huỷ lời mời',
    invitedBy: (name: string, until: string) => `Mời bởi ${name} · hết hạn ${until}`,
    lastLogin: (at: string) => `Đăng nhập gần nhất: ${at}`,
    neverLoggedIn: 'Chưa đăng nhập',
    changeRoleOf: (name: string) => `Vai trò của ${name}`,
    loading: 'Đang tải danh sách nhân viên',
  },
  en: {
    staff: 'Staff',
    inviteTitle: 'Invite a staff member',
    inviteHint:
      'The person invited gets a link by e-mail to set a password. The link works once, for 72 hours.',
    name: 'Full name',
    email: 'E-mail',
    role: 'Role',
    sendInvitation: 'Send invitation',
    members: 'Current staff',
    invitations: 'Open invitations',
    noInvitations: 'No open invitations',
    you: '(you)',
    remove: 'Remove from staff',
    removeTitle: 'Remove this staff member?',
    removeText: (name: string) =>
      `${name} becomes a plain customer account and is logged out at once. What they did keeps their name.`,
    withdraw: 'Withdraw invitation',
    invitedBy: (name: string, until: string) => `Invited by ${name} · expires ${until}`,
    lastLogin: (at: string) => `Last login: ${at}`,
    neverLoggedIn: 'Never logged in',
    changeRoleOf: (name: string) => `Role of ${name}`,
    loading: 'Loading the staff',
  },
});
