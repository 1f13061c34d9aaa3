CREATE TABLE `match_events` (
	`match_id` text NOT NULL,
	`seq` integer NOT NULL,
	`event_json` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`match_id`, `seq`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `match_seats` (
	`match_id` text NOT NULL,
	`seat` text NOT NULL,
	`token_hash` text NOT NULL,
	`claimed_at` text NOT NULL,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`setup_json` text NOT NULL,
	`seed` integer NOT NULL,
	`created_at` text NOT NULL
);
