// A limited-time discount's end as the catalogue shows it: the shared countdown on the tab's server clock
// ("距结束 2天 03:14:05" / "Ends in 2d 03:14:05"), the discount's own words before the clock is measured and
// after the end.
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/shared/ui/countdown.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';

export function DiscountCountdown({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <Countdown
      to={endsAt}
      label="endsIn"
      size="md"
      color="brand.fg"
      strong
      pending={t('countdown.pending')}
      ended={t('countdown.ended')}
      testId={ids.sales.countdown}
    />
  );
}
