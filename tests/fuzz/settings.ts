/**
 * The normal run: enough cases to catch a regression, on a fixed seed so that CI is deterministic (the first 1,500 of
 * the sequence a longer run of the same seed makes; `npm run fuzz` runs 50,000 on a new seed).
 */
const normalRuns = 1500;
const normalSeed = 20_250_808;

function runsFrom(setting: string | undefined): number {
  const runs = Number(setting ?? normalRuns);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a whole number of cases, not "${setting}".`);
  return runs;
}

/** A long run (FUZZ_RUNS set) explores new cases each time unless FUZZ_SEED pins the seed to replay one. */
function seedFrom(setting: string | undefined, longRun: boolean): number {
  if (setting === 'random' || (setting === undefined && longRun)) return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(setting ?? normalSeed);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be "random" or a whole number, not "${setting}".`);
  return seed;
}

export const runs = runsFrom(process.env.FUZZ_RUNS);
export const seed = seedFrom(process.env.FUZZ_SEED, process.env.FUZZ_RUNS !== undefined);
