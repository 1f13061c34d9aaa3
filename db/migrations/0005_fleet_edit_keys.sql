ALTER TABLE `fleets` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `fleets` ADD `edit_key_hash` text;