// /supplierList: the source factories (suppliers), filtered by keyword, industry, region and the quality
// mark; each card opens the factory's store page.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { useSupplierPageQuery } from './catalogue-api.ts';
import { CompanyDirectory } from './company-directory.tsx';
import { useLanguageRefetch } from './use-language-refetch.ts';

export default function SupplierListPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  return (
    <PageFrame title={t('directory.factory.title')} breadcrumb={[{ label: t('directory.factory.title') }]}>
      <CompanyDirectory kind="factory" useList={useSupplierPageQuery} />
    </PageFrame>
  );
}
