import { sql } from 'drizzle-orm';
import {
  COD_STATEMENT_MAX_LINES,
  foldVietnamese,
  shopToday,
  type CodStatement,
  type CodStatementLine,
  type Locale,
} from '@shop/contract';
import { AppError } from '../../app-error';
import { parseCsv } from '../../csv';
import { queryRows, type Database } from '../../db/client';
import { receiveCarrierCod, type MoneyDeps } from '../orders/order-money.service';
import { codText } from './cod-statement-texts';

/** One parcel's line of the carrier's statement, as read. */
export interface StatementLine {
  trackingCode: string;
  collected: number;
  fees: number;
}

/**
 * The columns of GHTK's COD statement ("đối soát"), by their headers folded (no accents, lower
 * case, letters and digits only). No sample of the portal's export is public, so both namings are
 * taken (decision 053's addendum): the portal's usual Vietnamese headers, and the names GHTK's API
 * documentation gives the same values (docs.giaohangtietkiem.vn, Get Order Status: `label_id`
 * "Mã đơn hàng của hệ thống GHTK", `pick_money` "Số tiền CoD", `ship_money` "Phí giao hàng",
 * `insurance` "Phí khai giá"), as field names or as those words. "Mã đơn hàng" alone is not taken:
 * GHTK uses it for the shop's own order code too (`partner_id`). Fees: the total when the file
 * has one, else the sum of the fee columns it has.
 */
const CODE_HEADERS = [
  'madonghtk',
  'mavandon',
  'mavandonghtk',
  'madonhangghtk',
  'madonhangcuahethongghtk',
  'labelid',
  'label',
];
const COLLECTED_HEADERS = [
  'tienthuho',
  'thuho',
  'tienthuhocod',
  'sotienthuho',
  'tiencod',
  'sotiencod',
  'cod',
  'pickmoney',
];
const TOTAL_FEE_HEADERS = ['tongphi', 'tongcuoc', 'tongphidichvu', 'totalfee'];
const FEE_HEADERS = [
  'phivanchuyen',
  'phigiaohang',
  'phiship',
  'phidichvu',
  'cuocphi',
  'phibaohiem',
  'phikhaigia',
  'phithuho',
  'phicod',
  'phichuyenhoan',
  'phihoan',
  'shipmoney',
  'insurance',
];

const folded = (header: string) =>
  foldVietnamese(header)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** "1.250.000", "1,250,000 đ", "1250000", "" (none: 0); undefined when not an amount. */
function amountOf(cell: string): number | undefined {
  const text = cell.trim().replace(/\s*(đ|vnd|vnđ|d)$/i, '');
  if (text === '') return 0;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(text)) return undefined;
  const value = Number(text.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The statement's parcel lines. Refused (400/415, nothing written): a spreadsheet or binary file,
 * text that is not CSV, no header row naming a tracking code and the COD, an amount that is not
 * one, a line without a code, a code twice, no line, or more lines than a statement has.
 */
export function readCodStatement(bytes: Buffer): StatementLine[] {
  // A ZIP (XLSX) or legacy Excel (OLE) file by its first bytes.
  if (
    bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ||
    bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))
  )
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      codText((t) => t.spreadsheet),
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      codText((t) => t.notText),
    );
  }
  if (text.includes('\u0000'))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      codText((t) => t.notText),
    );
  const records = parseCsv(text);
  if (!records)
    throw new AppError(
      'BAD_REQUEST',
      codText((t) => t.notCsv),
    );
  const headerAt = records.slice(0, 10).findIndex((record) => {
    const names = record.map(folded);
    return (
      names.some((name) => CODE_HEADERS.includes(name)) &&
      names.some((name) => COLLECTED_HEADERS.includes(name))
    );
  });
  if (headerAt < 0)
    throw new AppError(
      'BAD_REQUEST',
      codText((t) => t.noHeader),
    );
  const header = (records[headerAt] ?? []).map(folded);
  const titles = records[headerAt] ?? [];
  const first = (names: readonly string[]) =>
    names.map((n) => header.indexOf(n)).find((i) => i >= 0);
  const codeColumn = first(CODE_HEADERS) ?? -1;
  const collectedColumn = first(COLLECTED_HEADERS) ?? -1;
  const totalFee = first(TOTAL_FEE_HEADERS);
  const feeColumns =
    totalFee !== undefined
      ? [totalFee]
      : header.flatMap((name, index) => (FEE_HEADERS.includes(name) ? [index] : []));

  const lines: StatementLine[] = [];
  const seen = new Set<string>();
  records.slice(headerAt + 1).forEach((record, offset) => {
    const row = headerAt + offset + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const code = (record[codeColumn] ?? '').trim();
    // A totals row at the end ("Tổng cộng") names no parcel.
    if (code === '' && record.some((cell) => folded(cell).startsWith('tong'))) return;
    if (code === '')
      throw new AppError(
        'BAD_REQUEST',
        codText((t) => t.noCode(row)),
      );
    if (code.length > 64)
      throw new AppError(
        'BAD_REQUEST',
        codText((t) => t.codeTooLong(row)),
      );
    if (seen.has(code))
      throw new AppError(
        'BAD_REQUEST',
        codText((t) => t.repeated(row, code)),
      );
    seen.add(code);
    const money = (column: number) => {
      const value = amountOf(record[column] ?? '');
      if (value === undefined)
        throw new AppError(
          'BAD_REQUEST',
          codText((t) => t.badAmount(row, titles[column] ?? '')),
        );
      return value;
    };
    lines.push({
      trackingCode: code,
      collected: money(collectedColumn),
      fees: feeColumns.reduce((sum, column) => sum + money(column), 0),
    });
    if (lines.length > COD_STATEMENT_MAX_LINES)
      throw new AppError(
        'BAD_REQUEST',
        codText((t) => t.tooManyLines(COD_STATEMENT_MAX_LINES)),
      );
  });
  if (lines.length === 0)
    throw new AppError(
      'BAD_REQUEST',
      codText((t) => t.noLines),
    );
  return lines;
}

interface Match {
  orderId: string;
  orderNumber: string;
  expected: number;
}

async function matchOf(tx: Database, code: string): Promise<Match | undefined> {
  const [row] = await queryRows<{
    orderId: string;
    orderNumber: string;
    expected: string | number;
  }>(
    tx,
    sql`SELECT s.order_id AS "orderId", o.order_number AS "orderNumber", s.cod_amount AS expected
        FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.carrier = 'ghtk' AND s.tracking_code = ${code}`,
  );
  return row && { ...row, expected: Number(row.expected) };
}

/**
 * Imports a statement in one transaction: each parcel's line is taken once (a line seen in an
 * earlier import is answered as such and writes nothing), matched to its order by tracking code,
 * and its collected money recorded as the order's payment by the order-money rules; what differs
 * from the expected COD, or finds no order, or could not be recorded, is flagged.
 */
export async function importCodStatement(
  deps: MoneyDeps,
  adminId: string,
  lines: readonly StatementLine[],
  locale: Locale,
): Promise<CodStatement> {
  const receivedOn = shopToday();
  // Locks are taken in the tracking codes' order, so two imports at once cannot deadlock.
  const ordered = [...lines].sort((a, b) => a.trackingCode.localeCompare(b.trackingCode));
  const answered = new Map<string, CodStatementLine>();
  await deps.db.transaction(async (tx) => {
    for (const line of ordered) {
      const match = await matchOf(tx, line.trackingCode);
      const [fresh] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO cod_statement_lines (carrier, tracking_code, order_id, collected, fees,
                                             expected, imported_by)
            VALUES ('ghtk', ${line.trackingCode}, ${match?.orderId ?? null}, ${line.collected},
                    ${line.fees}, ${match?.expected ?? null}, ${adminId})
            ON CONFLICT ON CONSTRAINT cod_statement_lines_once DO NOTHING
            RETURNING id`,
      );
      const base = {
        trackingCode: line.trackingCode,
        orderId: match?.orderId ?? null,
        orderNumber: match?.orderNumber ?? null,
        expected: match?.expected ?? null,
        collected: line.collected,
        fees: line.fees,
        difference: match ? line.collected - match.expected : null,
      };
      if (!fresh) {
        answered.set(line.trackingCode, {
          ...base,
          flagged: base.difference !== 0,
          outcome: 'already_imported',
          recorded: 0,
          message: null,
        });
        continue;
      }
      if (!match) {
        answered.set(line.trackingCode, {
          ...base,
          flagged: true,
          outcome: 'no_order',
          recorded: 0,
          message: null,
        });
        continue;
      }
      const done =
        line.collected > 0
          ? await receiveCarrierCod(tx, deps, adminId, {
              orderId: match.orderId,
              amount: line.collected,
              reference: `GHTK ${line.trackingCode}`,
              receivedOn,
              note: codText((t) => t.paymentNote(line.trackingCode)).vi,
            })
          : { recorded: 0 };
      await tx.execute(
        sql`UPDATE cod_statement_lines SET recorded = ${done.recorded} WHERE id = ${fresh.id}`,
      );
      answered.set(line.trackingCode, {
        ...base,
        flagged: base.difference !== 0 || done.recorded < line.collected,
        outcome: done.recorded > 0 ? 'recorded' : 'not_recorded',
        recorded: done.recorded,
        message: done.refusal ? done.refusal[locale] : null,
      });
    }
  });
  deps.mails.wake();
  const result = lines.map((line) => answered.get(line.trackingCode) as CodStatementLine);
  return {
    lines: result,
    totals: {
      expected: result.reduce((sum, line) => sum + (line.expected ?? 0), 0),
      collected: result.reduce((sum, line) => sum + line.collected, 0),
      fees: result.reduce((sum, line) => sum + line.fees, 0),
      recorded: result.reduce((sum, line) => sum + line.recorded, 0),
      flagged: result.filter((line) => line.flagged).length,
    },
  };
}
