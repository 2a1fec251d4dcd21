-- The buyer's unit price (net plus metal surcharge, öre) when the line was put on the quote (issue #44): where the
-- desk's agreed price starts, so a line the desk leaves untouched costs what the buyer paid then, never list-based.
ALTER TABLE quote_items ADD COLUMN buyer_price_ore INTEGER;
