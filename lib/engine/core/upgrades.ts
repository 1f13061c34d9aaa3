/**
 * Economy Edition's island upgrades (003 "Technology Upgrades"), as a seat names them in an action. A colony is a
 * trading or a military port, chosen when its token is bought: "an island can only accommodate one", and the token
 * is what is carried there. An encampment is no token (it is the explore itself), and a fort is built from the
 * fleet's fort cards as 001 builds forts.
 */
export const UPGRADES = ['settlement', 'trading-port', 'military-port'] as const;
export type Upgrade = (typeof UPGRADES)[number];

/** 003 "Settlement": "by paying 10 gold"; "Colony": a settlement upgraded "by paying 10 gold". */
export const UPGRADE_PRICE: Record<Upgrade, number> = { settlement: 10, 'trading-port': 10, 'military-port': 10 };
