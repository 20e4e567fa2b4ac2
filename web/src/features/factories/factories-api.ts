// The calls of the factory pages, straight from the contracts: factories (directory, detail, recommended, high
// quality), their goods, the credit report, the credit-code lookup, the downloadable reports and the message
// board; the market's filters give the industries and regions of the factory zone.
import { highQualityFactory } from '@portal/contracts/http/customer';
import {
  factoryCreditByCreditCode,
  factoryCreditDetail,
  factoryCreditDownload,
  factoryCreditDownloadable,
} from '@portal/contracts/http/factory-credit';
import { deleteMessage, pageMessages, saveMessage } from '@portal/contracts/http/message-board';
import { platformSupplierPageData } from '@portal/contracts/http/platform-product';
import { searchMarketCriteria } from '@portal/contracts/http/product-related-attributes';
import {
  supplierManageDetail,
  supplierManagePageData,
  supplierManageRecomendSupplier,
} from '@portal/contracts/http/supplier-manage';
import { supplierProductSearch } from '@portal/contracts/http/supplier-product';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const factoriesApi = injectOps({
  factoryDetail: opQuery(supplierManageDetail, { tags: 'Home' }),
  factoryDirectory: opQuery(supplierManagePageData, { tags: 'Home' }),
  recommendedFactories: opQuery(supplierManageRecomendSupplier, { tags: 'Home' }),
  highQualityFactories: opQuery(highQualityFactory, { tags: 'Home' }),
  factoryGoods: opQuery(supplierProductSearch, { tags: 'Home' }),
  factoryGoodsBand: opQuery(platformSupplierPageData, { tags: 'Home' }),
  factoryZoneCriteria: opQuery(searchMarketCriteria, { tags: 'Home' }),
  creditReport: opQuery(factoryCreditDetail, { tags: 'Inspection' }),
  creditLookup: opQuery(factoryCreditByCreditCode, { tags: 'Inspection' }),
  downloadableReports: opQuery(factoryCreditDownloadable, { tags: 'Inspection' }),
  // The PDF (a Blob), fetched on a click and not kept.
  creditPdf: opQuery(factoryCreditDownload, { keepUnusedDataFor: 0 }),
  factoryMessages: opQuery(pageMessages, { tags: 'Message' }),
  leaveMessage: opMutation(saveMessage, { tags: 'Message' }),
  deleteFactoryMessage: opMutation(deleteMessage, { tags: 'Message' }),
});

export const {
  useFactoryDetailQuery,
  useFactoryDirectoryQuery,
  useRecommendedFactoriesQuery,
  useHighQualityFactoriesQuery,
  useFactoryGoodsQuery,
  useFactoryGoodsBandQuery,
  useFactoryZoneCriteriaQuery,
  useCreditReportQuery,
  useCreditLookupQuery,
  useDownloadableReportsQuery,
  useLazyCreditPdfQuery,
  useFactoryMessagesQuery,
  useLeaveMessageMutation,
  useDeleteFactoryMessageMutation,
} = factoriesApi;
