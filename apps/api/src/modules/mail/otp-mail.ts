import type { OutgoingMail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The password-reset code mail, in Vietnamese and English, as HTML and plain text. */
export function passwordResetMail(
  to: string,
  name: string,
  code: string,
  validMinutes: number,
): OutgoingMail {
  const greetingVi = name ? `Xin chào ${name},` : 'Xin chào,';
  const greetingEn = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greetingVi,
    `Mã xác nhận đặt lại mật khẩu của bạn là: ${code}`,
    `Mã có hiệu lực trong ${validMinutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này.`,
    '',
    greetingEn,
    `Your password reset code is: ${code}`,
    `It is valid for ${validMinutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.`,
    '',
    'Nhiệt Công Nghiệp',
  ].join('\n');
  const html = `<!doctype html>
<html lang="vi"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  <p>${escapeHtml(greetingVi)}</p>
  <p>Mã xác nhận đặt lại mật khẩu của bạn là:</p>
  <p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#c2410c">${escapeHtml(code)}</p>
  <p>Mã có hiệu lực trong ${validMinutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này.</p>
  <hr style="border:none;border-top:1px solid #e5e7eb">
  <p lang="en">${escapeHtml(greetingEn)}<br>Your password reset code is <strong>${escapeHtml(code)}</strong>.
  It is valid for ${validMinutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.</p>
  <p style="color:#6b7280">Nhiệt Công Nghiệp</p>
</body></html>`;
  return { to, subject: 'Mã đặt lại mật khẩu / Password reset code', text, html };
}
