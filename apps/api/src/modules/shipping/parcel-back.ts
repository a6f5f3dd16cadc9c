import { sql } from 'drizzle-orm';
import { SHIPMENT_STATUSES } from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { CarrierStep } from './carrier';

/** What the order's history keeps of a parcel's step (order_events kind 'parcel', migration 0052). */
const ParcelStepSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  trackingCode: z.string(),
  carrierText: z.string(),
});
export type ParcelStep = z.infer<typeof ParcelStepSchema>;

/**
 * The carrier brought the order's parcel back to the shop (issue 48): an entry of the order's
 * history, in the transaction that records the carrier's step. The order stays shipped and nothing
 * goes back into stock: the staff check the goods and record the failed delivery, unit by unit,
 * on the returns card (its resellable units restocked then, as 'return' movements). Until they do,
 * the order shows as a parcel back awaiting their check (`parcel_back`, the list's filter).
 */
export async function recordParcelBack(
  tx: Database,
  orderId: string,
  step: Pick<CarrierStep, 'trackingCode' | 'carrierText'>,
): Promise<void> {
  const entry: ParcelStep = {
    status: 'returned',
    trackingCode: step.trackingCode,
    carrierText: step.carrierText,
  };
  await tx.execute(sql`
    INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, actor_user_id)
    VALUES (${orderId}, 'parcel', NULL, ${JSON.stringify(entry)}, '', 'system', NULL)`);
}

/** A stored parcel step, or undefined when unreadable. */
export function parcelStepOf(stored: string | null): ParcelStep | undefined {
  if (stored === null) return undefined;
  try {
    const parsed = ParcelStepSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
