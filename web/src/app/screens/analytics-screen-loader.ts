// The analytics screen (issue 32) behind a small chunk of its own: the route table, which is in every page's first
// load, names only this file, and the long list of the screen's files to preload (charts, tables, filters) lives here
// instead of in the entry (docs/performance.md "Web first load": the start page is at its budget). The price is one
// more request before the screen's files when /analytics is opened first (or hovered in the navigation).
export function load() {
  return import('./analytics-screen.tsx');
}
