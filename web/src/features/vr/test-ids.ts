// data-testid values of /vrList (the page, its unit tests and the e2e page object).
export const vrTestIds = {
  root: 'vr-root',
  hall: (id: number) => `vr-hall-${id}`,
  start: (id: number) => `vr-start-${id}`,
  viewer: 'vr-viewer',
  panorama: 'vr-panorama',
  heading: 'vr-heading',
  left: 'vr-left',
  right: 'vr-right',
  autoTurn: 'vr-auto-turn',
  shops: 'vr-shops',
} as const;
