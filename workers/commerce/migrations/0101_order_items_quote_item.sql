-- The quote item an order line was bought from, so the order batch can hold every quote item's ordered quantity,
-- summed over all orders, to the quote (cart/quote-order.ts). Lines ordered before this keep the quote's first item
-- of their article.
ALTER TABLE order_items ADD COLUMN quote_item_id TEXT;
UPDATE order_items
SET quote_item_id = (
  SELECT qi.id FROM quote_items qi
  WHERE qi.quote_id = order_items.quote_id AND qi.article_number = order_items.article_number
  ORDER BY qi.position LIMIT 1
)
WHERE quote_id IS NOT NULL;
CREATE INDEX order_items_quote_item ON order_items (quote_item_id) WHERE quote_item_id IS NOT NULL;
CREATE INDEX order_items_quote ON order_items (quote_id) WHERE quote_id IS NOT NULL;
