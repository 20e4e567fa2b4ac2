// /creditCode: look an enterprise up by its unified social credit code. The code is checked on the form by the
// GB 32100-2015 rule the server runs too (contracts/rules/credit-code.ts); `?code=` in the URL looks it up, so a
// result can be shared. Anonymous visitors see a masked answer and are told why.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { CreditLookup } from '@portal/contracts/http/factory-credit';
import { formatMoney } from '@portal/contracts/money';
import {
  CREDIT_CODE_LENGTH,
  checkCreditCode,
  creditCodeMessage,
  normalizeCreditCode,
} from '@portal/contracts/rules/credit-code';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useCreditLookupQuery } from './factories-api.ts';
import { factoriesTestIds } from './test-ids.ts';
import { useFactoryTexts } from './use-factory-texts.ts';

const ids = factoriesTestIds.creditCode;
const STATUS_COLOURS = { valid: 'green', expired: 'orange', none: 'gray' } as const;

function Result({ company }: { company: CreditLookup }) {
  const { t } = useTranslation('factories');
  const { report } = company;
  const rows: [string, string][] = [
    [t('lookup.creditCode'), company.creditCode],
    [t('lookup.kind'), t(`kind.${company.kind}`)],
    [t('lookup.legalPerson'), company.legalPerson],
    [t('lookup.registeredCapital'), formatMoney(company.registeredCapital)],
    [t('lookup.establishedOn'), company.establishedOn],
    [t('lookup.registrationPlace'), company.registrationPlace],
    [t('lookup.address'), company.address],
    [t('lookup.auditStatus'), t(`audit.${company.auditStatus}`, { defaultValue: company.auditStatus })],
  ];
  return (
    <Stack gap={4} borderWidth="1px" borderRadius="md" bg="bg" p={{ base: 4, md: 6 }} data-testid={ids.result}>
      <Flex gap={3} wrap="wrap" align="center">
        <Heading as="h2" size="lg" flex="1" minW="12rem">
          {company.name}
        </Heading>
        <Badge colorPalette="green" variant="solid">
          {t('lookup.registered')}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {company.regionName}
      </Text>
      {company.masked && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            {t('lookup.masked')}{' '}
            <RouterLink to={paths.login(paths.creditCode({ code: company.creditCode }))}>
              <chakra.span color="brand.fg" textDecoration="underline">
                {t('lookup.loginForMore')}
              </chakra.span>
            </RouterLink>
          </Alert.Description>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={6} fontSize="sm">
        {rows.map(([label, value]) => (
          <Flex key={label} gap={2} py={1.5} borderBottomWidth="1px" borderColor="border.muted">
            <Text color="fg.muted" flexShrink={0} w="8.5rem">
              {label}
            </Text>
            <Text minW={0} wordBreak="break-word">
              {value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
      <Stack gap={2} bg="bg.muted" borderRadius="md" p={4}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="semibold">{t('lookup.report')}</Text>
          <Badge colorPalette={STATUS_COLOURS[report.status]} data-testid={ids.reportStatus}>
            {t(`status.${report.status}`)}
          </Badge>
          {report.grade !== null && report.score !== null && (
            <Badge variant="outline">{t('credit.gradeScore', { grade: report.grade, score: report.score })}</Badge>
          )}
        </HStack>
        {report.status !== 'none' && (
          <Text fontSize="sm" color="fg.muted">
            {[
              report.reportNo ? t('credit.reportNo', { no: report.reportNo }) : null,
              report.validUntil ? t('credit.validUntil', { date: report.validUntil }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <HStack gap={2} wrap="wrap">
          {company.kind === 'factory' && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.factory({ id: company.companyId })}>{t('lookup.openFactory')}</RouterLink>
            </Button>
          )}
          {report.status !== 'none' && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.creditDownload({ keyword: company.name })}>{t('lookup.download')}</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Stack>
  );
}

export default function CreditCodePage() {
  const { t } = useTranslation('factories');
  const { lang } = useFactoryTexts();
  const [params, setParams] = useSearchParams();
  const code = normalizeCreditCode(params.get('code') ?? '');
  const [text, setText] = useState(code);
  const [touched, setTouched] = useState(false);
  const failure = checkCreditCode(text);
  // Only a well-formed code goes to the server; one from the URL is checked the same way.
  const urlValid = code !== '' && checkCreditCode(code) === null;
  const lookup = useCreditLookupQuery({ code }, { skip: !urlValid });
  const serverError =
    lookup.isError && isApiError(lookup.error) && lookup.error.status === 400 ? lookup.error.message : null;
  const shownError = touched && failure ? creditCodeMessage(failure, lang) : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (failure) return;
    setParams(new URLSearchParams({ code: normalizeCreditCode(text) }));
  };

  return (
    <PageFrame
      title={t('lookup.title')}
      breadcrumb={[{ label: t('zone.title'), to: paths.factoryZone() }, { label: t('lookup.title') }]}
    >
      <Stack gap={5} maxW="56rem">
        <Stack gap={3} borderWidth="1px" borderRadius="md" bg="bg" p={{ base: 4, md: 6 }}>
          <Text fontSize="sm" color="fg.muted">
            {t('lookup.intro')}
          </Text>
          <chakra.form onSubmit={submit} noValidate role="search">
            <Field.Root invalid={Boolean(shownError)}>
              <Field.Label>{t('lookup.label')}</Field.Label>
              <Flex gap={2} w="full" direction={{ base: 'column', sm: 'row' }}>
                <Input
                  name="code"
                  value={text}
                  maxLength={CREDIT_CODE_LENGTH + 6}
                  placeholder={t('lookup.placeholder')}
                  autoComplete="off"
                  spellCheck={false}
                  fontFamily="mono"
                  letterSpacing="wider"
                  onChange={(event) => setText(event.target.value.toUpperCase())}
                  onBlur={() => setTouched(text.trim() !== '')}
                  data-testid={ids.input}
                />
                <Button type="submit" colorPalette="brand" flexShrink={0} data-testid={ids.submit}>
                  <SearchIcon />
                  {t('lookup.submit')}
                </Button>
              </Flex>
              {shownError ? (
                <Field.ErrorText data-testid={ids.error}>{shownError}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {t('lookup.helper', { count: [...normalizeCreditCode(text)].length, length: CREDIT_CODE_LENGTH })}
                </Field.HelperText>
              )}
            </Field.Root>
          </chakra.form>
        </Stack>
        {urlValid && (
          <QueryState
            query={lookup}
            isEmpty={(data) => data === null}
            empty={t('lookup.notFound')}
            emptyDetail={
              <Text color="fg.muted" fontSize="sm" data-testid={ids.notFound}>
                {t('lookup.notFoundHint', { code })}
              </Text>
            }
            skeleton={{ rows: 1, rowHeight: '14rem' }}
          >
            {(company) => (company ? <Result company={company} /> : null)}
          </QueryState>
        )}
        {!urlValid && (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Description>{t('lookup.hint')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Stack>
    </PageFrame>
  );
}
