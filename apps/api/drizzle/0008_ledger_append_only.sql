-- The wallet ledger is append-only (DESIGN §7): a correction is a new `adjustment` entry, never an edit. The
-- database refuses UPDATE and DELETE of credit_transactions rows, whoever asks.
CREATE OR REPLACE FUNCTION credit_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_transactions is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credit_transactions_append_only
  BEFORE UPDATE OR DELETE ON credit_transactions
  FOR EACH ROW EXECUTE FUNCTION credit_transactions_append_only();
