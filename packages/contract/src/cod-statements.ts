/**
 * COD reconciliation (issue 48): the staff import the carrier's payout statement (CSV as GHTK's
 * "đối soát" export gives it); each line is matched to an order by its tracking code, what the
 * carrier collected is set against what the shop expected (the shipment's COD) with the carrier's
 * fees beside it, differences are flagged, and a matched line's money is recorded once as the
 * order's payment, however often the file is imported.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';

/** The largest statement file taken (a month of parcels is far below it). */
export const COD_STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The most parcel lines in one statement. */
export const COD_STATEMENT_MAX_LINES = 5000;

/**
 * What became of one line:
 * - `recorded`: matched, its money recorded as the order's payment now;
 * - `already_imported`: this parcel's line came in an earlier import: nothing written again;
 * - `no_order`: no shipment of the shop has this tracking code;
 * - `not_recorded`: matched, but the order takes no money now (paid, cancelled, nothing owed).
 */
export const COD_LINE_OUTCOMES = [
  'recorded',
  'already_imported',
  'no_order',
  'not_recorded',
] as const;
export type CodLineOutcome = (typeof COD_LINE_OUTCOMES)[number];

export const CodStatementLineSchema = z.object({
  trackingCode: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** What the shop expected the carrier to collect (the shipment's COD); null: no order. */
  expected: z.number().nullable(),
  /** What the carrier says it collected. */
  collected: z.number(),
  /** The carrier's fees on the parcel (shipping, insurance, COD fee), as the statement gives them. */
  fees: z.number(),
  /** collected − expected (0 when they agree); null: no order to compare with. */
  difference: z.number().nullable(),
  /** A difference, no order, or money the order could not take: for the staff to look at. */
  flagged: z.boolean(),
  outcome: z.enum(COD_LINE_OUTCOMES),
  /** What was recorded as the order's payment by this import (0 when nothing). */
  recorded: z.number(),
  /** Why the order took no money, in the request's locale; null otherwise. */
  message: z.string().nullable(),
});
export type CodStatementLine = z.infer<typeof CodStatementLineSchema>;

export const CodStatementSchema = z.object({
  lines: z.array(CodStatementLineSchema),
  totals: z.object({
    expected: z.number(),
    collected: z.number(),
    fees: z.number(),
    recorded: z.number(),
    flagged: z.number().int(),
  }),
});
export type CodStatement = z.infer<typeof CodStatementSchema>;

export const CodStatementResponseSchema = okEnvelope(CodStatementSchema);
