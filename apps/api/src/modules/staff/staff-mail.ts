import { STAFF_INVITATION_VALID_HOURS, type Locale, type StaffRole } from '@shop/contract';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { SHOP_NAME } from '../mail/order-mail-heads';
import { mail } from '../users/account-mail';
import { staffMailTexts } from './staff-texts';

/** The invitation: who is invited as what, and the link to set a password (single use). */
export function staffInvitationMail(
  invitation: { email: string; name: string; role: StaffRole },
  link: string,
  locale: Locale,
): OutgoingMail {
  const t = staffMailTexts[locale];
  return mail(
    invitation.email,
    t.subject(SHOP_NAME),
    [
      t.greeting(invitation.name),
      t.invited(SHOP_NAME, t[`role${invitation.role}`]),
      link,
      t.valid(STAFF_INVITATION_VALID_HOURS),
    ],
    locale,
  );
}
