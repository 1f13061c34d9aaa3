CREATE TABLE `cannons` (
	`card_id` text NOT NULL,
	`position` integer NOT NULL,
	`rank` integer NOT NULL,
	`range` text NOT NULL,
	PRIMARY KEY(`card_id`, `position`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `card_keywords` (
	`card_id` text NOT NULL,
	`keyword_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`card_id`, `keyword_id`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`keyword_id`) REFERENCES `keywords`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_keywords_keyword_idx` ON `card_keywords` (`keyword_id`);--> statement-breakpoint
CREATE TABLE `card_links` (
	`card_id` text NOT NULL,
	`linked_card_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`card_id`, `linked_card_id`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`linked_card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cards` (
	`id` text PRIMARY KEY NOT NULL,
	`id_key` text NOT NULL,
	`set` text NOT NULL,
	`number` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`generic` integer NOT NULL,
	`sea_creature` integer NOT NULL,
	`faction` text,
	`rarity` text,
	`points` real,
	`points_are_gold` integer NOT NULL,
	`masts` integer,
	`cargo` integer,
	`move` text,
	`ability` text NOT NULL,
	`flavor` text NOT NULL,
	`treasure_values` text,
	`link` text,
	`image` text,
	`limit` integer NOT NULL,
	`build_bonus` integer NOT NULL,
	`crew_cost_reduction` integer NOT NULL,
	`cargo_bonus` integer NOT NULL,
	`no_cargo_space` integer NOT NULL,
	`piece_key` text NOT NULL,
	`intended_set` text,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`set`) REFERENCES `sets`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cards_id_key_idx` ON `cards` (`id_key`);--> statement-breakpoint
CREATE INDEX `cards_piece_key_idx` ON `cards` (`piece_key`);--> statement-breakpoint
CREATE INDEX `cards_sort_idx` ON `cards` (`sort_order`);--> statement-breakpoint
CREATE TABLE `fleets` (
	`slug` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text,
	`ruleset` text NOT NULL,
	`fleet_json` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `import_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ran_at` text NOT NULL,
	`card_count` integer NOT NULL,
	`skipped_count` integer NOT NULL,
	`disagreement_count` integer NOT NULL,
	`unmatched_xml_count` integer NOT NULL,
	`report` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `keywords` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sets` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`release_order` integer NOT NULL
);
