-- A share link's token is derived from its id with this key (HMAC), so the server can show it
-- again to whoever manages the link (modules/share-links/share-link-tokens.ts) while the table
-- keeps only its hash. Links made before keep their random tokens, shown only at creation.
INSERT INTO server_secrets (name, value)
  VALUES ('share_link_token_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
