// The page component of each centre's route (app/page-routes.tsx loads this file lazily).
import type { ComponentType } from 'react';
import { CentrePage } from './centre-page.tsx';
import type { CentreKey } from './centre-sections.ts';

export const CENTRE_PAGES: Readonly<Record<CentreKey, ComponentType>> = {
  buyerCenter: () => <CentrePage centre="buyerCenter" />,
  sellerCenter: () => <CentrePage centre="sellerCenter" />,
  factoryCenter: () => <CentrePage centre="factoryCenter" />,
};
