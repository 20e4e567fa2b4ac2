// The region module's one door: what other modules and the seed may use (names and paths of national region codes).
export { regionName, regionPath } from './service.ts';
export { cityName, regionEn, regionMatches, regionPathIn, regionText } from './names.ts';
