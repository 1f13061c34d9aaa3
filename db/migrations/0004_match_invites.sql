CREATE TABLE `match_invites` (
	`match_id` text NOT NULL,
	`seat` text NOT NULL,
	`secret_hash` text NOT NULL,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `match_seats` ADD `join_hash` text;--> statement-breakpoint
ALTER TABLE `match_seats` ADD `join_nonce` text;--> statement-breakpoint
ALTER TABLE `match_seats` ADD `used_at` text;