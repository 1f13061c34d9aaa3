CREATE TABLE `diplomacy_maps` (
	`id` text PRIMARY KEY NOT NULL,
	`map_json` text NOT NULL,
	`imported_at` text NOT NULL
);
