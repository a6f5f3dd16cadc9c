import type { OutgoingMail } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function mail(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  const text = [...paragraphs, '', 'Nhiệt Công Nghiệp'].join('\n\n');
  const html = `<!doctype html>
<html lang="vi"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n')}
  <p style="color:#6b7280">Nhiệt Công Nghiệp</p>
</body></html>`;
  return { to, subject, text, html };
}

const greeting = (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,');

/** To the new address: the link that makes it the account's e-mail. */
export function confirmNewEmailMail(
  to: string,
  name: string,
  link: string,
  validHours: number,
): OutgoingMail {
  return mail(to, 'Xác nhận địa chỉ e-mail mới', [
    greeting(name),
    'Bạn vừa yêu cầu dùng địa chỉ này cho tài khoản của mình tại Nhiệt Công Nghiệp. Hãy mở liên kết sau để xác nhận:',
    link,
    `Liên kết có hiệu lực trong ${validHours} giờ và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này: tài khoản sẽ không đổi.`,
  ]);
}

/**
 * To the old address: someone asked to move the account to another e-mail. The link cancels the
 * change (and ends every login of the account) for as long as it waits for its confirmation.
 */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  cancelLink: string,
  validHours: number,
): OutgoingMail {
  return mail(to, 'Yêu cầu đổi e-mail tài khoản', [
    greeting(name),
    `Có yêu cầu đổi e-mail của tài khoản bạn sang ${newEmail}. E-mail mới chỉ có hiệu lực sau khi được xác nhận từ hộp thư đó; đến lúc ấy tài khoản vẫn dùng địa chỉ này.`,
    `Nếu không phải bạn, hãy mở liên kết sau để huỷ yêu cầu này (mọi phiên đăng nhập của tài khoản sẽ bị đăng xuất), rồi đổi mật khẩu bằng chức năng Quên mật khẩu. Liên kết dùng được trong ${validHours} giờ:`,
    cancelLink,
    'Đổi mật khẩu bằng chức năng Quên mật khẩu cũng huỷ mọi yêu cầu đổi e-mail đang chờ. Nếu cần, hãy liên hệ với cửa hàng.',
  ]);
}
