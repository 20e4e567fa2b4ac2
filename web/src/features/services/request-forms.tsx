// The service zone's request forms, each bound to its contract operation: a service order to a provider,
// supply-chain finance, a logistics demand, YunCang storage, a consultation and a call-back. The rules are the
// contract's (required fields, mainland mobile, quantities with four decimals, money with two).
import { useTranslation } from 'react-i18next';
import { FINANCE_PRODUCTS } from '@portal/contracts/http/finance-info';
import { LOGISTICS_SERVICES } from '@portal/contracts/http/logistics';
import { SERVICE_TYPES, type ServiceOrderBody } from '@portal/contracts/entities/order';
import { MONEY_PATTERN } from '@portal/contracts/money';
import { PAYMENT_METHODS, UNITS } from '@portal/contracts/rules/constants';
import type { FieldLabel, LabelKey } from '@portal/contracts/rules/validation';
import { checkMobile, checkQuantity, checkRequired, type RuleFailure } from '@portal/contracts/rules/validation';
import { RequestForm, type FieldSpec } from './request-form.tsx';
import {
  useSaveConsultMutation,
  useSaveFinanceMutation,
  useSaveLogisticsDemandMutation,
  useSaveRetentionMutation,
  useSaveYunCangMutation,
  useSubmitServiceOrderMutation,
} from './services-api.ts';
import { marketDayPlus } from '@/shared/market-time.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

/** Money as the contracts take it (never negative, at most two decimals); these amounts must also be above 0. */
const MONEY = new RegExp(MONEY_PATTERN);
/** The market's origins for a logistics demand (county codes of the Jinhua market area). */
export const ORIGIN_COUNTIES = ['330782', '330783', '330784', '330726', '330702', '330703'] as const;
/** Destinations in China offered first (city codes); anything else is written as "abroad". */
export const DESTINATION_CITIES = ['3101', '1101', '4401', '4403', '5101', '4201', '6101', '6501'] as const;

const required =
  (name: string, label: FieldLabel) =>
  (values: Record<string, string>): RuleFailure | null =>
    checkRequired((values[name] ?? '').trim(), label);

const money =
  (name: string, label: FieldLabel, optional = false) =>
  (values: Record<string, string>): RuleFailure | null => {
    const value = (values[name] ?? '').trim();
    if (optional && value === '') return null;
    return MONEY.test(value) && Number(value) > 0 ? null : checkRequired('', label);
  };

const L = {
  title: labelKey('services:ruleLabels.title'),
  budget: labelKey('services:ruleLabels.budget'),
  amount: labelKey('services:ruleLabels.amount'),
  date: labelKey('services:ruleLabels.date'),
  contactName: labelKey('services:ruleLabels.contactName'),
  companyName: labelKey('services:ruleLabels.companyName'),
  goodsName: labelKey('services:ruleLabels.goodsName'),
  content: labelKey('services:ruleLabels.content'),
  term: labelKey('services:ruleLabels.term'),
  days: labelKey('services:ruleLabels.days'),
  destination: labelKey('services:ruleLabels.destination'),
} satisfies Record<string, LabelKey>;

const contactFields: FieldSpec[] = [
  { name: 'contactName', required: true, maxLength: 20, rule: required('contactName', L.contactName) },
  { name: 'contactMobile', required: true, inputMode: 'tel', maxLength: 11, rule: (v) => checkMobile(v.contactMobile) },
];

const withinInt = (name: string, min: number, max: number, label: FieldLabel) => (values: Record<string, string>) => {
  const value = (values[name] ?? '').trim();
  const n = Number(value);
  return /^\d+$/.test(value) && n >= min && n <= max ? null : checkRequired('', label);
};

const trimmed = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
};

/** The options of a label table under `services:<group>.<value>`. */
function useOptions() {
  const { t } = useTranslation('services');
  return (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
}

export function ServiceOrderForm({
  providerCompanyId,
  serviceType,
  title = '',
}: {
  providerCompanyId: number;
  serviceType: ServiceOrderBody['serviceType'];
  title?: string;
}) {
  const options = useOptions();
  const [save, { isLoading }] = useSubmitServiceOrderMutation();
  const fields: FieldSpec[] = [
    { name: 'title', required: true, maxLength: 50, wide: true, rule: required('title', L.title) },
    { name: 'serviceType', type: 'select', required: true, options: options('serviceType', SERVICE_TYPES) },
    { name: 'quantity', required: true, inputMode: 'decimal', rule: (v) => checkQuantity(v.quantity) },
    { name: 'unit', type: 'select', required: true, options: options('unit', UNITS) },
    { name: 'budget', inputMode: 'decimal', rule: money('budget', L.budget, true) },
    { name: 'expectedDate', type: 'date', required: true, rule: required('expectedDate', L.date) },
    { name: 'paymentMethod', type: 'select', required: true, options: options('paymentMethod', PAYMENT_METHODS) },
    ...contactFields,
    { name: 'remarks', type: 'textarea', maxLength: 500, wide: true },
  ];
  return (
    <RequestForm
      kind="serviceOrder"
      fields={fields}
      busy={isLoading}
      initial={{
        title,
        serviceType,
        quantity: '1',
        unit: 'item',
        budget: '',
        expectedDate: marketDayPlus(7),
        paymentMethod: 'online',
        contactName: '',
        contactMobile: '',
        remarks: '',
      }}
      submit={async (v, requestKey) => {
        const created = await save({
          providerCompanyId,
          serviceType: v.serviceType as ServiceOrderBody['serviceType'],
          title: (v.title ?? '').trim(),
          quantity: (v.quantity ?? '').trim(),
          unit: v.unit as ServiceOrderBody['unit'],
          ...(trimmed(v.budget) ? { budget: trimmed(v.budget) } : {}),
          expectedDate: v.expectedDate ?? '',
          paymentMethod: v.paymentMethod as ServiceOrderBody['paymentMethod'],
          contactName: (v.contactName ?? '').trim(),
          contactMobile: (v.contactMobile ?? '').trim(),
          ...(trimmed(v.remarks) ? { remarks: trimmed(v.remarks) } : {}),
          requestKey,
        }).unwrap();
        return created.orders[0]?.orderNo ?? '';
      }}
    />
  );
}

export function FinanceForm({ providerCompanyId }: { providerCompanyId?: number }) {
  const options = useOptions();
  const [save, { isLoading }] = useSaveFinanceMutation();
  const fields: FieldSpec[] = [
    { name: 'productType', type: 'select', required: true, options: options('financeProduct', FINANCE_PRODUCTS) },
    { name: 'amount', required: true, inputMode: 'decimal', rule: money('amount', L.amount) },
    { name: 'termMonths', required: true, inputMode: 'numeric', rule: withinInt('termMonths', 1, 36, L.term) },
    { name: 'companyName', required: true, maxLength: 50, rule: required('companyName', L.companyName) },
    ...contactFields,
    { name: 'orderNo', maxLength: 32 },
    { name: 'purpose', type: 'textarea', maxLength: 500, wide: true },
  ];
  return (
    <RequestForm
      kind="finance"
      fields={fields}
      busy={isLoading}
      initial={{
        productType: 'orderFinancing',
        amount: '',
        termMonths: '6',
        companyName: '',
        contactName: '',
        contactMobile: '',
        orderNo: '',
        purpose: '',
      }}
      submit={async (v, requestKey) => {
        const saved = await save({
          productType: v.productType as (typeof FINANCE_PRODUCTS)[number],
          amount: (v.amount ?? '').trim(),
          termMonths: Number(v.termMonths),
          companyName: (v.companyName ?? '').trim(),
          contactName: (v.contactName ?? '').trim(),
          contactMobile: (v.contactMobile ?? '').trim(),
          ...(trimmed(v.purpose) ? { purpose: trimmed(v.purpose) } : {}),
          ...(trimmed(v.orderNo) ? { orderNo: trimmed(v.orderNo) } : {}),
          ...(providerCompanyId ? { providerCompanyId } : {}),
          requestKey,
        }).unwrap();
        return String(saved.id);
      }}
    />
  );
}

export function LogisticsForm({ logisticsCompanyId }: { logisticsCompanyId?: number }) {
  const options = useOptions();
  const [save, { isLoading }] = useSaveLogisticsDemandMutation();
  const fields: FieldSpec[] = [
    { name: 'mode', type: 'select', required: true, options: options('logisticsMode', LOGISTICS_SERVICES) },
    { name: 'goodsName', required: true, maxLength: 50, rule: required('goodsName', L.goodsName) },
    { name: 'fromCountyCode', type: 'select', required: true, options: options('origin', ORIGIN_COUNTIES) },
    {
      name: 'toRegionCode',
      type: 'select',
      options: options('destination', DESTINATION_CITIES),
      rule: (v) => (v.toRegionCode || (v.toAbroad ?? '').trim() ? null : checkRequired('', L.destination)),
    },
    { name: 'toAbroad', maxLength: 50 },
    { name: 'weight', required: true, inputMode: 'decimal', rule: (v) => checkQuantity(v.weight) },
    { name: 'volume', inputMode: 'decimal', rule: (v) => (trimmed(v.volume) ? checkQuantity(v.volume) : null) },
    { name: 'expectedShipDate', type: 'date', required: true, rule: required('expectedShipDate', L.date) },
    ...contactFields,
    { name: 'remarks', type: 'textarea', maxLength: 500, wide: true },
  ];
  return (
    <RequestForm
      kind="logistics"
      fields={fields}
      busy={isLoading}
      initial={{
        mode: 'lessThanTruckload',
        goodsName: '',
        fromCountyCode: '330782',
        toRegionCode: '',
        toAbroad: '',
        weight: '',
        volume: '',
        expectedShipDate: marketDayPlus(3),
        contactName: '',
        contactMobile: '',
        remarks: '',
      }}
      submit={async (v, requestKey) => {
        const county = v.fromCountyCode ?? '';
        const saved = await save({
          mode: v.mode as (typeof LOGISTICS_SERVICES)[number],
          fromProvinceCode: county.slice(0, 2),
          fromCityCode: county.slice(0, 4),
          fromCountyCode: county,
          ...(v.toRegionCode ? { toRegionCode: v.toRegionCode } : {}),
          ...(trimmed(v.toAbroad) ? { toAbroad: trimmed(v.toAbroad) } : {}),
          goodsName: (v.goodsName ?? '').trim(),
          weight: (v.weight ?? '').trim(),
          ...(trimmed(v.volume) ? { volume: trimmed(v.volume) } : {}),
          expectedShipDate: v.expectedShipDate ?? '',
          contactName: (v.contactName ?? '').trim(),
          contactMobile: (v.contactMobile ?? '').trim(),
          ...(trimmed(v.remarks) ? { remarks: trimmed(v.remarks) } : {}),
          ...(logisticsCompanyId ? { logisticsCompanyId } : {}),
          requestKey,
        }).unwrap();
        return String(saved.id);
      }}
    />
  );
}

export function YunCangForm({ warehouseId }: { warehouseId: number }) {
  const options = useOptions();
  const [save, { isLoading }] = useSaveYunCangMutation();
  const fields: FieldSpec[] = [
    { name: 'goodsName', required: true, maxLength: 50, rule: required('goodsName', L.goodsName) },
    { name: 'quantity', required: true, inputMode: 'decimal', rule: (v) => checkQuantity(v.quantity) },
    { name: 'unit', type: 'select', required: true, options: options('unit', UNITS) },
    { name: 'volume', required: true, inputMode: 'decimal', rule: (v) => checkQuantity(v.volume) },
    { name: 'storageDays', required: true, inputMode: 'numeric', rule: withinInt('storageDays', 1, 365, L.days) },
    { name: 'inboundDate', type: 'date', required: true, rule: required('inboundDate', L.date) },
    ...contactFields,
    { name: 'remarks', type: 'textarea', maxLength: 500, wide: true },
  ];
  return (
    <RequestForm
      kind="yuncang"
      fields={fields}
      busy={isLoading}
      initial={{
        goodsName: '',
        quantity: '',
        unit: 'piece',
        volume: '',
        storageDays: '30',
        inboundDate: marketDayPlus(3),
        contactName: '',
        contactMobile: '',
        remarks: '',
      }}
      submit={async (v, requestKey) => {
        const saved = await save({
          warehouseId,
          goodsName: (v.goodsName ?? '').trim(),
          quantity: (v.quantity ?? '').trim(),
          unit: v.unit as (typeof UNITS)[number],
          volume: (v.volume ?? '').trim(),
          storageDays: Number(v.storageDays),
          inboundDate: v.inboundDate ?? '',
          contactName: (v.contactName ?? '').trim(),
          contactMobile: (v.contactMobile ?? '').trim(),
          ...(trimmed(v.remarks) ? { remarks: trimmed(v.remarks) } : {}),
          requestKey,
        }).unwrap();
        return String(saved.id);
      }}
    />
  );
}

export function ConsultForm({
  type,
  targetId,
}: {
  type: 'service' | 'logistics' | 'finance' | 'trade';
  targetId?: number;
}) {
  const [save, { isLoading }] = useSaveConsultMutation();
  const fields: FieldSpec[] = [
    { name: 'consultTitle', maxLength: 50, wide: true },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      wide: true,
      rule: required('content', L.content),
    },
    ...contactFields,
    { name: 'companyName', maxLength: 50 },
  ];
  return (
    <RequestForm
      kind="consult"
      fields={fields}
      busy={isLoading}
      initial={{ consultTitle: '', content: '', contactName: '', contactMobile: '', companyName: '' }}
      submit={async (v, requestKey) => {
        const saved = await save({
          type,
          ...(targetId ? { targetId } : {}),
          ...(trimmed(v.consultTitle) ? { title: trimmed(v.consultTitle) } : {}),
          content: (v.content ?? '').trim(),
          contactName: (v.contactName ?? '').trim(),
          contactMobile: (v.contactMobile ?? '').trim(),
          ...(trimmed(v.companyName) ? { companyName: trimmed(v.companyName) } : {}),
          requestKey,
        }).unwrap();
        return String(saved.id);
      }}
    />
  );
}

export function RetentionForm({ source, providerCompanyId }: { source: string; providerCompanyId?: number }) {
  const [save, { isLoading }] = useSaveRetentionMutation();
  const fields: FieldSpec[] = [
    { name: 'name', required: true, maxLength: 20, rule: required('name', L.contactName) },
    { name: 'mobile', required: true, inputMode: 'tel', maxLength: 11, rule: (v) => checkMobile(v.mobile) },
    { name: 'companyName', maxLength: 50, wide: true },
    { name: 'demand', type: 'textarea', maxLength: 500, wide: true },
  ];
  return (
    <RequestForm
      kind="retention"
      fields={fields}
      busy={isLoading}
      initial={{ name: '', mobile: '', companyName: '', demand: '' }}
      submit={async (v, requestKey) => {
        const saved = await save({
          source,
          name: (v.name ?? '').trim(),
          mobile: (v.mobile ?? '').trim(),
          ...(trimmed(v.companyName) ? { companyName: trimmed(v.companyName) } : {}),
          ...(trimmed(v.demand) ? { demand: trimmed(v.demand) } : {}),
          ...(providerCompanyId ? { providerCompanyId } : {}),
          requestKey,
        }).unwrap();
        return String(saved.id);
      }}
    />
  );
}
