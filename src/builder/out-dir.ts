/** Where the build goes: dist/ unless OUT_DIR says otherwise (two builds side by side, e.g. while testing). */
export const outDir = process.env.OUT_DIR ?? 'dist';
/** Where a build is written before it is moved to outDir in one step: a failed build leaves the last good one whole. */
export const stagingDir = `${outDir}.next`;
