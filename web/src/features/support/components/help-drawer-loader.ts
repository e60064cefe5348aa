// The help panel behind a small chunk of its own (as app/screens/analytics-screen-loader.ts): the header's button,
// which is in every page's first load, names only this file, and the panel's list of files to preload (drawer,
// contact form, its fields) lives here.
export function load() {
  return import('./help-drawer.tsx');
}
