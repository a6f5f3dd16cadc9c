import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffList } from '@shop/contract';
import { mailOutbox, staffInvitations, users } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { makeOrder } from '../../../test/order-fixtures';
import { makeAdmin, makeShopper } from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, uniqueEmail } from '../../../test/user-fixtures';

let shop: TestShop;
let owner: { id: string; token: string };

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  owner = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

let addressCounter = 0;
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await shop.app.inject({
    method,
    url,
    remoteAddress: `198.19.4.${String((addressCounter++ % 250) + 1)}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: StaffList & Record<string, unknown> }>(),
  };
}

/** Invites an address as the owner and answers the link's secret, read from the mail sent. */
async function invite(email: string, role: string, name = 'Phạm Thu Hà', locale = 'en') {
  const answer = await call(
    'POST',
    '/api/admin/staff/invite',
    owner.token,
    { email, name, role },
    { 'accept-language': locale },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [mail] = await shop.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token || !mail) throw new Error('no invitation mail');
  return { token, mail, answer };
}

const accept = (token: string, password = 'mat-khau-moi-1') =>
  call('POST', '/api/staff-invitation/accept', undefined, {
    token,
    password,
    confirmPassword: password,
  });

describe('staff invitations', () => {
  it('invites by e-mail: a single-use link to set a password makes an order clerk', async () => {
    const email = uniqueEmail('clerk');
    const { token, mail, answer } = await invite(email, 'ORDERS', 'Phạm Thu Hà', 'vi');
    expect(answer.body.message).toBe(`Đã gửi lời mời đến ${email}`);
    expect(answer.body.data.invitations).toContainEqual(
      expect.objectContaining({
        email,
        name: 'Phạm Thu Hà',
        role: 'ORDERS',
        invitedBy: 'Quản trị viên',
      }),
    );
    // The owner wrote from a Vietnamese page: the mail and the link are Vietnamese.
    expect(mail.subject).toContain('Lời mời làm nhân viên');
    expect(mail.textBody).toContain('nhân viên đơn hàng');
    expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/vi/staff-invitation?token=`);
    // The secret is kept only as a hash.
    const stored = await shop.db
      .select({ hash: staffInvitations.tokenHash })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).not.toContain(token);

    const details = await call('POST', '/api/staff-invitation/details', undefined, { token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ email, name: 'Phạm Thu Hà', role: 'ORDERS' });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toEqual({ email, role: 'ORDERS' });

    // The link works once.
    expect((await accept(token)).status).toBe(404);
    expect((await call('POST', '/api/staff-invitation/details', undefined, { token })).status).toBe(
      404,
    );

    const login = await logInAs(shop.app, email, 'mat-khau-moi-1');
    const me = await call('GET', '/api/user/user-details', login.accessToken);
    expect(me.body.data).toMatchObject({ email, role: 'ADMIN', staff_role: 'ORDERS' });

    // An order clerk works orders and customers, and is refused the catalogue, settings and staff.
    expect((await call('POST', '/api/admin/orders/list', login.accessToken, {})).status).toBe(200);
    expect((await call('POST', '/api/admin/customers/list', login.accessToken, {})).status).toBe(
      200,
    );
    const refused = [
      await call('POST', '/api/category/add-category', login.accessToken, {
        name: 'Không được',
        image: '',
      }),
      await call('GET', '/api/admin/shop-settings', login.accessToken),
      await call('GET', '/api/admin/staff', login.accessToken),
      await call('POST', '/api/admin/staff/invite', login.accessToken, {
        email: uniqueEmail('sneaky'),
        name: 'Lén',
        role: 'OWNER',
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You do not have permission to do this');
    }
    expect(
      await shop.db.select().from(staffInvitations).where(eq(staffInvitations.name, 'Lén')),
    ).toEqual([]);
  });

  it('makes an existing shopper account staff, with the password the link set', async () => {
    const shopper = await makeUser(shop.db);
    const { token } = await invite(shopper.email, 'CATALOGUE');
    expect((await accept(token, 'mot-mat-khau-khac')).status).toBe(201);
    const [row] = await shop.db
      .select({ role: users.role, staffRole: users.staffRole })
      .from(users)
      .where(eq(users.id, shopper.id));
    expect(row).toEqual({ role: 'ADMIN', staffRole: 'CATALOGUE' });
    await logInAs(shop.app, shopper.email, 'mot-mat-khau-khac');
  });

  it('refuses an expired link, a withdrawn one, and an address already staff', async () => {
    const email = uniqueEmail('late');
    const { token } = await invite(email, 'ORDERS');
    await shop.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const late = await accept(token);
    expect(late.status).toBe(404);
    expect(late.body.message).toContain('expired');
    expect(await shop.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const withdrawn = await invite(uniqueEmail('withdrawn'), 'ORDERS');
    const open = withdrawn.answer.body.data.invitations[0];
    const cancelled = await call('POST', '/api/admin/staff/cancel-invitation', owner.token, {
      invitationId: open?._id,
    });
    expect(cancelled.status).toBe(200);
    expect((await accept(withdrawn.token)).status).toBe(404);
    expect(
      (
        await call('POST', '/api/admin/staff/cancel-invitation', owner.token, {
          invitationId: open?._id,
        })
      ).status,
    ).toBe(404);

    const [ownerRow] = await shop.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.id));
    const again = await call('POST', '/api/admin/staff/invite', owner.token, {
      email: ownerRow?.email,
      name: 'Chủ',
      role: 'ORDERS',
    });
    expect(again.status).toBe(409);
  });

  it('a second invitation of an address replaces the first: the old link stops working', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email, 'ORDERS');
    const second = await invite(email, 'CATALOGUE');
    expect((await accept(first.token)).status).toBe(404);
    expect((await accept(second.token)).body.data).toEqual({ email, role: 'CATALOGUE' });
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await shop.db.select().from(staffInvitations);
    const bad: unknown[] = [
      { email: 'not-an-email', name: 'A', role: 'ORDERS' },
      { email: uniqueEmail('bad'), name: '', role: 'ORDERS' },
      { email: uniqueEmail('bad'), name: 'A', role: 'ADMIN' },
      { email: uniqueEmail('bad'), name: 'A', role: 'ORDERS', staffRole: 'OWNER' },
      { email: uniqueEmail('bad'), name: 'x'.repeat(101), role: 'ORDERS' },
      { email: 42, name: 'A', role: 'ORDERS' },
    ];
    for (const payload of bad) {
      expect((await call('POST', '/api/admin/staff/invite', owner.token, payload)).status).toBe(
        400,
      );
    }
    expect(await shop.db.select().from(staffInvitations)).toHaveLength(before.length);
    const short = await call('POST', '/api/staff-invitation/accept', undefined, {
      token: 'a'.repeat(43),
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.status).toBe(400);
    const differ = await call('POST', '/api/staff-invitation/accept', undefined, {
      token: 'a'.repeat(43),
      password: 'mat-khau-dai-1',
      confirmPassword: 'mat-khau-dai-2',
    });
    expect(differ.status).toBe(400);
    expect((await accept('a'.repeat(43))).status).toBe(404);
  });
});

describe('the owner manages the staff', () => {
  it('changes a role: it applies at the member’s next call', async () => {
    const clerk = await makeStaff(shop, 'ORDERS');
    expect((await call('POST', '/api/admin/orders/list', clerk.token, {})).status).toBe(200);
    const changed = await call('PUT', '/api/admin/staff/role', owner.token, {
      userId: clerk.id,
      role: 'CATALOGUE',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.members).toContainEqual(
      expect.objectContaining({ _id: clerk.id, role: 'CATALOGUE' }),
    );
    expect((await call('POST', '/api/admin/orders/list', clerk.token, {})).status).toBe(403);
    expect((await call('GET', '/api/admin/staff', clerk.token)).status).toBe(403);
  });

  it('removes a member: a shopper again, every login ended', async () => {
    const clerk = await makeStaff(shop, 'ORDERS');
    const removed = await call('POST', '/api/admin/staff/remove', owner.token, {
      userId: clerk.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((member) => member._id)).not.toContain(clerk.id);
    const [row] = await shop.db
      .select({ role: users.role, staffRole: users.staffRole })
      .from(users)
      .where(eq(users.id, clerk.id));
    expect(row).toEqual({ role: 'USER', staffRole: null });
    const after = await call('POST', '/api/admin/orders/list', clerk.token, {});
    expect([401, 403]).toContain(after.status);
  });

  it('never changes or removes the caller, nor a shopper or an unknown id', async () => {
    const shopper = await makeShopper(shop);
    const self = await call('PUT', '/api/admin/staff/role', owner.token, {
      userId: owner.id,
      role: 'ORDERS',
    });
    expect(self.status).toBe(409);
    expect(
      (await call('POST', '/api/admin/staff/remove', owner.token, { userId: owner.id })).status,
    ).toBe(409);
    for (const userId of [shopper.id, 'ffffffffffffffffffffffff']) {
      expect(
        (await call('PUT', '/api/admin/staff/role', owner.token, { userId, role: 'OWNER' })).status,
      ).toBe(404);
      expect((await call('POST', '/api/admin/staff/remove', owner.token, { userId })).status).toBe(
        404,
      );
    }
    const [me] = await shop.db
      .select({ role: users.role, staffRole: users.staffRole })
      .from(users)
      .where(and(eq(users.id, owner.id)));
    // Made without a role (as the create-admin command makes one): an owner, unchanged.
    expect(me).toEqual({ role: 'ADMIN', staffRole: null });
  });

  it('names the order clerk on the order’s timeline', async () => {
    const clerk = await makeStaff(shop, 'ORDERS', 'Trần Thị Đơn');
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Điện trở 220V' });
    const order = await makeOrder(shop, { userId: shopper.id, productId });
    const moved = await call('POST', '/api/admin/orders/transition', clerk.token, {
      orderId: order.id,
      to: 'confirmed',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const timeline = (
      moved.body.data as unknown as { timeline: { by: string; byName: string | null }[] }
    ).timeline;
    expect(timeline).toContainEqual(expect.objectContaining({ byName: 'Trần Thị Đơn' }));
  });
});
