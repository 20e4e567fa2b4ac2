// The content module's one door: the news lists the home page shows.
export { headlineNews, recommendedNews } from './service.ts';
