-- Checkout idempotency scoped like Stripe's: a key belongs to its user (checkout_requests' primary key),
-- is bound to one cart and one request body, and lives 24 h. Orders carry the scoped key
-- "<user>/<cart>/<claimed at>/<key>" in checkout_key, so the same raw key of two users (or of one user
-- after the 24 h are over) can never meet in the UNIQUE (checkout_key, delivery_id) of orders.
-- Nothing is deleted: existing requests get no body hash (any body replays them as before), and
-- existing orders keep their rows; their key is rewritten to the scoped form where its request is known.

-- SHA-256 (hex) of the canonical request body; NULL for requests made before this migration.
ALTER TABLE checkout_requests ADD COLUMN request_hash TEXT;
-- 1 while a call works on the key, 0 once it finished or failed and released the key (result stays NULL).
ALTER TABLE checkout_requests ADD COLUMN running INTEGER NOT NULL DEFAULT 1;
-- Requests from before: finished ones replay; unfinished ones (a call cut off) may be taken over by a retry,
-- which finds the orders they did place through the rewritten keys below instead of ordering again.
UPDATE checkout_requests SET running = 0;
CREATE INDEX checkout_requests_created ON checkout_requests (created_at);

UPDATE orders
SET checkout_key = (
  SELECT r.user_id || '/' || r.cart_id || '/' || r.created_at || '/' || r.idempotency_key
  FROM checkout_requests r WHERE r.user_id = orders.user_id AND r.idempotency_key = orders.checkout_key
)
WHERE checkout_key IS NOT NULL
  AND EXISTS (SELECT 1 FROM checkout_requests r WHERE r.user_id = orders.user_id AND r.idempotency_key = orders.checkout_key);

CREATE INDEX orders_user_checkout ON orders (user_id, checkout_key);
