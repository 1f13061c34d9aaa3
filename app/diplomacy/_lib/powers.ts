/**
 * Map colours per power, by the map data's power names. The four nations and their privateers share a hue (a
 * privateer is its patron's lighter shade) because the rules bind them together; pirates get colours of their own.
 */
const COLOURS: Record<string, string> = {
  spain: '#d9a400',
  england: '#a61b29',
  france: '#2c5aa0',
  holland: '#e07b1a',
  dunkirkers: '#f0cf5a',
  'henry morgan': '#d9646f',
  'francois l olonnais': '#7ea3d9',
  'isaac rochussen': '#f2aa66',
  'the infamous el guapo': '#2f7d4a',
  'daniel "the exterminator" montbars': '#5b3a7a',
  'roche "the rock" braziliano': '#1e8a7a',
  'bartolomeu "the portuguese" de la cueva': '#7a5230',
  'daniel "the terror" johnson': '#3d3d3d',
};

export const NEUTRAL_COLOUR = '#e8e1cf';

export function powerColour(power: string | null | undefined): string {
  return (power && COLOURS[power.toLowerCase()]) || NEUTRAL_COLOUR;
}
