// The calls of factory inspection and factory visits, straight from the contract; the factory list and a
// factory's goods (catalogue operations) for the pickers of the forms.
import {
  factoryInspectionApplyable,
  factoryInspectionDetail,
  factoryInspectionInitiate,
  factoryInspectionPortalPage,
  factoryInspectionPublicList,
  factoryInspectionReply,
} from '@portal/contracts/http/factory-inspection';
import {
  factoryVisitApplyable,
  factoryVisitInitiate,
  factoryVisitPortalPage,
  factoryVisitPublicList,
  factoryVisitReply,
} from '@portal/contracts/http/factory-visit';
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import { supplierManagePageData } from '@portal/contracts/http/supplier-manage';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const inspectionApi = injectOps({
  inspectionApplyable: opQuery(factoryInspectionApplyable, { tags: 'Inspection' }),
  myInspections: opQuery(factoryInspectionPortalPage, { tags: 'Inspection' }),
  inspectionDetail: opQuery(factoryInspectionDetail, { tags: 'Inspection' }),
  publicInspections: opQuery(factoryInspectionPublicList, { tags: 'Inspection' }),
  initiateInspection: opMutation(factoryInspectionInitiate, { tags: 'Inspection' }),
  visitApplyable: opQuery(factoryVisitApplyable, { tags: 'Inspection' }),
  myVisits: opQuery(factoryVisitPortalPage, { tags: 'Inspection' }),
  publicVisits: opQuery(factoryVisitPublicList, { tags: 'Inspection' }),
  initiateVisit: opMutation(factoryVisitInitiate, { tags: 'Inspection' }),
  replyInspection: opMutation(factoryInspectionReply, { tags: 'Inspection' }),
  replyVisit: opMutation(factoryVisitReply, { tags: 'Inspection' }),
  inspectionFactories: opQuery(supplierManagePageData, { tags: 'Home' }),
  inspectionFactoryGoods: opQuery(sellerProductPage, { tags: 'Home' }),
});

export const {
  useInspectionApplyableQuery,
  useMyInspectionsQuery,
  useInspectionDetailQuery,
  usePublicInspectionsQuery,
  useInitiateInspectionMutation,
  useVisitApplyableQuery,
  useMyVisitsQuery,
  usePublicVisitsQuery,
  useInitiateVisitMutation,
  useReplyInspectionMutation,
  useReplyVisitMutation,
  useInspectionFactoriesQuery,
  useInspectionFactoryGoodsQuery,
} = inspectionApi;
