/**
 * The V8 settings the simulator changes, both about inlining:
 * - how much bytecode a function optimised by TurboFan may take in, in all, from the functions it calls (920 by
 *   default), four times over. The policy's and the engine's hot functions call many small ones (a hull's circles, a
 *   heading's vector, a ship's flags), and with the default the budget ran out before the calls inside a move's sweep
 *   or a shot's odds were inlined;
 * - how often, relative to its caller, a call must run to be inlined (0.15 by default), lowered to 0.05: calls made
 *   on one branch of many, such as the checks of a rarely used ability, were left as calls in the hottest loops.
 *
 * The simulator's thread sets them (`setFlagsFromString`, in ./simulate.worker.ts) before it plays a game, since Node
 * passes no such flag through `NODE_OPTIONS`; V8's flags belong to the process, so they hold for the server's own
 * code too.
 *
 * Measured on the same games:
 * - `npm run bench:work` (instructions, one thread): 3.80 million a game with neither, 3.41-3.44 million with the
 *   first, 3.29-3.32 million with both. Larger budgets (1,500 a function, 3,000 in all) and a lower frequency (0.01)
 *   counted no fewer.
 * - Wall clock, one thread playing 1,500 games after 1,500 of warm-up, runs alternating: with the first, 1,097
 *   games/s against 957 (24 runs each way); with both, 1,103 against 951 with the first alone (12 runs each way, a
 *   difference of 1.6 standard errors). On this machine single runs vary by about 15% either way.
 * - Four times the budget (3,680) once Economy Edition's lines had grown the engine's hot functions: at twice it,
 *   official games counted 484 thousand instructions a game turn against 464 before those lines, and 470 once
 *   `checkEnd` passed them to a function of its own; at four times, 451-456 (docs/performance.md has the runs).
 */
export const INLINING_FLAGS = ['--max-inlined-bytecode-size-cumulative=3680', '--min-inlining-frequency=0.05'];
