// /collectDetail?id=: one group buy — goods, prices, margin ratio, stock, minimum, live progress and the
// deadline countdown on the server clock — and registering with a quantity and the paid deposit (computed
// from the margin ratio), its payment time and vouchers (at most 3). The caller's deposit status shows here.
import { memo, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Picture } from '@/shared/ui/picture.tsx';
import { Box, Button, Card, Grid, HStack, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AttachmentRef, GroupBuyDetail } from '@portal/contracts/entities/trade-request';
import {
  fenToMoney,
  formatMoney,
  formatQuantity,
  moneyToFen,
  percentOf,
  quantityToBigUnits,
} from '@portal/contracts/money';
import { DEPOSIT_MAX_ATTACHMENTS } from '@portal/contracts/rules/constants';
import { requiredDepositFen, tradeMessage } from '@portal/contracts/rules/trade';
import { checkMobile, checkQuantity, checkQuantityWithin, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { TextField } from '@/shared/forms/text-field.tsx';
import { AttachmentsField } from '@/shared/forms/attachments-field.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { SettlementNotice } from '@/shared/ui/settlement-notice.tsx';
import { Countdown } from '@/shared/ui/countdown.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import {
  DepositBadge,
  Fact,
  GroupBuyStatusBadge,
  formatDateTime,
  unitText,
  useLang,
  quantityWithUnit,
  unitPlural,
  plainQuantity,
} from './parts.tsx';
import { useGroupBuyProgress } from './use-live.ts';
import { useGroupBuyQuery, useRegisterGroupBuyMutation } from './group-buy-api.ts';
import { tradeTestIds } from './test-ids.ts';
import { useRequestForm } from './use-request-form.ts';
import { toMarketInput } from '@/shared/market-time.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.groupBuy;

function RegisterForm({ groupBuy }: { groupBuy: GroupBuyDetail }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [register, { isLoading }] = useRegisterGroupBuyMutation();
  const [vouchers, setVouchers] = useState<AttachmentRef[]>([]);
  const min = plainQuantity(groupBuy.minQuantity);
  const priceFen = moneyToFen(groupBuy.price) ?? 0;
  const form = useFieldForm(
    {
      quantity: min,
      deposit: groupBuy.minDeposit,
      paymentTime: toMarketInput(Date.now()),
      contactName: '',
      contactPhone: '',
      remark: '',
    },
    {
      quantity: (v) => checkQuantity(v.quantity),
      deposit: (v) => checkRequired(v.deposit, labelKey('requests:ruleLabels.deposit')),
      paymentTime: (v) => checkRequired(v.paymentTime, labelKey('requests:ruleLabels.paymentTime')),
      contactName: (v) => checkRequired(v.contactName, labelKey('requests:ruleLabels.contactName')),
      contactPhone: (v) => checkMobile(v.contactPhone),
    },
  );
  const required =
    checkQuantity(form.values.quantity) === null
      ? requiredDepositFen(priceFen, form.values.quantity, groupBuy.marginRatio)
      : null;
  const { submit: guarded, refuse } = useRequestForm(form, formRef);
  const field = (name: keyof typeof form.values & string) => ({
    name,
    value: String(form.values[name]),
    error: form.errorOf(name),
    setValue: form.setValue,
    blur: form.blur,
  });
  const submit = guarded(async (v) => {
    // The stock left is the server's to know; here the stock bounds the quantity (requirements section 5).
    const quantityFailure = checkQuantityWithin(v.quantity, groupBuy.minQuantity, groupBuy.stock);
    if (quantityFailure) {
      const text =
        quantityFailure.key === 'belowMinimum'
          ? tradeMessage('belowMinimum', lang, { min })
          : quantityFailure.key === 'aboveStock'
            ? tradeMessage('aboveStock', lang, { stock: formatQuantity(groupBuy.stock) })
            : t('register.wrongQuantity');
      refuse('quantity', text);
      return;
    }
    const depositFen = moneyToFen(v.deposit.trim());
    if (depositFen === undefined || depositFen < 0 || (required !== null && depositFen < required)) {
      refuse(
        'deposit',
        depositFen === undefined || depositFen < 0
          ? tradeMessage('depositNegative', lang)
          : tradeMessage('depositTooLow', lang, { deposit: fenToMoney(required ?? 0) }),
      );
      return;
    }
    if (vouchers.length === 0) {
      form.showMessage('remark', { text: tradeMessage('voucherRequired', lang) });
      return;
    }
    await register({
      centralizedId: groupBuy.id,
      quantity: v.quantity.trim(),
      deposit: v.deposit.trim(),
      // The input is China time; the server keeps epoch ms.
      paymentTime: Date.parse(`${v.paymentTime}:00+08:00`),
      attachments: vouchers.map((file) => file.fileId),
      contactName: v.contactName.trim(),
      contactPhone: v.contactPhone.trim(),
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    }).unwrap();
    showSuccess(t('register.done'));
  });
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.form}>
      <Stack gap={3}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
          <TextField
            {...field('quantity')}
            label={t('register.quantity', { unit: unitText(lang, groupBuy.unit) })}
            required
            helperText={t('register.quantityHint', { min, stock: formatQuantity(groupBuy.stock) })}
            inputMode="decimal"
          />
          <TextField
            {...field('deposit')}
            label={t('register.deposit')}
            required
            helperText={
              required !== null
                ? t('register.depositHint', { deposit: formatMoney(fenToMoney(required)), ratio: groupBuy.marginRatio })
                : undefined
            }
            inputMode="decimal"
          />
          <TextField {...field('paymentTime')} label={t('register.paymentTime')} required type="datetime-local" />
          <TextField {...field('contactName')} label={t('fields.contactName')} required maxLength={20} />
          <TextField
            {...field('contactPhone')}
            label={t('fields.contactPhone')}
            required
            inputMode="tel"
            maxLength={11}
          />
        </SimpleGrid>
        <VouchersField
          label={t('register.vouchers')}
          error={form.errorOf('remark')}
          value={vouchers}
          onChange={setVouchers}
        />
        <Button type="submit" colorPalette="brand" loading={isLoading} data-testid={ids.submit} alignSelf="flex-start">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The payment vouchers: their own part, so a key press in the fields above does not render the uploads. */
const VouchersField = memo(function VouchersField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  value: AttachmentRef[];
  onChange(files: AttachmentRef[]): void;
}) {
  return (
    <FormField label={label} required error={error}>
      <AttachmentsField value={value} onChange={onChange} max={DEPOSIT_MAX_ATTACHMENTS} purpose="voucher" />
    </FormField>
  );
});

/** The live part: the joined quantity and participants as the room moves them (only this re-renders on a join). */
function LiveProgress({ groupBuy }: { groupBuy: GroupBuyDetail }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const live = useGroupBuyProgress([groupBuy.id])[groupBuy.id];
  const joined = live?.joinedQuantity ?? groupBuy.joinedQuantity;
  const participants = live?.participants ?? groupBuy.participants;
  const percent = percentOf(quantityToBigUnits(joined), quantityToBigUnits(groupBuy.targetQuantity));
  return (
    <Box>
      <Progress.Root value={percent} colorPalette={percent >= 100 ? 'green' : 'brand'}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" fontSize="sm" mt={1} wrap="wrap">
        <Text data-testid={tradeTestIds.groupBuys.joined} data-value={joined}>
          {t('groupBuy.joined', {
            joined: formatQuantity(joined),
            target: formatQuantity(groupBuy.targetQuantity),
            unit: unitPlural(lang, groupBuy.unit),
          })}
        </Text>
        <Text data-testid={tradeTestIds.groupBuys.participants}>
          {t('groupBuy.participants', { count: participants })}
        </Text>
      </HStack>
    </Box>
  );
}

/** Who joined lately: rows made once per participant. */
const RecentRow = memo(function RecentRow({
  alias,
  quantity,
  joinedAt,
  unit,
}: {
  alias: string;
  quantity: string;
  joinedAt: number;
  unit: GroupBuyDetail['unit'];
}) {
  const lang = useLang();
  return (
    <HStack justify="space-between" fontSize="xs">
      <Text>{alias}</Text>
      <Text>{quantityWithUnit(lang, quantity, unit)}</Text>
      <Text color="fg.muted">{formatDateTime(joinedAt, lang)}</Text>
    </HStack>
  );
});

const Detail = memo(function Detail({ groupBuy }: { groupBuy: GroupBuyDetail }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const user = useSelector(selectUserInfo);
  const unit = unitText(lang, groupBuy.unit);
  const me = groupBuy.me;
  const canRegister =
    groupBuy.status === 'inProgress' &&
    (me === null || me.depositStatus === 'unregistered' || me.depositStatus === 'rejected');
  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Body>
          <Grid templateColumns={{ base: '1fr', md: '22rem 1fr' }} gap={6}>
            <Picture
              src={groupBuy.image}
              alt=""
              w="full"
              aspectRatio={1}
              objectFit="cover"
              borderRadius="md"
              bg="bg.muted"
            />
            <Stack gap={4}>
              <HStack gap={2} wrap="wrap">
                <GroupBuyStatusBadge status={groupBuy.status} />
                <Text fontSize="sm" color="fg.muted">
                  {groupBuy.code} · {groupBuy.organizer.shopName}
                </Text>
              </HStack>
              <HStack gap={3} align="baseline" wrap="wrap">
                <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                  {formatMoney(groupBuy.price)}
                </Text>
                <Text color="fg.muted" textDecoration="line-through">
                  {formatMoney(groupBuy.originalPrice)}
                </Text>
                <Text color="fg.muted">/ {unit}</Text>
              </HStack>
              <LiveProgress groupBuy={groupBuy} />
              <SimpleGrid columns={{ base: 2, md: 3 }} gap={4}>
                <Fact label={t('groupBuy.marginRatio')}>{groupBuy.marginRatio}%</Fact>
                <Fact label={t('groupBuy.stock')}>{quantityWithUnit(lang, groupBuy.stock, groupBuy.unit)}</Fact>
                <Fact label={t('groupBuy.minQuantity')}>
                  {quantityWithUnit(lang, groupBuy.minQuantity, groupBuy.unit)}
                </Fact>
                <Fact label={t('groupBuy.minDeposit')}>{formatMoney(groupBuy.minDeposit)}</Fact>
                <Fact label={t('groupBuy.deadline')}>{formatDateTime(groupBuy.deadline, lang)}</Fact>
                <Fact label={groupBuy.status === 'notStarted' ? t('groupBuy.startsIn') : t('groupBuy.timeLeft')}>
                  {groupBuy.status === 'ended' ? (
                    groupBuy.achieved ? (
                      t('groupBuy.succeeded')
                    ) : (
                      t('groupBuy.failed')
                    )
                  ) : (
                    <Countdown
                      to={groupBuy.status === 'notStarted' ? groupBuy.startAt : groupBuy.deadline}
                      format="units"
                    />
                  )}
                </Fact>
              </SimpleGrid>
              {me && (
                <HStack gap={2} fontSize="sm" wrap="wrap">
                  <Text>{t('register.myStatus')}</Text>
                  <DepositBadge status={me.depositStatus} testId={ids.myStatus} />
                  {me.quantity && (
                    <Text color="fg.muted">
                      {t('register.mine', {
                        quantity: formatQuantity(me.quantity),
                        unit: unitPlural(lang, groupBuy.unit),
                        deposit: me.deposit ? formatMoney(me.deposit) : '-',
                      })}
                    </Text>
                  )}
                </HStack>
              )}
              {me?.settlement && <SettlementNotice settlement={me.settlement} />}
            </Stack>
          </Grid>
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 24rem' }} gap={6} alignItems="start">
        <Card.Root>
          <Card.Body gap={3}>
            <Heading size="sm">{t('groupBuy.about')}</Heading>
            {groupBuy.description.map((paragraph) => (
              <Text key={paragraph} fontSize="sm">
                {paragraph}
              </Text>
            ))}
            {groupBuy.specs.length > 0 && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2}>
                {groupBuy.specs.map((spec) => (
                  <Fact key={spec.name} label={spec.name}>
                    {spec.value}
                  </Fact>
                ))}
              </SimpleGrid>
            )}
            <Fact label={t('groupBuy.deliveryTerms')}>{groupBuy.deliveryTerms}</Fact>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={3}>
            <Heading size="sm">{t('register.title')}</Heading>
            {!user ? (
              <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={paths.login(paths.collectDetail(groupBuy.id))}>{t('register.login')}</RouterLink>
              </Button>
            ) : canRegister ? (
              <RegisterForm key={me?.depositStatus ?? 'none'} groupBuy={groupBuy} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {groupBuy.status !== 'inProgress' ? t('register.closed') : t('register.already')}
              </Text>
            )}
            {groupBuy.recentParticipants.length > 0 && (
              <Stack gap={1} pt={2} borderTopWidth="1px">
                <Text fontSize="xs" color="fg.muted">
                  {t('groupBuy.recent')}
                </Text>
                {groupBuy.recentParticipants.map((p) => (
                  <RecentRow
                    key={`${p.alias}-${p.joinedAt}`}
                    alias={p.alias}
                    quantity={p.quantity}
                    joinedAt={p.joinedAt}
                    unit={groupBuy.unit}
                  />
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
});

export default function CollectDetailPage() {
  const { t } = useTranslation('requests');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useGroupBuyQuery({ id }, { skip: !valid });
  const title = query.data?.title ?? t('groupBuy.detailTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageFrame
      title={title}
      breadcrumb={[{ label: t('groupBuy.title'), to: paths.collectBidding() }, { label: t('groupBuy.detailTitle') }]}
    >
      <Box data-testid={ids.root}>
        {valid ? (
          <QueryState
            query={query}
            skeleton={{ rows: 2, rowHeight: '14rem' }}
            errorTitle={t('groupBuy.loadError')}
            empty={t('groupBuy.notFound')}
          >
            {(groupBuy) => <Detail groupBuy={groupBuy} />}
          </QueryState>
        ) : (
          <Text>{t('groupBuy.notFound')}</Text>
        )}
      </Box>
    </PageFrame>
  );
}
