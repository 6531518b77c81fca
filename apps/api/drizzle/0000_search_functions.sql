-- Search support (DESIGN §4): trigram matching over text normalised exactly like packages/domain normalizeSearchText
-- (see packages/domain/src/text.ts for the rule; the two translate() strings are SEARCH_TRANSLATE_FROM/TO).
-- Arabic ي ى → ی and ك → ک; Persian and Arabic-Indic digits → 0–9; ASCII lower case; odd spaces → space; ZWNJ, ZWJ,
-- marks, tatweel and diacritics removed; runs of white space → one space; trimmed. IMMUTABLE so indexes can use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fa_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT btrim(regexp_replace(translate(input,
    E'\u064a\u0649\u0643\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u3000\u200b\u200c\u200d\u200e\u200f\ufeff\u0640\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065a\u065b\u065c\u065d\u065e\u065f\u0670',
    E'\u06cc\u06cc\u06a901234567890123456789abcdefghijklmnopqrstuvwxyz              '),
    E'[ \t\n\v\f\r]+', ' ', 'g'), ' ')
$fn$;
