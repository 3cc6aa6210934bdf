-- Distance search (events near a point) uses a GiST index on ll_to_earth(lat, lng); both extensions ship
-- with PostgreSQL's contrib and with PGlite (loaded by the database plugin).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
