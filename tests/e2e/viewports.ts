/** The two screens every page is checked at: a desktop window and a 375 px phone (issue 41's width). */
export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['375 px phone', { width: 375, height: 812 }],
] as const;
