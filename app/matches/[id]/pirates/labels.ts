import { headingTo } from '@/lib/engine/core/geometry';
import { compass, crewName } from '@/lib/pirates/describe';
import { shotOdds } from '@/lib/engine/combat/odds';
import { previewMove } from '@/lib/engine/preview';
import type { GameState } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { price, RESOURCES, UPGRADE_PRICE } from '@/lib/engine/state/economy';
import { goodsText, upgradeName } from '@/lib/pirates/economy-log';
import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { boardingMasts, gunsOnTown, hitsToRaze } from '@/lib/engine/economy/towns';
import { PORT_FLAGS } from '@/lib/engine/economy/ports';

/** A town by its owner, kind and island: "B's settlement on island 3". */
export function townName(state: GameState, island: number): string {
  const town = state.economy?.towns[island];
  return town ? `${PIRATES_SEATS[town.owner]}'s ${upgradeName(town.kind)} on island ${island + 1}` : `the town on island ${island + 1}`;
}

/** The hits a town has taken and how many raze it (003: a settlement "can sustain 3 hits"). */
export function townHitsText(state: GameState, island: number): string {
  const town = state.economy?.towns[island];
  return town ? `${town.hits} of ${hitsToRaze(town)} hits taken` : '';
}

/** Her cannons that reach the town and the hits they make on average: a die at or above a cannon's rank hits. */
function townShotText(state: GameState, shipId: number, island: number): string {
  const s = state.ships[shipId];
  if (!s) return '';
  const guns = gunsOnTown(state, s, island, []);
  const expected = guns.reduce((sum, g) => sum + Math.max(0, Math.min(6, 7 - g.rank)) / 6, 0);
  return `${guns.length} gun${guns.length === 1 ? '' : 's'} in reach, ${expected.toFixed(1)} hits expected`;
}

/**
 * Where a move heads, in words: the island ahead of her that it brings her nearest to ("towards"), an island counting
 * as ahead only when it lies within 45° of the way she goes, so the words never contradict the compass point beside
 * them; or, when she closes on none ahead, the island she is leaving ("away from"), so a ship sailing off her home is
 * not said to sail towards it.
 */
function heading(state: GameState, from: { x: number; y: number }, to: { x: number; y: number }, islandName: (i: number) => string): string {
  const way = headingTo(from.x, from.y, to.x, to.y);
  let best = -1;
  let bestD = Infinity;
  state.islands.forEach((isl, i) => {
    const d = Math.hypot(isl.x - to.x, isl.y - to.y);
    const off = Math.abs(((headingTo(from.x, from.y, isl.x, isl.y) - way + 540) % 360) - 180);
    if (off <= 45 && d < Math.hypot(isl.x - from.x, isl.y - from.y) - 1e-6 && d < bestD) {
      bestD = d;
      best = i;
    }
  });
  if (best >= 0) return `, towards ${islandName(best)}`;
  const left = nearestIsland(state, from);
  return left >= 0 ? `, away from ${islandName(left)}` : '';
}

function nearestIsland(state: GameState, p: { x: number; y: number }): number {
  let best = -1;
  let bestD = Infinity;
  state.islands.forEach((isl, i) => {
    const d = Math.hypot(isl.x - p.x, isl.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/** What a listed action does, in the words of the button that sends it. */
export function actionLabel(state: GameState, action: PiratesAction): string {
  const ship = 'ship' in action ? state.ships[action.ship] : undefined;
  const name = (id: number) => state.ships[id]?.name ?? `ship ${id}`;
  const islandName = (i: number) => {
    const isl = state.islands[i];
    return isl.home === -1 ? `island ${i + 1}` : isl.home === ship?.owner ? 'home' : "the enemy's home";
  };
  switch (action.type) {
    case 'shoot': {
      const odds = shotOdds(state, state.ships[action.ship], state.ships[action.target]);
      const any = 1 - (odds.p[0] ?? 1);
      const special = action.special ? ` (a ${action.special.kind} from cannon ${action.special.cannon + 1})` : '';
      return `${action.broadside ? 'Broadside' : 'Shoot'} at ${name(action.target)}${special}: ${odds.expected.toFixed(1)} hits expected, ${Math.round(any * 100)}% to hit`;
    }
    case 'move': {
      // The options a move may end in (issue 35): a shot on arrival, a derelict taken in tow.
      const then = `${action.tow !== undefined ? `, taking ${name(action.tow)} in tow` : ''}${action.shoot !== undefined ? `, then shoot at ${name(action.shoot)} if in reach` : ''}`;
      if (action.fog !== undefined) return `Leave the fog by fog bank ${action.fog + 1} (a die places her round it)${then}`;
      const p = previewMove(state, action.ship, action.segments, action.board === undefined ? {} : { board: action.board });
      const sailed = action.segments.reduce((d, g) => d + g.distance, 0).toFixed(1);
      if (p.docks >= 0) return `Sail to ${islandName(p.docks)} and dock${then}`;
      if (p.rams >= 0) return `Ram ${name(p.rams)}${action.board !== undefined ? ' and board' : ''}${then}`;
      const end = p.path[p.path.length - 1];
      const start = state.ships[action.ship];
      // The compass point of where she ends up from where she is, which is what a player sees on the map; the last
      // leg's own heading can point elsewhere after a turn.
      const way = end && start && Math.hypot(end.x - start.x, end.y - start.y) > 0.05 ? headingTo(start.x, start.y, end.x, end.y) : (action.segments[action.segments.length - 1]?.heading ?? 0);
      const course = `${sailed} S ${compass(way)}`;
      if (p.hazard) return `Sail ${course} (into the ${p.hazard.replace(/-/g, ' ')})${then}`;
      return `Sail ${course}${end && start ? heading(state, start, end, islandName) : ''}${p.stoppedShort ? ` (stops short: ${p.reason ?? 'something is in her way'})` : ''}${then}`;
    }
    case 'delegate':
      return `Give up her action so that ${name(action.to)} takes two`;
    case 'free-move': {
      const sailed = action.segments.reduce((d, g) => d + g.distance, 0).toFixed(1);
      return `Free move after the treasure: ${sailed} S ${compass(action.segments[action.segments.length - 1]?.heading ?? 0)}`;
    }
    case 'explore':
      return 'Explore the island';
    case 'repair':
      return 'Repair a mast';
    case 'scavenge':
      return 'Scavenge';
    case 'come-about':
      return 'Come about';
    case 'submerge':
      return action.submerged ? 'Dive' : 'Surface';
    case 'forge': {
      const c = state.ships[action.ship]?.abilities.forgedCannon;
      return `Make a ${state.treasures[action.treasure]?.value ?? '?'}-gold coin at home into a ${c ? `${c.rank}${c.range} ` : ''}cannon aboard her`;
    }
    case 'fort-look':
      return 'Look at a face-down coin on each island (from the fort)';
    case 'bellow':
      return `Bellow "HO-HO-HO!" at ${name(action.target)}: her crew fall asleep and she loses her next turn`;
    case 'possess':
      return `Try to possess ${crewName(state.ships[action.target]?.crew[action.crew]) ?? 'a crew'} aboard ${name(action.target)}`;
    case 'crew-ashore':
      return `Put ${crewName(state.ships[action.ship]?.crew[action.crew]) ?? 'a crew'} ashore here`;
    case 'crew-aboard': {
      const s = state.ships[action.ship];
      return `Take ${s && s.docked >= 0 ? (crewName(state.islands[s.docked].crew[action.crew]) ?? 'a crew') : 'a crew'} aboard from the island`;
    }
    case 'navigate':
      return `Roll to put a trade current at (${action.x.toFixed(1)}, ${action.y.toFixed(1)}) instead of moving`;
    case 'push':
      return `Roll to push ${name(action.target)} ${compass(action.heading)} instead of moving`;
    case 'untangle':
      return 'Try to break free';
    case 'scuttle':
      return 'Scuttle her';
    case 'transfer': {
      const what = [action.crew.length ? `${action.crew.length} crew` : '', action.treasure.length ? `${action.treasure.length} coin${action.treasure.length === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(' and ');
      return `Explore ${name(action.from)}: bring ${what} aboard`;
    }
    case 'drop-tow':
      return `Cast off ${name(state.ships[action.ship].towing)}`;
    case 'buy':
      return `Buy ${name(action.ship)} (${state.ships[action.ship].points} gold)`;
    case 'hire':
      return `Hire ${crewName(state.players[state.active].yardCrew[action.crew]) ?? 'a crew'} onto ${name(action.ship)}`;
    case 'trade-treasure':
      return `Trade a coin with ${name(action.target)}`;
    case 'sacrifice-crew':
      return `Give up ${crewName(ship?.crew[action.crew]) ?? 'a crew'} for an extra action`;
    case 'smokepot':
      return `Fire a smokepot from cannon ${action.cannon + 1}: a fog bank at (${action.x.toFixed(1)}, ${action.y.toFixed(1)})${action.target === undefined ? '' : `, and shoot at ${name(action.target)}`}`;
    case 'look': {
      const holder = state.ships.find((t) => t.treasure.includes(action.treasure));
      const isl = state.islands.findIndex((i) => i.treasure.includes(action.treasure));
      return `Look at coin ${action.treasure} ${holder ? `aboard ${holder.name}` : `on island ${isl + 1}`}`;
    }
    case 'fetch':
      return `Place coin ${action.treasure} of island ${action.island + 1} on ${name(action.to)}`;
    case 'brew':
      return `Place a fog bank at (${action.x.toFixed(1)}, ${action.y.toFixed(1)}) instead of an action`;
    case 'pilfer':
      return `Take a treasure from ${name(action.from)} instead of moving`;
    case 'reveal': {
      const t = state.treasures[action.treasure];
      const berg = action.iceberg === undefined ? undefined : state.terrain[action.iceberg];
      const at = berg ? `(${berg.x.toFixed(1)}, ${berg.y.toFixed(1)})` : '';
      const what =
        action.target !== undefined ? `: ${name(action.target)} loses her abilities this turn`
        : action.heading !== undefined ? `: the iceberg at ${at} moves L ${compass(action.heading)}`
        : action.iceberg !== undefined ? `: the iceberg at ${at} goes`
        : action.unique !== undefined ? `: ${state.treasures[action.unique]?.name ?? 'a unique treasure'} leaves the game`
        : '';
      return `Turn ${t?.name ?? 'the treasure'} face up${what}`;
    }
    case 'mark-explored':
      return `Mark island ${action.island + 1} explored`;
    case 'build-fort': {
      const f = state.forts[action.fort];
      return `Build ${f?.name ?? 'a fort'} here (${f?.cost ?? '?'} gold from home; ends your turn)`;
    }
    case 'fort-shoot':
      return `${state.forts[action.fort]?.name ?? 'Fort'} fires at ${name(action.target)}`;
    case 'shoot-fort':
      return `Shoot at ${state.forts[action.fort]?.name ?? 'the fort'}`;
    case 'shoot-town':
      return `Shoot at ${townName(state, action.island)}: ${townHitsText(state, action.island)}; ${townShotText(state, action.ship, action.island)}`;
    case 'board-town': {
      const at = ship && ship.docked >= 0 ? ship.docked : -1;
      const town = at >= 0 ? state.economy?.towns[at] : null;
      if (!town || !ship) return 'Board the town here';
      // 003: a settlement fights as a 2-mast ship, a colony as a 4-mast one; what a lost boarding costs differs.
      const won = town.kind === 'settlement' ? 'win: it is yours' : 'win: it is destroyed';
      const lost = town.kind === 'settlement' ? 'lose: she loses a mast and is pushed S away' : `lose: ${PIRATES_SEATS[town.owner]} takes her, crew removed`;
      return `Board ${townName(state, at)}: her ${ship.masts} mast${ship.masts === 1 ? '' : 's'} and a die against its ${boardingMasts(town)} and a die (${won}; ${lost})`;
    }
    case 'barter':
      return `Trade ${action.give.map((r) => RESOURCES[r - 1]).join(' and ')} for ${RESOURCES[action.get - 1]}${action.fee ? `, paying 1 ${RESOURCES[action.fee - 1]} to the owner` : ''}`;
    case 'blockade': {
      const at = ship && ship.docked >= 0 ? ship.docked : -1;
      return `Blockade ${at >= 0 ? townName(state, at) : 'this trading port'}: no one trades here and you load its resources while she lies docked here`;
    }
    case 'buy-crew': {
      const c = state.economy?.roster[state.active]?.[action.crew];
      return `Buy ${c?.name ?? 'a crew'} (${c?.points ?? '?'} gold from home) aboard ${name(action.ship)}`;
    }
    case 'port-shoot': {
      const town = state.economy?.towns[action.island];
      const flags = town ? Math.max(0, PORT_FLAGS - town.hits) : 0;
      return `Your military port on island ${action.island + 1} fires at ${name(action.target)} (${flags} flag${flags === 1 ? '' : 's'} standing: one 3S die each, as a fort's)`;
    }
    case 'sell': {
      const each = state.economy ? price(state.economy.row, action.resource) : 0;
      return `Sell ${goodsText(action.count, action.resource)} at ${each} gold each: ${action.count * each} gold`;
    }
    case 'buy-upgrade':
      // A port token is of use only where a settlement of hers stands (003: "A settlement may be upgraded to a colony").
      return `Buy a ${upgradeName(action.upgrade)} token for ${UPGRADE_PRICE[action.upgrade]} gold, loaded aboard her${action.upgrade === 'settlement' ? '' : ' (it makes a settlement of yours a port)'}`;
    case 'found': {
      const at = ship && ship.docked >= 0 ? islandName(ship.docked) : 'this island';
      return action.upgrade === 'settlement' ? `Found a settlement on ${at} (it stands from your next turn)` : `Make your settlement on ${at} a ${upgradeName(action.upgrade)} (from your next turn)`;
    }
    case 'end-turn':
      return 'End turn';
    case 'resign':
      return 'Resign';
    case 'offer-draw':
      return 'Offer a draw';
    case 'accept-draw':
      return 'Accept the draw';
    case 'choose':
      return 'Choose';
    case 'place-island':
      return `Place an island at (${action.x}, ${action.y})`;
    case 'choose-home':
      return `Island ${action.island + 1} as a home`;
    case 'deploy':
      return `Set ${name(action.ship)} at home, bearing ${Math.round(action.bearing)}°`;
    case 'ready':
      return 'My ships are placed';
    case 'assign-crew':
      return `Move ${crewName(state.ships[action.ship].crew[action.crew]) ?? 'a crew'} aboard ${name(action.to)}`;
  }
}
