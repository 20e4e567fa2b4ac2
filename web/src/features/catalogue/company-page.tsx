// /company: the market's shops (merchants of the halls), filtered by keyword, industry, hall, region and the
// quality mark; each card opens the shop's store page.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { useSellerPageQuery } from './catalogue-api.ts';
import { CompanyDirectory } from './company-directory.tsx';
import { useLanguageRefetch } from './use-language-refetch.ts';

export default function CompanyPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  return (
    <PageFrame title={t('directory.shop.title')} breadcrumb={[{ label: t('directory.shop.title') }]}>
      <CompanyDirectory kind="shop" useList={useSellerPageQuery} />
    </PageFrame>
  );
}
