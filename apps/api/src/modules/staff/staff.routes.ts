import { endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  acceptInvitation,
  cancelInvitation,
  changeStaffRole,
  invitationDetails,
  inviteStaff,
  removeStaff,
  staffList,
  type StaffDeps,
} from './staff.service';
import { staffTexts } from './staff-texts';

/** The owner's staff calls (area `staff`, guarded from the table) and the invitation link's. */
export function registerStaffRoutes(routes: EndpointRouter, deps: StaffDeps): void {
  routes.add(endpoints.adminStaffList, async () => ok(await staffList(deps.db)));

  routes.add(endpoints.adminStaffInvite, async (request) => {
    const locale = requestLocale(request);
    return ok(
      await inviteStaff(deps, authOf(request).userId, request.body, locale),
      staffTexts.invited(request.body.email)[locale],
    );
  });

  routes.add(endpoints.adminStaffCancelInvitation, async (request) =>
    ok(
      await cancelInvitation(deps.db, request.body.invitationId),
      staffTexts.invitationCancelled[requestLocale(request)],
    ),
  );

  routes.add(endpoints.adminStaffRole, async (request) =>
    ok(
      await changeStaffRole(deps.db, authOf(request).userId, request.body),
      staffTexts.roleChanged[requestLocale(request)],
    ),
  );

  routes.add(endpoints.adminStaffRemove, async (request) =>
    ok(
      await removeStaff(deps, authOf(request).userId, request.body.userId),
      staffTexts.removed[requestLocale(request)],
    ),
  );

  routes.add(endpoints.staffInvitationDetails, async (request) =>
    ok(await invitationDetails(deps.db, request.body.token)),
  );

  routes.add(endpoints.acceptStaffInvitation, async (request) =>
    ok(await acceptInvitation(deps, request.body), staffTexts.accepted[requestLocale(request)]),
  );
}
