// The region module's one door: what other modules and the seed may use (names of national region codes).
export { regionName, regionPath } from './service.ts';
