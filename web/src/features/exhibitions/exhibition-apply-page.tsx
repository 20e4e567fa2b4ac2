// /exhibitionApply?id=: the booth application of one exhibition (docs/requirements.md sections 2 and 5): the exhibitor picks
// an area (its size and the booths left shown), selects its goods to exhibit (the count must equal the
// exhibited number and stay within the area's size; both checked live), sets the expected entry time and the
// expected exhibition time, and submits; the result says the application waits for the platform's review.
// An application still waiting for review is changed, not duplicated.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  Heading,
  Input,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { SIGNUP_LIMITS, type SignUpData } from '@portal/contracts/http/show-room';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { formatMoney } from '@portal/contracts/money';
import { checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import {
  checkExhibits,
  checkSignUpTimes,
  exhibitionMessage,
  type ExhibitionFailure,
} from '@portal/contracts/rules/exhibition';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { paths } from '@/shared/paths.ts';
import { useSaveSignUpMutation, useSignUpDataQuery } from './exhibitions-api.ts';
import { readId } from './exhibitions-query.ts';
import { Fact, StatusBadge, nameIn, useLang } from './parts.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';
import { fromMarketInput, marketDate, toMarketInput } from '@/shared/market-time.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = exhibitionsTestIds.apply;
const HOUR = 3_600_000;
const LABELS = {
  locationId: labelKey('exhibitions:ruleLabels.locationId'),
  productIds: labelKey('exhibitions:ruleLabels.productIds'),
  exhibitCount: labelKey('exhibitions:ruleLabels.exhibitCount'),
  entryTime: labelKey('exhibitions:ruleLabels.entryTime'),
  exhibitionStartTime: labelKey('exhibitions:ruleLabels.exhibitionStartTime'),
  exhibitionEndTime: labelKey('exhibitions:ruleLabels.exhibitionEndTime'),
  contactName: labelKey('exhibitions:ruleLabels.contactName'),
} as const;

type Values = {
  locationId: string;
  productIds: string;
  exhibitCount: string;
  entryTime: string;
  exhibitionStartTime: string;
  exhibitionEndTime: string;
  contactName: string;
  contactMobile: string;
  remarks: string;
};

const idList = (text: string): number[] => text.split(',').filter(Boolean).map(Number);

function initialValues(data: SignUpData, nickname: string): Values {
  const pending =
    data.signup && (data.signup.auditStatus === 'waitAudit' || data.signup.auditStatus === 'auditing')
      ? data.signup
      : null;
  const firstOpen = data.locations.find((area) => area.boothRemaining > 0) ?? data.locations[0];
  const room = data.showRoom;
  return {
    locationId: String(pending?.locationId ?? firstOpen?.id ?? ''),
    productIds: pending ? pending.products.map((p) => p.id).join(',') : '',
    exhibitCount: pending ? String(pending.exhibitCount) : '',
    // Move in the afternoon before the opening; exhibit through the whole fair.
    entryTime: toMarketInput(pending?.entryTime ?? room.startTime - 18 * HOUR),
    exhibitionStartTime: toMarketInput(pending?.exhibitionStartTime ?? room.startTime),
    exhibitionEndTime: toMarketInput(pending?.exhibitionEndTime ?? room.endTime),
    contactName: pending?.contactName ?? nickname,
    contactMobile: pending?.contactMobile ?? '',
    remarks: '',
  };
}

function ApplyForm({ data, onSaved }: { data: SignUpData; onSaved(id: number): void }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const user = useSelector(selectUserInfo);
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { isLoading }] = useSaveSignUpMutation();
  const room = data.showRoom;
  const form = useFieldForm<Values>(() => initialValues(data, user?.nickname ?? ''), {
    locationId: (v) => checkRequired(v.locationId, LABELS.locationId),
    productIds: (v) => checkRequired(v.productIds, LABELS.productIds),
    exhibitCount: (v) => checkRequired(v.exhibitCount, LABELS.exhibitCount),
    entryTime: (v) => checkRequired(v.entryTime, LABELS.entryTime),
    exhibitionStartTime: (v) => checkRequired(v.exhibitionStartTime, LABELS.exhibitionStartTime),
    exhibitionEndTime: (v) => checkRequired(v.exhibitionEndTime, LABELS.exhibitionEndTime),
    contactName: (v) => checkRequired(v.contactName, LABELS.contactName),
    contactMobile: (v) => checkMobile(v.contactMobile),
  });
  const v = form.values;
  const area = data.locations.find((l) => String(l.id) === v.locationId);
  const selected = idList(v.productIds);
  const count = Number(v.exhibitCount);
  const exhibitCountValid = /^\d+$/.test(v.exhibitCount) && count >= 1;
  // Section 5, live: shown as soon as there is something to compare.
  const exhibitsFailure =
    area && exhibitCountValid && selected.length > 0 ? checkExhibits(selected.length, count, area.size) : null;
  const times = {
    entryTime: fromMarketInput(v.entryTime),
    exhibitionStartTime: fromMarketInput(v.exhibitionStartTime),
    exhibitionEndTime: fromMarketInput(v.exhibitionEndTime),
  };
  // The order of the times and the fair's dates, live; 'in the future' is the server clock's to judge.
  const timesFailure = checkSignUpTimes(times, room, Number.NEGATIVE_INFINITY);
  const ruleText = (failure: ExhibitionFailure | null) =>
    failure ? exhibitionMessage(failure.key, lang, failure.params) : undefined;
  const timeError = (field: 'entryTime' | 'exhibitionStartTime' | 'exhibitionEndTime') =>
    form.errorOf(field) ??
    (timesFailure?.field === field && timesFailure.key !== 'timeRequired' ? ruleText(timesFailure) : undefined);

  const bind = (name: keyof Values) => ({
    name,
    value: v[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.blur(name),
  });
  const toggle = (productId: number, on: boolean) => {
    const next = on ? [...selected, productId] : selected.filter((id) => id !== productId);
    form.setValue('productIds', next.join(','));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      const first = form.firstInvalid();
      if (first) focusField(formRef.current, String(first));
      return;
    }
    const failure = (area && checkExhibits(selected.length, exhibitCountValid ? count : 0, area.size)) ?? timesFailure;
    // The live lines already show it (and clear it as soon as it is fixed): stay on the form.
    if (failure) {
      focusField(formRef.current, failure.field);
      return;
    }
    try {
      const saved = await save({
        ...(data.signup && (data.signup.auditStatus === 'waitAudit' || data.signup.auditStatus === 'auditing')
          ? { id: data.signup.id }
          : {}),
        showRoomId: room.id,
        locationId: Number(v.locationId),
        exhibitCount: count,
        productIds: selected,
        entryTime: times.entryTime!,
        exhibitionStartTime: times.exhibitionStartTime!,
        exhibitionEndTime: times.exhibitionEndTime!,
        contactName: v.contactName.trim(),
        contactMobile: v.contactMobile.trim(),
        ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
      }).unwrap();
      onSaved(saved.id);
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.form}>
      <Stack gap={6}>
        {data.signup && (
          <Alert.Root status={data.signup.auditStatus === 'notPass' ? 'warning' : 'info'}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(`apply.existing.${data.signup.auditStatus}`)}</Alert.Title>
              {data.signup.auditRemark && <Alert.Description>{data.signup.auditRemark}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}

        <Section title={t('apply.step.area')}>
          <RadioCard.Root
            name="locationId"
            value={v.locationId}
            onValueChange={(details) => details.value && form.setValue('locationId', details.value)}
            colorPalette="brand"
          >
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={3}>
              {data.locations.map((l) => (
                <RadioCard.Item
                  key={l.id}
                  value={String(l.id)}
                  disabled={l.boothRemaining === 0 && String(l.id) !== v.locationId}
                  data-testid={ids.area(l.id)}
                >
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{nameIn(lang, l)}</RadioCard.ItemText>
                      <RadioCard.ItemDescription fontSize="xs">
                        {t('apply.areaFacts', {
                          floor: l.floor,
                          sqm: l.areaSqm,
                          size: l.size,
                          price: formatMoney(l.boothPrice),
                        })}
                      </RadioCard.ItemDescription>
                      <Badge colorPalette={l.boothRemaining > 0 ? 'green' : 'gray'} variant="subtle" mt={1}>
                        {l.boothRemaining > 0
                          ? t('apply.boothsLeft', { left: l.boothRemaining, total: l.boothTotal })
                          : t('apply.full')}
                      </Badge>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
          {form.errorOf('locationId') && (
            <Text color="fg.error" fontSize="sm">
              {form.errorOf('locationId')}
            </Text>
          )}
        </Section>

        <Section title={t('apply.step.products')}>
          <Box maxW="16rem">
            <FormField
              label={t('apply.exhibitCount')}
              required
              error={form.errorOf('exhibitCount')}
              helperText={area ? t('apply.sizeHint', { size: area.size }) : undefined}
            >
              <Input {...bind('exhibitCount')} inputMode="numeric" maxLength={3} data-testid={ids.exhibitCount} />
            </FormField>
          </Box>
          {data.products.length === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Title>{t('apply.noProducts')}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={2} data-field="productIds">
              {data.products.map((product) => {
                const checked = selected.includes(product.id);
                return (
                  <Checkbox.Root
                    key={product.id}
                    checked={checked}
                    onCheckedChange={(details) => toggle(product.id, details.checked === true)}
                    colorPalette="brand"
                    borderWidth="1px"
                    borderRadius="md"
                    borderColor={checked ? 'brand.solid' : 'border'}
                    px={3}
                    py={2}
                    gap={3}
                    alignItems="center"
                    data-testid={ids.product(product.id)}
                  >
                    <Checkbox.HiddenInput name={`product-${product.id}`} />
                    <Checkbox.Control />
                    <Picture
                      src={product.image}
                      alt=""
                      boxSize={10}
                      objectFit="cover"
                      borderRadius="sm"
                      bg="bg.muted"
                    />
                    <Checkbox.Label fontWeight="normal" minW={0} flex="1">
                      <Text truncate>{product.title}</Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {product.categoryName}
                        {product.price && ` · ${formatMoney(product.price)}`}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </SimpleGrid>
          )}
          <RuleLine
            selected={selected.length}
            count={exhibitCountValid ? count : null}
            size={area?.size ?? null}
            error={form.errorOf('productIds') ?? ruleText(exhibitsFailure)}
          />
        </Section>

        <Section title={t('apply.step.time')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <FormField label={t('apply.entryTime')} required error={timeError('entryTime')}>
              <Input {...bind('entryTime')} type="datetime-local" />
            </FormField>
            <FormField label={t('apply.exhibitionStartTime')} required error={timeError('exhibitionStartTime')}>
              <Input {...bind('exhibitionStartTime')} type="datetime-local" />
            </FormField>
            <FormField label={t('apply.exhibitionEndTime')} required error={timeError('exhibitionEndTime')}>
              <Input {...bind('exhibitionEndTime')} type="datetime-local" />
            </FormField>
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted">
            {t('apply.timeHint', { start: marketDate(room.startTime), end: marketDate(room.endTime) })}
          </Text>
        </Section>

        <Section title={t('apply.step.contact')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <FormField label={t('apply.contactName')} required error={form.errorOf('contactName')}>
              <Input {...bind('contactName')} maxLength={SIGNUP_LIMITS.contactName} />
            </FormField>
            <FormField label={t('apply.contactMobile')} required error={form.errorOf('contactMobile')}>
              <Input {...bind('contactMobile')} inputMode="tel" maxLength={11} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('apply.remarks')}>
            <Textarea {...bind('remarks')} rows={2} maxLength={SIGNUP_LIMITS.remarks} />
          </FormField>
        </Section>

        <Flex justify="flex-end" gap={3}>
          <Button asChild variant="outline">
            <RouterLink to={paths.exhibitionDisplay()}>{t('actions.back')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={isLoading} data-testid={ids.submit}>
            {t('apply.submit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size="sm" borderStartWidth="3px" borderColor="brand.solid" ps={2}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The live line of requirements section 5's rule: selected / to exhibit / area size, red with the product's message. */
function RuleLine({
  selected,
  count,
  size,
  error,
}: {
  selected: number;
  count: number | null;
  size: number | null;
  error: string | undefined;
}) {
  const { t } = useTranslation('exhibitions');
  return (
    <Stack gap={1} data-testid={ids.rule} data-field="productIds">
      <Text fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
        {t('apply.ruleLine', { selected, count: count ?? '–', size: size ?? '–' })}
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Blocked({ data }: { data: SignUpData }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const reason = data.blockedBy!;
  const text =
    reason === 'individual'
      ? BusinessMessages.individualCannotApply[lang]
      : reason === 'notMerchant'
        ? BusinessMessages.notMerchant[lang]
        : t(`apply.blocked.${reason}`);
  return (
    <EmptyState.Root data-testid={ids.blocked}>
      <EmptyState.Content>
        <EmptyState.Title>{text}</EmptyState.Title>
        <HStack>
          {reason === 'applied' && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.sellerCenter('myBooths')}>{t('apply.toCentre')}</RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.exhibitionDisplay()}>{t('actions.back')}</RouterLink>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Result({ data }: { data: SignUpData }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  return (
    <EmptyState.Root data-testid={ids.result}>
      <EmptyState.Content>
        <EmptyState.Indicator color="green.solid">✓</EmptyState.Indicator>
        <EmptyState.Title>{t('apply.saved')}</EmptyState.Title>
        <EmptyState.Description>{t('apply.savedHint', { name: nameIn(lang, data.showRoom) })}</EmptyState.Description>
        <HStack>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.sellerCenter('myBooths')}>{t('apply.toCentre')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.exhibitionDisplay()}>{t('actions.back')}</RouterLink>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function ApplyContent({ id }: { id: number }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const query = useSignUpDataQuery({ id });
  const [savedId, setSavedId] = useState<number | null>(null);
  return (
    <QueryState query={query} skeleton={{ rows: 4, rowHeight: '8rem' }} errorTitle={t('apply.loadError')} empty="">
      {(data) => (
        <Stack gap={5}>
          <Flex gap={4} direction={{ base: 'column', md: 'row' }} pb={4} borderBottomWidth="1px">
            <Picture
              src={data.showRoom.cover}
              alt=""
              w={{ base: 'full', md: '12rem' }}
              aspectRatio={16 / 10}
              objectFit="cover"
              borderRadius="md"
            />
            <Stack gap={1} minW={0}>
              <HStack gap={2} align="flex-start">
                <StatusBadge status={data.showRoom.status} />
                <Heading as="h2" size="md">
                  {nameIn(lang, data.showRoom)}
                </Heading>
              </HStack>
              <Fact label={t('list.dates')}>
                {marketDate(data.showRoom.startTime)} – {marketDate(data.showRoom.endTime)}
              </Fact>
              <Fact label={t('list.venue')}>{data.showRoom.hallName}</Fact>
              <Fact label={t('list.deadlineLabel')}>{marketDate(data.showRoom.signupDeadline)}</Fact>
            </Stack>
          </Flex>
          {savedId !== null ? (
            <Result data={data} />
          ) : data.canApply ? (
            <ApplyForm data={data} onSaved={setSavedId} />
          ) : (
            <Blocked data={data} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}

export default function ExhibitionApplyPage() {
  const { t } = useTranslation('exhibitions');
  const [params] = useSearchParams();
  const id = readId(params);
  return (
    <PageFrame
      title={t('apply.title')}
      breadcrumb={[{ label: t('list.title'), to: paths.exhibitionDisplay() }, { label: t('apply.title') }]}
    >
      <Box
        bg="bg"
        borderRadius="lg"
        borderWidth="1px"
        px={{ base: 3, md: 8 }}
        py={{ base: 4, md: 6 }}
        data-testid={ids.root}
      >
        <RequireLogin>
          {id === undefined ? (
            <EmptyState.Root>
              <EmptyState.Content>
                <EmptyState.Title>{t('apply.noExhibition')}</EmptyState.Title>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={paths.exhibitionDisplay({ status: 'upcoming' })}>{t('apply.choose')}</RouterLink>
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <ApplyContent id={id} />
          )}
        </RequireLogin>
      </Box>
    </PageFrame>
  );
}
