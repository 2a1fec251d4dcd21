-- A bracket is a quantity discount off the buyer's own price (domain/pricing.ts, issue #44): basis points off the net
-- price the buyer pays for one, so a bracket never costs more than a single unit. price_ore stays for brackets agreed
-- as a fixed price (discount_bp NULL) and as the bracket at list price.
ALTER TABLE price_brackets ADD COLUMN discount_bp INTEGER CHECK (discount_bp IS NULL OR discount_bp BETWEEN 0 AND 10000);
