// The address manager's calls, straight from the contracts: the caller's shipping addresses and their writes, and
// the region lists of the province / city / county picker.
import {
  customerReceiveInfoDelete,
  customerReceiveInfoList,
  customerReceiveInfoSave,
  customerReceiveInfoSetDefault,
} from '@portal/contracts/http/customer-receive-info';
import { listCityByName, listCountyByName, listProvince } from '@portal/contracts/http/region';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const addressApi = injectOps({
  addresses: opQuery(customerReceiveInfoList, { tags: 'Address' }),
  saveAddress: opMutation(customerReceiveInfoSave, { tags: 'Address' }),
  deleteAddress: opMutation(customerReceiveInfoDelete, { tags: 'Address' }),
  setDefaultAddress: opMutation(customerReceiveInfoSetDefault, { tags: 'Address' }),
  provinces: opQuery(listProvince),
  cities: opQuery(listCityByName),
  counties: opQuery(listCountyByName),
});

export const {
  useAddressesQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useProvincesQuery,
  useCitiesQuery,
  useCountiesQuery,
} = addressApi;
