// The policies screen (decision 0065) behind a small chunk of its own, as the analytics screen's
// (analytics-screen-loader.ts): the route table, which is in every page's first load, names only this file, and the
// screen's list of files to preload (cards, list kit, drawer, date field) lives here instead of in the entry.
export function load() {
  return import('./policies-screen.tsx');
}
