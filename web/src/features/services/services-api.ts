// The service zone's calls, straight from the contracts: the zone's lists, carriers and warehouses, the request
// forms (each a service request) and the requests a user sent or a provider received.
import * as portal from '@portal/contracts/http/service-portal';
import * as logistics from '@portal/contracts/http/logistics';
import {
  saveServiceOrder,
  serviceOrderAccept,
  serviceOrderComplete,
  serviceOrderDecline,
  serviceOrderPage,
} from '@portal/contracts/http/order';
import { consultInfoSave } from '@portal/contracts/http/consult-info';
import { financeInfoSave } from '@portal/contracts/http/finance-info';
import { retentionInfoSave } from '@portal/contracts/http/retention-info';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const servicesApi = injectOps({
  serviceBanners: opQuery(portal.servicePortalBanner, { tags: 'Service' }),
  serviceAdvantages: opQuery(portal.servicePortalAdvantage, { tags: 'Service' }),
  serviceNews: opQuery(portal.servicePortalNews, { tags: 'Service' }),
  serviceCases: opQuery(portal.servicePortalCases, { tags: 'Service' }),
  tradeServices: opQuery(portal.servicePortalTrade, { tags: 'Service' }),
  serviceNavigation: opQuery(portal.servicePortalNavigation, { tags: 'Service' }),
  carriers: opQuery(logistics.pageSearchLogistics, { tags: 'Service' }),
  warehouses: opQuery(logistics.pageSearchWarehouse, { tags: 'Service' }),
  serviceRequests: opQuery(serviceOrderPage, { tags: 'Service' }),
  submitServiceOrder: opMutation(saveServiceOrder, { tags: 'Service' }),
  saveConsult: opMutation(consultInfoSave, { tags: 'Service' }),
  saveFinance: opMutation(financeInfoSave, { tags: 'Service' }),
  saveLogisticsDemand: opMutation(logistics.logisticsInfoSave, { tags: 'Service' }),
  saveYunCang: opMutation(logistics.logisticsYunCangSave, { tags: 'Service' }),
  saveRetention: opMutation(retentionInfoSave, { tags: 'Service' }),
  acceptRequest: opMutation(serviceOrderAccept, { tags: 'Service' }),
  declineRequest: opMutation(serviceOrderDecline, { tags: 'Service' }),
  completeRequest: opMutation(serviceOrderComplete, { tags: 'Service' }),
});

export const {
  useServiceBannersQuery,
  useServiceAdvantagesQuery,
  useServiceNewsQuery,
  useServiceCasesQuery,
  useTradeServicesQuery,
  useServiceNavigationQuery,
  useCarriersQuery,
  useWarehousesQuery,
  useServiceRequestsQuery,
  useSubmitServiceOrderMutation,
  useSaveConsultMutation,
  useSaveFinanceMutation,
  useSaveLogisticsDemandMutation,
  useSaveYunCangMutation,
  useSaveRetentionMutation,
  useAcceptRequestMutation,
  useDeclineRequestMutation,
  useCompleteRequestMutation,
} = servicesApi;
