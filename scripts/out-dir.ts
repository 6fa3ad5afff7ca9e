/** Where the build goes: dist/ unless OUT_DIR says otherwise (two builds side by side, e.g. while testing). */
export const outDir = process.env.OUT_DIR ?? 'dist';
