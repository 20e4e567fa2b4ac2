// The industrial-belt module's one door: the belt entries the home page shows.
export { beltEntries } from './service.ts';
