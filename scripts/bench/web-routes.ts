// The routes `pnpm bench:web` measures: the first screens a visitor lands on. Each domain adds its main
// route here when it lands (one line), so its JS weight and Lighthouse figures are watched from then on.
// `/details` is measured on a live lot (web.bench.ts, landing()).
export const WEB_BENCH_ROUTES: readonly string[] = [
  '/',
  '/news',
  '/help',
  '/market',
  '/auction',
  '/details',
  '/trading',
  '/InquiryCounterofferList',
  '/collectBidding',
];
