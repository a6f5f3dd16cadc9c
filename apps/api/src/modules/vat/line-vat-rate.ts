import { DEFAULT_VAT_RATE } from '@shop/contract';

/**
 * An order line's VAT rate as the catalogue gives it now: the variant's (`v`), else the product's
 * (`p`), else the settings' default, else the shop's (decision record 052). One text, used in the
 * statement that locks and prices a cart, the one that prices a staff order's lines, and the one
 * that reads a cart (its VAT at checkout); the setting is a primary-key read inside that statement,
 * so it costs no round trip.
 */
export const LINE_VAT_RATE_SQL = `coalesce(v.vat_rate, p.vat_rate,
        (SELECT s.value #>> '{}' FROM shop_settings s WHERE s.key = 'vatRate'),
        '${DEFAULT_VAT_RATE}')`;
