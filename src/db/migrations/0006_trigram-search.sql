-- Substring search (names, personnel numbers) over tens of thousands of employees: trigram GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
