/**
 * The one V8 setting the simulator changes: how much bytecode a function optimised by TurboFan may take in, in all,
 * from the functions it calls (920 by default), doubled. The policy's and the engine's hot functions call many
 * small ones (a hull's circles, a heading's vector, a ship's flags), and with the default the budget ran out before
 * the calls inside a move's sweep or a shot's odds were inlined.
 *
 * The simulator's thread sets it (`setFlagsFromString`, in ./simulate.worker.ts) before it plays a game, since Node
 * passes no such flag through `NODE_OPTIONS`; V8's flags belong to the process, so it holds for the server's own
 * code too.
 *
 * Measured on the same games:
 * - `npm run bench:work` (instructions, one thread): 3.80 million a game without it, 3.44 million with it (3.39
 *   million when given on the command line). Larger budgets (1,500 a function, 3,000 in all) counted no fewer.
 * - Wall clock: one thread playing 1,500 games after 1,500 of warm-up, 24 runs each way, alternating: 1,097 games/s
 *   against 957 on average. On this machine single runs vary by about 15% either way.
 */
export const INLINING_FLAG = '--max-inlined-bytecode-size-cumulative=1840';
