// A small, fast, deterministic PRNG (mulberry32) for generated data: the demo seed (src/db), test factories and
// benchmarks. The same seed gives the same sequence on every run.

/** Small, fast, deterministic PRNG (mulberry32). */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
