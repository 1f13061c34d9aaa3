import { describe, expect, it } from 'vitest';
import { describeEvent } from './log';

describe("Economy Edition's town events in the log", () => {
  it('says what happened to a town, a trade and a blockade in words', () => {
    expect(describeEvent({ type: 'town-shot', ship: 0, island: 2, rolls: [6, 2], hits: 1 }, null)).toBe('ship 1 fired at the town on island 3: rolled 6, 2 (one hit).');
    expect(describeEvent({ type: 'town-boarded', ship: 0, island: 2, rolls: [2, 5], masts: 2, result: 'lost' }, null)).toBe('ship 1 boarded the town on island 3 (counted as two masts): rolled 2 against 5; the town holds.');
    expect(describeEvent({ type: 'town-captured', island: 2, player: 1 }, null)).toBe('B captured the settlement on island 3.');
    expect(describeEvent({ type: 'bartered', ship: 0, island: 2, give: [1, 2], get: 6, fee: 3 }, null)).toBe("ship 1 traded 1 lumber and 1 textiles for 1 luxuries at island 3, paying 1 metals to the port's owner.");
    expect(describeEvent({ type: 'bartered', ship: 0, island: 2, give: [6, 6], get: 5, fee: 0 }, null)).toBe('ship 1 traded 2 luxuries for 1 spices at island 3.');
    expect(describeEvent({ type: 'blockaded', island: 2, ship: 0 }, null)).toBe('ship 1 declared hostilities: the trading port on island 3 is blockaded.');
    expect(describeEvent({ type: 'ship-seized', ship: 0, player: 1 }, null)).toBe('ship 1 is taken by B; her crew are removed from the game.');
  });
});
