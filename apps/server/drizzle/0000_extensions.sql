-- Extensions and the Persian search normaliser (see packages/common/src/text.ts faSearchKey: same steps).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fa_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(regexp_replace(
    translate(lower(normalize(t, NFKC)),
      'يىئكةۀأإٱؤ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩',
      'یییکههاااو01234567890123456789'),
    E'[\u064B-\u065F\u0670\u0640\u200D\u200E\u200F\u061C\uFEFF]', '', 'g'),
    E'[\u200C\u00A0[:space:]]+', ' ', 'g'))
$$;
