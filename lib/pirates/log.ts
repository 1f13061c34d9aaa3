import type { GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import { headingTo } from '@/lib/engine/core/geometry';
import { compass, islandName, type KnownTreasure, hitsText, mastPlace, placeName, shipName, treasureList } from './describe';
import type { PiratesEvent } from './state';
import type { Placing } from './setup-phase';
import { PIRATES_SEATS } from './schema';
import { townWords } from './log-towns';
import { describeEconomyEvent } from './economy-log';

/** The table as the viewer sees it, as far as the log names things: each treasure as this viewer knows it. */
export type LogTable = Pick<GameState, 'ships' | 'islands' | 'first' | 'forts'> & { treasures?: readonly KnownTreasure[]; economy?: GameState['economy'] };

/**
 * A match's events in words for the table's log: every die and every change a player would announce at the table,
 * and every move, the computer's too, from where to where. Bookkeeping events (an action counted, a once-per-turn
 * ability spent) say nothing. `game` is the table as the viewer sees it, for names: a treasure is named as this
 * viewer knows it (./describe.ts `treasureName`: "a face-down coin", "a 3-gold coin", a unique treasure's name), so
 * the log leaks nothing the view hides.
 */
export function describeEvent(event: PiratesEvent, game: LogTable | null): string | null {
  const ship = (id: number) => (game ? shipName(game, id) : `ship ${id + 1}`);
  const fort = (id: number) => game?.forts?.[id]?.name ?? `fort ${id + 1}`;
  const seat = (p: number) => PIRATES_SEATS[p] ?? `seat ${p + 1}`;
  const coins = (ids: readonly number[]) => treasureList(ids.map((id) => game?.treasures?.[id]));
  const island = (i: number) => (game ? islandName(game, i) : `island ${i + 1}`);
  const place = (p: { x: number; y: number }) => (game ? placeName(game, p) : `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`);
  const mast = (id: number, i: number) => {
    const cannons = game?.ships[id]?.cannons;
    return cannons?.[i] ? `${mastPlace(i, cannons.length)} (${cannons[i].rank}${cannons[i].range} cannon)` : `mast ${i + 1}`;
  };
  switch (event.type) {
    case 'joined':
      return `${event.seat} joined with ${event.fleet.name ?? 'their fleet'}.`;
    case 'built':
      return event.game.players.length > 2 && event.game.order
        ? `The table is set; the order of play: ${event.game.order.map(seat).join(', ')}.`
        : `The table is set; ${seat(event.game.first)} rolled highest and goes first.`;
    case 'pending':
      return null;
    case 'set-up-begun':
      return rolledWords(event.placing, seat);
    case 'island-placed':
      return `An island was placed at (${event.x.toFixed(1)}, ${event.y.toFixed(1)}).`;
    case 'home-chosen':
      return `Island ${event.island + 1} is ${seat(event.player)}'s home.`;
    case 'deploy-begun':
      return 'The ships are placed round their homes.';
    case 'deployed':
      return `${seat(event.player)} has placed their ships.`;
    case 'resigned':
      return `${seat(event.player)} resigned.`;
    case 'draw-offered':
      return `${seat(event.player)} offered a draw.`;
    case 'draw-accepted':
      return `${seat(event.player)} accepted the draw.`;
    case 'draw-declined':
      return `${seat(event.player)} declined the draw.`;
    default:
      return describeGameEvent(event, { ship, fort, seat, coins, island, place, mast, economy: !!game?.economy });
  }
}

function describeGameEvent(
  e: GameEvent,
  n: { ship: (id: number) => string; fort: (id: number) => string; seat: (p: number) => string; coins: (ids: readonly number[]) => string; island: (i: number) => string; place: (p: { x: number; y: number }) => string; mast: (ship: number, i: number) => string; economy: boolean },
): string | null {
  switch (e.type) {
    case 'turn-started':
      // 003 measures game time in rounds ("A round begins with the start of the first player's turn").
      return `${n.economy ? 'Round' : 'Turn'} ${e.turn}: ${n.seat(e.player)} to play.`;
    case 'extra-action':
      return `${n.ship(e.ship)} rolled ${e.roll}: an extra action this turn.`;
    case 'fleet-extra-action':
      return `${n.ship(e.ship)} rolled ${e.roll}: one ship of ${n.seat(e.player)}'s fleet may take two actions this turn.`;
    case 'docked':
      return `${n.ship(e.ship)} docked at ${n.island(e.island)}.`;
    case 'treasure-moved': {
      const place = (p: typeof e.from, lost: string) =>
        'ship' in p ? n.ship(p.ship) : 'island' in p ? n.island(p.island) : 'home' in p ? `${n.seat(p.home)}'s home` : 'fort' in p ? n.fort(p.fort) : lost;
      const from = place(e.from, 'the sea');
      const to = place(e.to, 'the bottom of the sea');
      return `${capital(n.coins(e.ids))} moved from ${from} to ${to}.`;
    }
    case 'treasure-created':
      return `${e.value} gold ${'home' in e.to ? `to ${n.seat(e.to.home)}'s home` : 'appeared'}.`;
    case 'treasure-value':
      return `A coin is now worth ${e.value} gold.`;
    case 'sailed':
      return `${n.ship(e.ship)} sailed ${Math.hypot(e.to.x - e.from.x, e.to.y - e.from.y).toFixed(1)} S ${compass(headingTo(e.from.x, e.from.y, e.to.x, e.to.y))}, from ${n.place(e.from)} to ${n.place(e.to)}.`;
    case 'shot':
      return `${n.ship(e.ship)} fired at ${n.ship(e.target)}: ${rolled(e.rolls, e.hits)}.`;
    case 'mast':
      return `${n.ship(e.ship)} ${e.up ? 'repaired' : 'lost'} ${n.mast(e.ship, e.mast)}.`;
    case 'fire-set':
      return `${capital(n.mast(e.ship, e.mast))} of ${n.ship(e.ship)} is on fire.`;
    case 'fire-rolled':
      return `The fire on ${n.mast(e.ship, e.mast)} of ${n.ship(e.ship)} rolled ${e.roll}.`;
    case 'fire-out':
      return `The fire on ${n.mast(e.ship, e.mast)} of ${n.ship(e.ship)} is out.`;
    case 'crew-landed':
      return `A crew of ${n.ship(e.ship)} went ashore on ${n.island(e.island)}.`;
    case 'crew-embarked':
      return `${n.ship(e.ship)} took a crew aboard from ${n.island(e.island)}.`;
    case 'hit-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} for the hit on her.`;
    case 'explosives-rolled':
      return `${n.ship(e.ship)} set off explosives against ${n.ship(e.target)} and rolled ${e.roll}.`;
    case 'whirlpool-rolled':
      return `${n.ship(e.ship)} came out of a whirlpool and rolled ${e.roll}${e.roll <= 3 ? ': she loses a mast, a treasure or a crew' : ''}.`;
    case 'navigate-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} to put a trade current.`;
    case 'current-placed':
      return `${n.seat(e.by)} put a trade current at (${e.x.toFixed(1)}, ${e.y.toFixed(1)}).`;
    case 'fog-placed':
      return e.lasting
        ? `${n.seat(e.by)} placed a fog bank at (${e.x.toFixed(1)}, ${e.y.toFixed(1)}), to stay.`
        : `${n.seat(e.by)} fired a smokepot: a fog bank lies at (${e.x.toFixed(1)}, ${e.y.toFixed(1)}).`;
    case 'terrain-removed':
      return 'The smoke cleared: a fog bank is gone.';
    case 'cannon-forged':
      return `${n.ship(e.ship)} made a treasure from home into a ${e.rank}${e.range} cannon.`;
    case 'fort-rolled':
      return `${n.fort(e.fort)} rolled ${e.roll} for ${n.ship(e.ship)} docking there.`;
    case 'possess-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} to possess a crew of ${n.ship(e.target)}.`;
    case 'push-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} to push ${n.ship(e.target)}.`;
    case 'idled':
      return `${n.ship(e.ship)} may not be given an action on her next ${e.turns === 1 ? 'turn' : `${e.turns} turns`}.`;
    case 'treasure-turned':
      return `${capital(n.coins([e.id]))} is turned face up.`;
    case 'boosted': {
      const what = [e.leg && `+${e.leg} to her base move`, e.cannon && `+${e.cannon} to her cannon rolls`, e.shots && 'an extra shoot action', e.moves && 'an extra move action'].filter(Boolean).join(' and ');
      const off = e.unnerved ? `${n.ship(e.ship)} and her crew can use no ability for the rest of the turn.` : '';
      const silencing = e.silences ? `The ships ${n.ship(e.ship)} shoots at this turn lose their abilities for it.` : '';
      return [what && `${n.ship(e.ship)} gets ${what} this turn.`, off, silencing].filter(Boolean).join(' ');
    }
    case 'turn-ended':
      return `${n.ship(e.ship)}'s turn is over.`;
    case 'hull-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} for a hit on her${e.roll >= 5 ? ': the hit is ignored' : ''}.`;
    case 'hull-lost':
      return `${n.ship(e.ship)} lost a secondary hull instead of a mast.`;
    case 'crew-lost':
      return `${n.ship(e.ship)} lost a crew.`;
    case 'crew-turned':
      return e.faceDown ? `A crew of ${n.ship(e.ship)} was turned face down instead of being eliminated.` : `A face-down crew of ${n.ship(e.ship)} was turned face up again.`;
    case 'crew-captured':
      return `${n.ship(e.ship)} captured a crew of ${n.ship(e.from)}: cargo worth ${e.value} gold at home.`;
    case 'pinned':
      return `${n.ship(e.ship)} is pinned by ${n.ship(e.by)}.`;
    case 'boarded':
      return `${n.ship(e.ship)} boarded ${n.ship(e.target)}: rolled ${e.rolls[0]} against ${e.rolls[1]}, ${e.winner < 0 ? 'a tie' : `${n.ship(e.winner)} wins`}.`;
    case 'towed':
      return `${n.ship(e.ship)} took ${n.ship(e.target)} in tow.`;
    case 'sunk':
      return `${n.ship(e.ship)} sank.`;
    case 'scuttle-rolled':
      return `${n.ship(e.ship)}'s crew tried to scuttle her: rolled ${e.roll}${e.sinksOn ? ', she sinks next turn' : ''}.`;
    case 'lost':
      return e.lost ? `${n.ship(e.ship)} is lost in a fog bank.` : `${n.ship(e.ship)} came out of the fog.`;
    case 'tangled':
      return e.tangled ? `${n.ship(e.ship)} is tangled in the Sargasso Sea.` : `${n.ship(e.ship)} broke free of the Sargasso Sea.`;
    case 'terrain-rated':
      return `Terrain rolled ${e.rating}.`;
    case 'wrecked':
      return `${n.ship(e.ship)} is wrecked on a reef.`;
    case 'bought':
      return `${n.seat(e.player)} bought ${n.ship(e.ship)} for ${e.gold} gold.`;
    case 'hired':
      return `${n.seat(e.player)} hired a crew onto ${n.ship(e.ship)}.`;
    case 'explored':
      return `${n.seat(e.player)} explored ${n.island(e.island)}.`;
    case 'derelict-captured':
      return `${n.ship(e.by)} explored the derelict ${n.ship(e.ship)} and took her for ${n.seat(e.player)}: both are docked at ${n.seat(e.player)}'s home island.`;
    case 'delegated':
      return `${n.ship(e.ship)} gave up her action: ${n.ship(e.to)} may take two this turn.`;
    case 'free-move':
      return e.leg ? `${n.ship(e.ship)} may move ${e.leg} as a free action this turn, for the treasure she moved.` : null;
    case 'move-rolled':
      return `${n.ship(e.ship)} rolled ${e.roll} after her move${e.leg ? `: she may move ${e.leg} as a free action this turn` : ''}.`;
    case 'crew-swapped':
      return `${n.ship(e.ship)} swapped a coin of ${n.island(e.island)} for a crew of ${n.ship(e.to)}: the coin is aboard her, the crew left on the island.`;
    case 'revealed':
      return `${n.ship(e.ship)} revealed the treasure aboard ${n.ship(e.target)}: ${n.coins(e.ids)} face up to both players.`;
    case 'looked':
      return `${n.ship(e.ship)} looked at a face-down coin ${'ship' in e.at ? `aboard ${n.ship(e.at.ship)}` : `on ${n.island(e.at.island)}`}.`;
    case 'silenced':
      return `${n.ship(e.by)} silenced ${e.crew < 0 ? n.ship(e.ship) : `a crew of ${n.ship(e.ship)}`}: that ability does not work this turn.`;
    case 'crew-blackout':
      return `${n.ship(e.ship)} rolled ${e.roll}${e.hushed ? ': no crew abilities can be used this turn' : ''}.`;
    case 'feared':
      return `${n.ship(e.by)} struck fear into ${n.ship(e.ship)}: rolled ${e.roll}${e.roll === 5 ? ', her abilities are lost this turn' : e.roll === 6 ? ', her base move is S next turn' : ''}.`;
    case 'submerged':
      return e.submerged ? `${n.ship(e.ship)} dived.` : `${n.ship(e.ship)} surfaced.`;
    case 'fort-built':
      return `${n.fort(e.fort)} was built on ${n.island(e.island)}, paid with ${n.coins(e.coins)} from home.`;
    case 'fort-shot':
      return `${n.fort(e.fort)} fired at ${n.ship(e.target)}: ${rolled(e.rolls, e.hits)}.`;
    case 'shot-at-fort':
      return `${n.ship(e.ship)} fired at ${n.fort(e.fort)}: ${rolled(e.rolls, e.hits)}.`;
    case 'flag':
      return `${n.fort(e.fort)} lost flag ${e.flag + 1}.`;
    case 'fort-shield':
      return `${n.fort(e.fort)} rolled ${e.roll}: its first ${e.roll === 1 ? 'hit' : `${e.roll} hits`} this turn take no flag.`;
    case 'fort-hit-absorbed':
      return `${n.fort(e.fort)} shrugged off a hit.`;
    case 'fort-destroyed':
      return `${n.fort(e.fort)} was destroyed; its gold lies on the island again.`;
    case 'game-over':
      return e.winner === -1 ? `The game is over: a draw (${endingWords(e.reason, n.economy)}).` : `The game is over: ${n.seat(e.winner)} wins (${endingWords(e.reason, n.economy)}).`;
    default:
      return describeEconomyEvent(e, n) ?? townWords(e, n);
  }
}

/**
 * Why a game ended, in words, for the log and the end screen. The turn limit is Economy Edition's "Time limit" too
 * (003: "The player with the most gold coins (not resources) wins after a set amount of time has passed"), and both
 * of its own endings say what happened.
 */
export function endingWords(reason: string, economy = false): string {
  if (reason === 'turn-cap') return economy ? 'the time limit: most gold wins' : 'the turn limit';
  if (reason === 'fleet-elimination') return 'fleet elimination: every other fleet is gone';
  if (reason === 'trade-monopoly') return "trade monopoly: every resource island is one player's";
  return reason.replace(/-/g, ' ');
}

/** A count of hits in words: "no hits", "one hit", "two hits". */

/** A volley's dice and hits as the table says them: "rolled 4, 6, 1 (two hits)". */
function rolled(rolls: readonly number[], hits: number): string {
  const count = hitsText(hits);
  return rolls.length ? `rolled ${rolls.join(', ')} (${count})` : `no gun could fire (${count})`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The roll for the turn order in words: each round (ties rerolled among the tied), then the order. A match stored
 * before tables seated more than two kept `first` and each round as a pair of dice.
 */
export function rolledWords(placing: Placing | LegacyPlacing, seat: (p: number) => string): string {
  if ('first' in placing) return `Rolled for first player: ${placing.rolls.map(([a, b]) => `A ${a}, B ${b}`).join('; then ')}. ${seat(placing.first)} goes first.`;
  const rounds = placing.rolls.map((round) => round.map((r) => `${seat(r.player)} ${r.roll}`).join(', ')).join('; then ');
  if (placing.order.length === 2) return `Rolled for first player: ${rounds}. ${seat(placing.order[0])} goes first.`;
  return `Rolled for the turn order: ${rounds}. The order of play: ${placing.order.map(seat).join(', ')}.`;
}

type LegacyPlacing = { first: number; rolls: [number, number][] };
