-- An order's search key adds its VAT invoice's tax code and buyer: a customer whose tax code is on
-- an older order only (the remembered invoice details changed since, or were never kept) is found
-- by it in the admin's customers list, as the orders list finds the order itself.
CREATE OR REPLACE FUNCTION orders_fold_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := shop_fold(concat_ws(' ',
    NEW.order_number, NEW.customer_name, NEW.customer_email,
    NEW.customer_phone, regexp_replace(NEW.customer_phone, '\D', '', 'g'),
    NEW.delivery_address ->> 'mobile',
    regexp_replace(coalesce(NEW.delivery_address ->> 'mobile', ''), '\D', '', 'g'),
    NEW.invoice_details ->> 'taxCode', NEW.invoice_details ->> 'buyerName'));
  RETURN NEW;
END
$$;

DROP TRIGGER orders_fold_search ON orders;
CREATE TRIGGER orders_fold_search
  BEFORE INSERT OR UPDATE OF order_number, customer_name, customer_email, customer_phone,
    delivery_address, invoice_details
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_fold_search();

-- The orders that asked for an invoice get their key again; their last change stays when it was.
ALTER TABLE orders DISABLE TRIGGER orders_touch;
UPDATE orders SET invoice_details = invoice_details WHERE invoice_details IS NOT NULL;
ALTER TABLE orders ENABLE TRIGGER orders_touch;
