-- Suspended users may sign in and read, but every write is refused (spec section 6: suspended-user notice).
ALTER TABLE users ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0;
-- Users whose administration lives in an external admin site (spec section 2: sent there from the admin pages).
ALTER TABLE users ADD COLUMN external_admin INTEGER NOT NULL DEFAULT 0;
-- The zip code of an express delivery (XXX, 24-12), kept with the order it was ordered for.
ALTER TABLE orders ADD COLUMN zip_code TEXT;
