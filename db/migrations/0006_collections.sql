CREATE TABLE `collections` (
	`share_id` text PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`cards_json` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_key_hash_idx` ON `collections` (`key_hash`);