// The publish form of an inquiry (buyers; requirements section 5 and 6 rules checked here and again by the server), in a
// dialog over the inquiry hall. Opened by ?publish=1; with ?goodsId= it is prefilled from the goods
// (inquiry/getSaleProductByIdForInquiry) and sent to that goods' supplier.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import type { AttachmentRef } from '@portal/contracts/entities/trade-request';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  INQUIRY_MAX_ATTACHMENTS,
  UNITS,
  type DeliveryMethod,
  type Unit,
} from '@portal/contracts/rules/constants';
import {
  checkAddress,
  checkMobile,
  checkMoney,
  checkQuantity,
  checkRequired,
} from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { AttachmentsField } from '@/shared/forms/attachments-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { CategoryPicker, Select, unitText, useBilingual, useLang, plainQuantity } from './parts.tsx';
import { useInquiryProductQuery, usePublishInquiryMutation } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';
import { useRequestForm } from './use-request-form.ts';
import { RegionField, RequestFormDialog } from './request-fields.tsx';
import { marketDayPlus } from '@/shared/market-time.ts';

const ids = tradeTestIds.publish;

const label = (zh: string, en: string) => ({ zh, en });
const LABELS = {
  title: label('询价标题', 'Title'),
  category: label('商品分类', 'Category'),
  unit: label('单位', 'Unit'),
  dueDate: label('截止日期', 'Due date'),
  delivery: label('交货方式', 'Delivery method'),
  price: label('期望单价', 'Target unit price'),
};

export function PublishInquiryDialog({
  open,
  goodsId,
  initialTitle = '',
  onClose,
  onPublished,
}: {
  open: boolean;
  goodsId: number | undefined;
  /** A title to start from (inquiring from a supply request). */
  initialTitle?: string;
  onClose(): void;
  onPublished(id: number): void;
}) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const pick = useBilingual();
  const formRef = useRef<HTMLFormElement>(null);
  const product = useInquiryProductQuery({ productId: goodsId ?? 0 }, { skip: !open || goodsId === undefined });
  const [publish, { isLoading }] = usePublishInquiryMutation();
  const [attachments, setAttachments] = useState<AttachmentRef[]>([]);
  const form = useFieldForm(
    {
      title: initialTitle.slice(0, 60),
      categoryId: '',
      quantity: '',
      price: '',
      unit: 'piece',
      provinceCode: '',
      cityCode: '',
      countyCode: '',
      address: '',
      dueDate: marketDayPlus(7),
      contactPhone: '',
      wechat: '',
      deliveryMethod: 'delivery',
      description: '',
    },
    {
      title: (v) => checkRequired(v.title, LABELS.title),
      categoryId: (v) => checkRequired(v.categoryId, LABELS.category),
      quantity: (v) => checkQuantity(v.quantity),
      // Optional; when given, money as the contract takes it (never negative, at most two decimals).
      price: (v) => (v.price.trim() ? checkMoney(v.price, LABELS.price) : null),
      unit: (v) => checkRequired(v.unit, LABELS.unit),
      countyCode: (v) => checkAddress({ regionCodes: [v.provinceCode, v.cityCode, v.countyCode], detail: 'x' }),
      address: (v) => checkAddress({ regionCodes: ['x', 'x', 'x'], detail: v.address }),
      dueDate: (v) => checkRequired(v.dueDate, LABELS.dueDate),
      contactPhone: (v) => checkMobile(v.contactPhone),
      deliveryMethod: (v) => checkRequired(v.deliveryMethod, LABELS.delivery),
    },
  );
  const goods = product.data;
  const { setValue } = form;
  useEffect(() => {
    if (!goods) return;
    setValue('title', lang === 'en' ? `Buying ${goods.title}` : `求购${goods.title}`);
    setValue('categoryId', String(goods.categoryId));
    setValue('unit', goods.unit);
    setValue('quantity', plainQuantity(goods.minOrder));
    if (goods.price !== null) setValue('price', goods.price);
    // Prefilled once per goods item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goods?.productId]);

  const { bind, submit: guarded } = useRequestForm(form, formRef);

  const submit = guarded(async (v) => {
    const saved = await publish({
      title: v.title.trim(),
      ...(goods ? { productId: goods.productId } : {}),
      categoryId: Number(v.categoryId),
      quantity: v.quantity.trim(),
      ...(v.price.trim() ? { price: v.price.trim() } : {}),
      unit: v.unit as Unit,
      provinceCode: v.provinceCode,
      cityCode: v.cityCode,
      countyCode: v.countyCode,
      address: v.address.trim(),
      dueDate: v.dueDate,
      contactPhone: v.contactPhone.trim(),
      ...(v.wechat.trim() ? { wechat: v.wechat.trim() } : {}),
      attachments: attachments.map((a) => a.fileId),
      deliveryMethod: v.deliveryMethod as DeliveryMethod,
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
    }).unwrap();
    showSuccess(t('publish.done', { num: saved.inquiryNum }));
    onPublished(saved.id);
  });

  return (
    <RequestFormDialog
      open={open}
      title={t('publish.title')}
      onClose={onClose}
      ids={ids}
      formRef={formRef}
      submit={submit}
      submitLabel={t('publish.submit')}
      submitting={isLoading}
    >
      {goods && (
        <Text fontSize="sm" color="fg.muted">
          {t('publish.fromGoods', { title: goods.title, supplier: goods.supplier.shopName })}
        </Text>
      )}
      <FormField label={t('fields.title')} required error={form.errorOf('title')}>
        <Input {...bind('title')} maxLength={60} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField label={t('fields.category')} required error={form.errorOf('categoryId')}>
          <CategoryPicker
            value={form.values.categoryId}
            onChange={(value) => form.setValue('categoryId', value)}
            extra={
              goods
                ? {
                    value: String(goods.categoryId),
                    label: lang === 'en' ? goods.categoryNameEn : goods.categoryName,
                  }
                : undefined
            }
          />
        </FormField>
        <FormField label={t('fields.deliveryMethod')} required error={form.errorOf('deliveryMethod')}>
          <Select
            name="deliveryMethod"
            label={t('fields.deliveryMethod')}
            placeholder={t('placeholders.choose')}
            value={form.values.deliveryMethod}
            options={DELIVERY_METHODS.map((m) => ({ value: m, label: pick(DELIVERY_METHOD_LABELS[m]) }))}
            onChange={(value) => form.setValue('deliveryMethod', value)}
          />
        </FormField>
        <FormField
          label={t('fields.quantity')}
          required
          error={form.errorOf('quantity')}
          helperText={t('hints.quantity')}
        >
          <Input {...bind('quantity')} inputMode="decimal" />
        </FormField>
        <FormField label={t('fields.unit')} required error={form.errorOf('unit')}>
          <Select
            name="unit"
            label={t('fields.unit')}
            placeholder={t('placeholders.choose')}
            value={form.values.unit}
            options={UNITS.map((u) => ({ value: u, label: unitText(lang, u) }))}
            onChange={(value) => form.setValue('unit', value)}
          />
        </FormField>
        <FormField label={t('fields.price')} error={form.errorOf('price')} helperText={t('hints.price')}>
          <Input {...bind('price')} inputMode="decimal" />
        </FormField>
        <FormField label={t('fields.dueDate')} required error={form.errorOf('dueDate')}>
          <Input {...bind('dueDate')} type="date" min={marketDayPlus(0)} />
        </FormField>
      </SimpleGrid>
      <RegionField form={form} label={t('fields.receivingPlace')} />
      <FormField label={t('fields.address')} required error={form.errorOf('address')}>
        <Input {...bind('address')} maxLength={100} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField label={t('fields.contactPhone')} required error={form.errorOf('contactPhone')}>
          <Input {...bind('contactPhone')} inputMode="tel" maxLength={11} />
        </FormField>
        <FormField label={t('fields.wechat')} error={form.errorOf('wechat')}>
          <Input {...bind('wechat')} maxLength={30} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('fields.description')} error={form.errorOf('description')}>
        <Textarea {...bind('description')} maxLength={2000} rows={3} />
      </FormField>
      <FormField label={t('fields.attachments')}>
        <AttachmentsField
          value={attachments}
          onChange={setAttachments}
          max={INQUIRY_MAX_ATTACHMENTS}
          purpose="attachment"
        />
      </FormField>
    </RequestFormDialog>
  );
}
