-- The words of a product's brand names (title and title_en, normalised) join its postings, with bit 16 (brand,
-- PRODUCT_WORD_IN). A one-word search then finds the brand's products in the same posting list as the texts' matches
-- instead of joining them in from the products' brand index («زعفران»: one list of 15,179 postings, not 10,003
-- postings full-joined with 5,768 products). A brand's renaming re-indexes its products (trigger below), as does a
-- product's change of brand. Rebuilding the index takes about 15 s per 100k products (docs/deploy.md).
DROP FUNCTION IF EXISTS product_search_terms(text, text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_terms(title text, summary text, description text, brand text)
RETURNS TABLE (word text, fields smallint) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT w, bit_or(f)::smallint FROM (
    SELECT w, CASE WHEN n = 1 THEN 9 ELSE 1 END AS f FROM string_to_table(title, ' ') WITH ORDINALITY AS t(w, n)
    UNION ALL SELECT w, 2 FROM string_to_table(summary, ' ') AS w
    UNION ALL SELECT w, 4 FROM string_to_table(description, ' ') AS w
    UNION ALL SELECT w, 16 FROM string_to_table(brand, ' ') AS w
  ) x WHERE w <> '' GROUP BY w
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_reindex(ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF ids IS NULL THEN
    TRUNCATE product_search_postings;
    UPDATE product_search_words SET postings = 0 WHERE postings <> 0;
  ELSE
    INSERT INTO product_search_words AS v (word, postings)
      SELECT word, -count(*) FROM product_search_postings WHERE product_id = ANY (ids) GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET postings = v.postings + excluded.postings;
    DELETE FROM product_search_postings WHERE product_id = ANY (ids);
  END IF;
  INSERT INTO product_search_postings (word, product_id, fields, priority)
    SELECT t.word, p.id, t.fields, p.priority
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    CROSS JOIN LATERAL product_search_terms(p.title_search, p.summary_search, p.description_search,
      b.title_search || ' ' || b.title_en_search) t
    WHERE p.published AND (ids IS NULL OR p.id = ANY (ids));
  INSERT INTO product_search_words AS v (word, postings)
    SELECT s.word, count(*) FROM product_search_postings s WHERE ids IS NULL OR s.product_id = ANY (ids)
    GROUP BY s.word ORDER BY s.word
    ON CONFLICT (word) DO UPDATE SET postings = v.postings + excluded.postings;
END;
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_index ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_index
  AFTER INSERT OR UPDATE OF title, summary, description, published, priority, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_index();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_index() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM product_search_reindex(ARRAY(SELECT id FROM products WHERE brand_id = NEW.id ORDER BY id));
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS brands_search_index ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_search_index
  AFTER UPDATE OF title, title_en ON brands
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.title_en IS DISTINCT FROM NEW.title_en)
  EXECUTE FUNCTION brands_search_index();
--> statement-breakpoint
SELECT product_search_reindex(NULL);
