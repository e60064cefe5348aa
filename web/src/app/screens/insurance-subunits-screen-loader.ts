// The insurance subunits screen (decision 0066) behind a small chunk of its own, as the analytics and policies screens'
// (analytics-screen-loader.ts): the route table, which is in every page's first load, names only this file, and the
// screen's list of files to preload (cards, form, drawer, the contract's check) lives here instead of in the entry.
export function load() {
  return import('./insurance-subunits-screen.tsx');
}
