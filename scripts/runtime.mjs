// How a production Sen process runs (decision 0370): glibc's allocator told to hand freed memory
// back (fewer arenas, large blocks in their own mappings, trimmed sooner) and V8's heap kept small
// (old generation 192 MB, young 8 MB semi-spaces: decision 0392), so one instance stays under 250 MB RSS under
// load. Anything the operator set in the environment wins: their NODE_OPTIONS with a heap size,
// or their own MALLOC_* values.
export const MALLOC_DEFAULTS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
export const HEAP_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/** The environment a production server or worker process starts with. */
export function runtimeEnv(env = process.env) {
  const out = { ...env };
  for (const [k, v] of Object.entries(MALLOC_DEFAULTS)) out[k] ??= v;
  const options = out.NODE_OPTIONS ?? '';
  if (!/max-old-space-size|max-semi-space-size/.test(options)) out.NODE_OPTIONS = `${options} ${HEAP_FLAGS.join(' ')}`.trim();
  return out;
}
