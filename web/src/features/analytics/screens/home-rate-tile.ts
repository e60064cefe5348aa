// Public entry for the home page's absence-rate tile (app/screens/home-screen.tsx loads it lazily, after the page's
// first paint, so the start page's first load does not grow; docs/performance.md "Web first load").
export { HomeRateTile } from '../components/home-rate-tile.tsx';
