import { randomBytes } from 'node:crypto';
import {
  priceWithDiscount,
  shopToday,
  vatIncluded,
  type DeliveryAddress,
  type PaymentMethod,
  type StaffOrderCreateRequest,
  type StaffProductChoice,
} from '@shop/contract';
import type { z } from 'zod';
import type { StaffOrderCreateRequestSchema } from '@shop/contract';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import { insertOrderPayment } from './order-money.repo';
import { queueOrderMail, transferMailDetails } from './order-mails';
import { shopMoment, type TransferAccount } from './order-placement.service';
import type { LifecycleDeps } from './order-lifecycle.service';
import { newOrderNumber, newOrderRowId, writeOrder, type NewOrderLine } from './orders.repo';
import { staffOrderText } from './staff-order-texts';
import {
  catalogueKey,
  insertPhoneCustomer,
  markStaffOrder,
  searchStaffProducts,
  selectCatalogueLines,
  selectCustomer,
  type LineOverride,
  type StaffOrderCustomerRow,
} from './staff-orders.repo';

/**
 * What taking an order needs: the lifecycle's, and the shop's transfer account (absent when the
 * shop takes no transfers), which a bank-transfer order is paid into by its deadline.
 */
export type StaffOrderDeps = LifecycleDeps & { bankTransfer?: TransferAccount | undefined };

/** A staff order as the schema parsed it (defaults filled). */
export type StaffOrderInput = z.output<typeof StaffOrderCreateRequestSchema>;

/** An order is for an account: a new customer without an e-mail gets one no mail reaches. */
function unreachableEmail(): string {
  return `khach-${randomBytes(6).toString('hex')}@dien-thoai.invalid`;
}

async function customerOf(
  tx: LifecycleDeps['db'],
  customer: StaffOrderInput['customer'],
): Promise<StaffOrderCustomerRow> {
  if ('userId' in customer) {
    const row = await selectCustomer(tx, customer.userId);
    if (!row)
      throw new AppError(
        'NOT_FOUND',
        staffOrderText((t) => t.customerNotFound),
      );
    // An account made for a phone order without an e-mail has none to mail.
    return row.email.endsWith('.invalid') ? { ...row, email: '' } : row;
  }
  const email = customer.email ?? '';
  const row = await insertPhoneCustomer(tx, {
    name: customer.name,
    phone: customer.phone,
    email,
    unreachableEmail: unreachableEmail(),
  });
  if (!row)
    throw new AppError(
      'CONFLICT',
      staffOrderText((t) => t.emailTaken(email)),
    );
  return row;
}

/** Refuses (400) a product on two lines, and a price set by hand without its reason. */
export function checkLineInputs(lines: StaffOrderInput['lines']): void {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = catalogueKey(line.productId, line.variantId ?? null);
    if (seen.has(key))
      throw new AppError(
        'BAD_REQUEST',
        staffOrderText((t) => t.sameLineTwice(index + 1)),
      );
    seen.add(key);
    const overridden = line.unitPrice !== undefined || line.discount !== undefined;
    if (overridden && (line.reason ?? '') === '')
      throw new AppError(
        'BAD_REQUEST',
        staffOrderText((t) => t.reasonRequired(index + 1)),
      );
  });
}

/** The address a staff member typed, as the order keeps it. */
export function deliveryAddressOf(address: StaffOrderInput['address']): DeliveryAddress {
  return {
    address_line: address.address_line,
    city: address.city,
    state: address.state ?? '',
    country: 'Việt Nam',
    pincode: '',
    mobile: address.mobile,
    ...(address.recipient ? { recipient: address.recipient } : {}),
  };
}

/** How each way of paying starts the order: its status, payment status and method. */
function startOf(input: Pick<StaffOrderInput, 'payment' | 'paidWith'>): {
  status: 'placed' | 'pending_payment';
  paymentStatus: 'unpaid' | 'pending' | 'paid';
  paymentMethod: PaymentMethod;
} {
  switch (input.payment) {
    case 'cash_on_delivery':
      return { status: 'placed', paymentStatus: 'unpaid', paymentMethod: 'cash_on_delivery' };
    case 'bank_transfer':
      // Waits for its transfer as a checkout transfer does (its deadline is the shop's hold).
      return {
        status: 'pending_payment',
        paymentStatus: 'pending',
        paymentMethod: 'bank_transfer',
      };
    case 'paid':
      return {
        status: 'placed',
        paymentStatus: 'paid',
        paymentMethod:
          input.paidWith?.method === 'bank_transfer' ? 'bank_transfer' : 'cash_on_delivery',
      };
  }
}

/**
 * Takes an order for a customer (issue 44), in one transaction: the customer (an account, or a new
 * one from the name, phone and e-mail typed), each line from the catalogue as it is now (a price
 * or discount set by hand is kept with the catalogue's, the reason and who set it), the shipping
 * fee in the total, the stock taken as any order takes it (never below 0: a short line refuses the
 * whole order, 409), the placing on the timeline as the staff member's, the money when already
 * paid, and the placing mail when the customer has an e-mail. Nothing is written on a refusal.
 */
export async function createStaffOrder(
  deps: StaffOrderDeps,
  adminId: string,
  input: StaffOrderInput,
): Promise<{ _id: string; orderId: string; totalAmt: number }> {
  if (input.payment === 'paid' && !input.paidWith)
    throw new AppError(
      'BAD_REQUEST',
      staffOrderText((t) => t.paidWithRequired),
      {
        field: 'paidWith',
      },
    );
  if (input.payment !== 'paid' && input.paidWith)
    throw new AppError(
      'BAD_REQUEST',
      staffOrderText((t) => t.paidWithOnlyWhenPaid),
      {
        field: 'paidWith',
      },
    );
  checkLineInputs(input.lines);

  const placed = await deps.db.transaction(async (tx) => {
    const catalogue = await selectCatalogueLines(
      tx,
      input.lines.map((line) => ({ productId: line.productId, variantId: line.variantId ?? null })),
    );
    const overrides: LineOverride[] = [];
    const lines: NewOrderLine[] = input.lines.map((line, index) => {
      const product = catalogue.get(catalogueKey(line.productId, line.variantId ?? null));
      if (!product)
        throw new AppError(
          'BAD_REQUEST',
          staffOrderText((t) => t.productNotFound(index + 1)),
        );
      const overridden = line.unitPrice !== undefined || line.discount !== undefined;
      const unitPrice = line.unitPrice ?? product.price;
      const discount = line.discount ?? (line.unitPrice === undefined ? product.discount : 0);
      if (overridden)
        overrides.push({
          position: index,
          listPrice: product.price,
          listDiscount: product.discount,
          reason: line.reason ?? '',
        });
      if (line.quantity > product.stock)
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.outOfStock(product.name, product.stock)),
        );
      return {
        productId: product.productId,
        variantId: product.variantId,
        variantLabel: product.variantLabel,
        name: product.name,
        productCode: product.code,
        image: product.image,
        unit: product.unit,
        unitPrice,
        discount,
        quantity: line.quantity,
        lineTotal: priceWithDiscount(unitPrice, discount) * line.quantity,
        vatRate: product.vatRate,
        vatAmt: vatIncluded(
          priceWithDiscount(unitPrice, discount) * line.quantity,
          product.vatRate,
        ),
      };
    });
    const exact = lines.reduce(
      (sum, line) =>
        sum + BigInt(priceWithDiscount(line.unitPrice, line.discount)) * BigInt(line.quantity),
      BigInt(input.shippingFee),
    );
    if (exact > BigInt(Number.MAX_SAFE_INTEGER))
      throw new AppError(
        'BAD_REQUEST',
        inBoth((t) => t.orderTooLarge),
      );
    const subTotalAmt = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const totalAmt = subTotalAmt + input.shippingFee;
    const customer = await customerOf(tx, input.customer);
    const deliveryAddress = deliveryAddressOf(input.address);
    const id = newOrderRowId();
    const orderNumber = newOrderNumber();
    const createdAt = new Date();
    // A transfer into the shop's account waits as long as a checkout's does, and is swept at its
    // deadline unless money came in (a deposit keeps it); the customer is mailed how to pay.
    const account = input.payment === 'bank_transfer' ? deps.bankTransfer : undefined;
    const expiresAt = account ? new Date(createdAt.getTime() + account.holdMs) : null;
    const short = await writeOrder(tx, {
      order: {
        id,
        orderNumber,
        userId: customer.id,
        ...startOf(input),
        addressId: null,
        deliveryAddress,
        subTotalAmt,
        totalAmt,
        expiresAt,
        invoice: null,
        locale: customer.locale ?? 'vi',
        createdAt,
        customer: {
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          locale: customer.locale,
        },
      },
      lines,
      orderedCartLineIds: [],
      mails: [],
      stockActor: adminId,
      stock: lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      })),
    });
    // Taken between the read and the write by another order: refused, nothing kept.
    const shortLine = lines.find((line) => short.includes(line.variantId ?? line.productId));
    if (shortLine)
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.outOfStock(shortLine.name, 0)),
      );
    await markStaffOrder(
      tx,
      id,
      { adminId, shippingFee: input.shippingFee, note: input.note ?? '' },
      overrides,
    );
    if (input.payment === 'paid' && input.paidWith)
      await insertOrderPayment(tx, {
        orderId: id,
        method: input.paidWith.method,
        amount: totalAmt,
        reference: input.paidWith.reference ?? '',
        receivedOn: shopToday(),
        source: 'staff',
        recordedBy: adminId,
      });
    if (account && expiresAt) {
      const locale = customer.locale ?? 'vi';
      await queueOrderMail(tx, deps.mails, id, 'transfer_placed', input.note, (order) => ({
        transfer: transferMailDetails(order, account, expiresAt, shopMoment(expiresAt, locale)),
      }));
    } else await queueOrderMail(tx, deps.mails, id, 'placed', input.note);
    return {
      _id: id,
      orderId: orderNumber,
      totalAmt,
      products: lines.map((line) => line.productId),
    };
  });
  deps.catalog.productsChanged(placed.products);
  deps.mails.wake();
  return { _id: placed._id, orderId: placed.orderId, totalAmt: placed.totalAmt };
}

/** The catalogue by name or code, each product with its default and its variants. */
export async function staffProductChoices(
  deps: Pick<LifecycleDeps, 'db'>,
  search: string,
): Promise<StaffProductChoice[]> {
  if (search.trim() === '') return [];
  const products = await searchStaffProducts(deps.db, search.trim());
  return products.map((product) => ({
    productId: product.productId,
    name: product.name,
    unit: product.unit,
    variants: product.variants.map((variant) => ({
      variantId: variant.variantId,
      label: variant.variantLabel,
      code: variant.code,
      price: variant.price,
      discount: variant.discount,
      stock: variant.stock,
    })),
  }));
}

export type { StaffOrderCreateRequest };
