-- drizzle-kit never writes extensions; trigram search needs pg_trgm before any index uses it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
