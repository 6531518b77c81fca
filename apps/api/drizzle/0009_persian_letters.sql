-- Issue #16: names and titles hold Persian ی/ک, never Arabic ي ى ك (packages/domain persianLetters; the API
-- normalises on write). Rows written before are rewritten here: every plain text column of the public schema, only
-- the rows that hold an Arabic form. Generated *_search copies are left out (the database recomputes them).
DO $$
DECLARE col record;
BEGIN
  FOR col IN
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying') AND c.is_generated = 'NEVER'
  LOOP
    EXECUTE format(
      'UPDATE %I SET %I = translate(%I, E''\u064a\u0649\u0643'', E''\u06cc\u06cc\u06a9'') WHERE %I ~ E''[\u064a\u0649\u0643]''',
      col.table_name, col.column_name, col.column_name, col.column_name);
  END LOOP;
END $$;
