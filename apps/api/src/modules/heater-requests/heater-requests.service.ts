import { createHash, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  HEATER_REQUEST_STATUSES,
  shopToday,
  staffMayUse,
  wattDensityOf,
  type HeaterRequestDetail,
  type HeaterRequestSummary,
  type HeaterSpec,
  type Locale,
  type MyHeaterRequest,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { heaterRequestAttachments, heaterRequests, users } from '../../db/schema';
import { insertMails, type MailToQueue } from '../mail/outbox.repo';
import { buyerCopyMail, staffAlertMail } from './heater-request-mails';
import { heaterText } from './heater-request-texts';

export interface HeaterRequestDeps {
  db: Database;
  publicUrl: string;
  mails: {
    settings: { readonly staffEmail: string | undefined; readonly staffLocale: Locale };
    wake: () => void;
  };
}

/** A submit as the contract's schema parsed it. */
export interface HeaterRequestInput {
  heater: HeaterSpec;
  quantity: number;
  wantedDate: string;
  note: string;
  contact: { name: string; phone: string; email: string; company: string; taxCode: string };
  attachments: string[];
  locale?: Locale | undefined;
}

export interface Submission {
  userId: string | undefined;
  key: string | undefined;
  locale: Locale;
}

export interface SubmitAnswer {
  number: string;
  status: (typeof HEATER_REQUEST_STATUSES)[number];
  replayed: boolean;
}

// No 0/O or 1/I, as the order numbers: read over the phone without a slip.
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `RFQ-20261129-7KX2QM`: the day it came in and 6 random characters, as the order numbers. */
export function newRequestNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += NUMBER_ALPHABET[randomInt(32)] ?? '';
  return `RFQ-${day}-${suffix}`;
}

/** What makes two submits "the same": every field the server keeps (and who sends it). */
export function requestHash(input: HeaterRequestInput, userId: string | undefined): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        userId ?? null,
        input.heater,
        input.quantity,
        input.wantedDate,
        input.note,
        input.contact,
        [...input.attachments].sort(),
      ]),
    )
    .digest('hex');
}

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    heaterText((t) => t.notFound),
  );

/**
 * Records a request with its attachments and its mails, in one transaction: all of it, or nothing.
 * With an Idempotency-Key, a repeat of the same submit answers the first request (nothing new is
 * written); the key with another body is refused. Two submits racing with one key: the key's
 * unique index lets one insert, and the other, run again, finds it.
 */
export async function submitHeaterRequest(
  deps: HeaterRequestDeps,
  input: HeaterRequestInput,
  submission: Submission,
): Promise<SubmitAnswer> {
  if (input.wantedDate !== '' && input.wantedDate < shopToday())
    throw new AppError(
      'BAD_REQUEST',
      heaterText((t) => t.wantedDatePast),
      { field: 'wantedDate' },
    );
  const hash = requestHash(input, submission.userId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await deps.db.transaction((tx) => submitIn(tx, deps, input, submission, hash));
      if (!answer.replayed) deps.mails.wake();
      return answer;
    } catch (error) {
      if (attempt === 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function submitIn(
  tx: Database,
  deps: HeaterRequestDeps,
  input: HeaterRequestInput,
  submission: Submission,
  hash: string,
): Promise<SubmitAnswer> {
  if (submission.key !== undefined) {
    const [earlier] = await tx
      .select({
        number: heaterRequests.number,
        status: heaterRequests.status,
        requestHash: heaterRequests.requestHash,
      })
      .from(heaterRequests)
      .where(eq(heaterRequests.idempotencyKey, submission.key))
      .limit(1);
    if (earlier) {
      if (earlier.requestHash !== hash)
        throw new AppError(
          'CONFLICT',
          heaterText((t) => t.keyReused),
        );
      return { number: earlier.number, status: earlier.status, replayed: true };
    }
  }
  const { heater } = input;
  const { kind, ...spec } = heater;
  const number = newRequestNumber();
  const [row] = await tx
    .insert(heaterRequests)
    .values({
      number,
      kind,
      spec,
      quantity: input.quantity,
      wantedDate: input.wantedDate === '' ? null : input.wantedDate,
      note: input.note,
      contactName: input.contact.name,
      contactPhone: input.contact.phone,
      contactEmail: input.contact.email,
      company: input.contact.company,
      taxCode: input.contact.taxCode,
      userId: submission.userId ?? null,
      locale: submission.locale,
      idempotencyKey: submission.key ?? null,
      requestHash: hash,
    })
    .returning({ id: heaterRequests.id });
  if (!row) throw new Error('the request was not written');

  let attachmentNames: string[] = [];
  if (input.attachments.length > 0) {
    // Claimed only while nobody's: an id already claimed (or never uploaded) is refused, and the
    // request is not written either.
    const claimed = await tx
      .update(heaterRequestAttachments)
      .set({ requestId: row.id })
      .where(
        and(
          inArray(heaterRequestAttachments.id, input.attachments),
          isNull(heaterRequestAttachments.requestId),
        ),
      )
      .returning({ name: heaterRequestAttachments.name });
    if (claimed.length !== input.attachments.length)
      throw new AppError(
        'BAD_REQUEST',
        heaterText((t) => t.attachmentMissing),
        { field: 'attachments' },
      );
    attachmentNames = claimed.map((attachment) => attachment.name);
  }

  const details = {
    id: row.id,
    number,
    kind,
    quantity: input.quantity,
    wantedDate: input.wantedDate,
    note: input.note,
    contact: input.contact,
    attachmentNames,
  };
  const mails: MailToQueue[] = [];
  if (input.contact.email !== '') mails.push(buyerCopyMail(details, submission.locale));
  const { staffEmail, staffLocale } = deps.mails.settings;
  if (staffEmail) mails.push(staffAlertMail(details, staffEmail, staffLocale, deps.publicUrl));
  if (mails.length > 0) await insertMails(tx, mails);
  return { number, status: 'new', replayed: false };
}

/** The inbox: newest first, by status, assignee and words of the number or contact; with each status's count. */
export async function listHeaterRequests(
  db: Database,
  filters: { status: string; q: string; assignee?: string; page: number },
  /** Whom `assignee: 'me'` means: the staff member asking. */
  viewerId?: string,
): Promise<{
  requests: HeaterRequestSummary[];
  totalCount: number;
  totalPage: number;
  counts: Record<string, number>;
}> {
  const conditions: SQL[] = [];
  if (filters.status !== '')
    conditions.push(
      eq(heaterRequests.status, filters.status as (typeof HEATER_REQUEST_STATUSES)[number]),
    );
  if (filters.assignee === 'none') conditions.push(isNull(heaterRequests.assignedTo));
  if (filters.assignee === 'me')
    conditions.push(viewerId ? eq(heaterRequests.assignedTo, viewerId) : sql`false`);
  const words = filters.q.trim();
  if (words !== '')
    conditions.push(sql`strpos(${heaterRequests.searchText}, shop_fold(${words})) > 0`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // Named with the table: drizzle writes a column bare, which a subquery would read as its own.
  const assignee = sql<string>`coalesce((SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = heater_requests.assigned_to), '')`;
  const attachmentCount =
    sql<number>`(SELECT count(*)::int FROM heater_request_attachments a WHERE a.request_id = heater_requests.id)`.mapWith(
      Number,
    );
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: heaterRequests.id,
        number: heaterRequests.number,
        kind: heaterRequests.kind,
        quantity: heaterRequests.quantity,
        status: heaterRequests.status,
        contactName: heaterRequests.contactName,
        company: heaterRequests.company,
        phone: heaterRequests.contactPhone,
        wantedDate: heaterRequests.wantedDate,
        assignedName: assignee,
        attachmentCount,
        createdAt: heaterRequests.createdAt,
      })
      .from(heaterRequests)
      .where(where)
      .orderBy(desc(heaterRequests.createdAt), desc(heaterRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(heaterRequests).where(where),
    db
      .select({ status: heaterRequests.status, total: count() })
      .from(heaterRequests)
      .groupBy(heaterRequests.status),
  ]);
  const totalCount = total?.total ?? 0;
  const counts: Record<string, number> = {};
  for (const status of HEATER_REQUEST_STATUSES) counts[status] = 0;
  for (const row of byStatus) counts[row.status] = row.total;
  return {
    requests: rows.map((row) => ({
      _id: row.id,
      number: row.number,
      kind: row.kind,
      quantity: row.quantity,
      status: row.status,
      contactName: row.contactName,
      company: row.company,
      phone: row.phone,
      wantedDate: row.wantedDate ?? '',
      assignedName: row.assignedName,
      attachmentCount: row.attachmentCount,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount,
    totalPage: Math.max(1, Math.ceil(totalCount / ADMIN_PAGE_SIZE)),
    counts,
  };
}

/** The staff who may be given a request: active admins whose role works on orders. */
async function orderStaff(db: Database): Promise<{ _id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'Active')))
    .orderBy(asc(users.name), asc(users.id));
  return rows
    .filter((row) => staffMayUse(row.role ?? 'OWNER', 'orders'))
    .map((row) => ({ _id: row.id, name: row.name === '' ? row.email : row.name }));
}

/** Where staff download an attachment (behind the orders area's guard). */
export const attachmentPath = (id: string) => `/api/admin/heater-requests/attachments/${id}`;

/** One request, as the staff see it. */
export async function heaterRequestDetail(
  db: Database,
  publicUrl: string,
  requestId: string,
): Promise<HeaterRequestDetail> {
  const [row] = await db
    .select()
    .from(heaterRequests)
    .where(eq(heaterRequests.id, requestId))
    .limit(1);
  if (!row) throw notFound();
  const [attachments, staff] = await Promise.all([
    db
      .select()
      .from(heaterRequestAttachments)
      .where(eq(heaterRequestAttachments.requestId, row.id))
      .orderBy(asc(heaterRequestAttachments.createdAt), asc(heaterRequestAttachments.id)),
    orderStaff(db),
  ]);
  const heater = { ...row.spec, kind: row.kind };
  const assigned = staff.find((member) => member._id === row.assignedTo);
  let assignedName = assigned?.name ?? '';
  if (row.assignedTo && !assigned) {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.assignedTo));
    assignedName = user ? user.name || user.email : '';
  }
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    heater,
    quantity: row.quantity,
    wantedDate: row.wantedDate ?? '',
    note: row.note,
    contact: {
      name: row.contactName,
      phone: row.contactPhone,
      email: row.contactEmail,
      company: row.company,
      taxCode: row.taxCode,
    },
    userId: row.userId,
    locale: row.locale,
    assignedTo: row.assignedTo,
    assignedName,
    staffNotes: row.staffNotes,
    attachments: attachments.map((attachment) => ({
      _id: attachment.id,
      name: attachment.name,
      type: attachment.type,
      size: attachment.size,
      url: `${publicUrl}${attachmentPath(attachment.id)}`,
    })),
    wattDensity: wattDensityOf(heater) ?? null,
    staff,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A status, an assignee and/or the staff notes changed; the assignee must work on orders. */
export async function updateHeaterRequest(
  db: Database,
  publicUrl: string,
  input: {
    requestId: string;
    status?: (typeof HEATER_REQUEST_STATUSES)[number] | undefined;
    assignedTo?: string | null | undefined;
    staffNotes?: string | undefined;
  },
): Promise<HeaterRequestDetail> {
  if (input.assignedTo) {
    const staff = await orderStaff(db);
    if (!staff.some((member) => member._id === input.assignedTo))
      throw new AppError(
        'BAD_REQUEST',
        heaterText((t) => t.notStaff),
        { field: 'assignedTo' },
      );
  }
  const changes: Partial<typeof heaterRequests.$inferInsert> = { updatedAt: new Date() };
  if (input.status !== undefined) changes.status = input.status;
  if (input.assignedTo !== undefined) changes.assignedTo = input.assignedTo;
  if (input.staffNotes !== undefined) changes.staffNotes = input.staffNotes;
  const updated = await db
    .update(heaterRequests)
    .set(changes)
    .where(eq(heaterRequests.id, input.requestId))
    .returning({ id: heaterRequests.id });
  if (updated.length === 0) throw notFound();
  return heaterRequestDetail(db, publicUrl, input.requestId);
}

/** An attachment of a submitted request (an unclaimed upload is nobody's to read). */
export async function claimedAttachment(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(heaterRequestAttachments)
    .where(
      and(
        eq(heaterRequestAttachments.id, id),
        sql`${heaterRequestAttachments.requestId} IS NOT NULL`,
      ),
    )
    .limit(1);
  return row;
}

/** The most of a buyer's own requests their account lists: far more than a buyer sends. */
const MY_REQUESTS_MAX = 100;

/** A buyer's own requests (sent while logged in), newest first; never anyone else's. */
export async function myHeaterRequests(db: Database, userId: string): Promise<MyHeaterRequest[]> {
  const rows = await db
    .select({
      id: heaterRequests.id,
      number: heaterRequests.number,
      kind: heaterRequests.kind,
      quantity: heaterRequests.quantity,
      status: heaterRequests.status,
      wantedDate: heaterRequests.wantedDate,
      createdAt: heaterRequests.createdAt,
    })
    .from(heaterRequests)
    .where(eq(heaterRequests.userId, userId))
    .orderBy(desc(heaterRequests.createdAt), desc(heaterRequests.id))
    .limit(MY_REQUESTS_MAX);
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    kind: row.kind,
    quantity: row.quantity,
    status: row.status,
    wantedDate: row.wantedDate ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}
