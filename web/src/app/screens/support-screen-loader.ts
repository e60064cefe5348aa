// The support screens (decision 0067) behind a small chunk of their own, as the analytics screen's
// (analytics-screen-loader.ts): the route table, which is in every page's first load, names only this file, and the
// screens' list of files to preload (list kit, conversation, contact form) lives here instead of in the entry.
export function load() {
  return import('./support-screen.tsx');
}
