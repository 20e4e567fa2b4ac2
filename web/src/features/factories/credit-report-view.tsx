// A factory's deep verification report as the factory page shows it: the summary (grade, score, validity,
// agency, conclusion), then enterprise, staff, equipment, capability, licences, certifications and the on-site
// checks (docs/requirements.md section 3: result F means failure).
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, HStack, Heading, SimpleGrid, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { CreditReport } from '@portal/contracts/http/factory-credit';
import { formatMoney } from '@portal/contracts/money';
import { marketDate } from '@/shared/market-time.ts';

const GRADE_COLOURS: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={6} rowGap={1} fontSize="sm">
      {rows.map(([label, value]) => (
        <Flex key={label} gap={2} py={1} borderBottomWidth="1px" borderColor="border.muted">
          <Text color="fg.muted" flexShrink={0} w={{ base: '8rem', md: '9rem' }}>
            {label}
          </Text>
          <Text minW={0} wordBreak="break-word">
            {value}
          </Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Heading as="h4" size="sm" borderStartWidth="3px" borderColor="brand.solid" ps={2}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function GradeBadge({ grade, score }: { grade: string; score: number }) {
  const { t } = useTranslation('factories');
  return (
    <Badge colorPalette={GRADE_COLOURS[grade] ?? 'gray'} size="lg" variant="solid">
      {t('credit.gradeScore', { grade, score })}
    </Badge>
  );
}

export function CreditReportView({ report }: { report: CreditReport }) {
  const { t } = useTranslation('factories');
  const list = (items: readonly string[]) => items.join(t('credit.listSeparator'));
  const e = report.enterprise;
  const s = report.staff;
  const c = report.capability;
  return (
    <Stack gap={5}>
      <Flex
        gap={4}
        direction={{ base: 'column', md: 'row' }}
        bg="teal.subtle"
        borderRadius="md"
        p={4}
        align={{ md: 'center' }}
      >
        <Stack gap={1} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            <GradeBadge grade={report.grade} score={report.score} />
            <Text fontSize="sm" color="fg.muted">
              {t('credit.reportNo', { no: report.reportNo })}
            </Text>
          </HStack>
          <Text fontSize="sm">{report.conclusion}</Text>
        </Stack>
        <Stack gap={0} fontSize="xs" color="fg.muted" flexShrink={0}>
          <Text>{t('credit.verifiedAt', { date: marketDate(report.verifiedAt) })}</Text>
          <Text>{t('credit.validUntil', { date: report.validUntil })}</Text>
          <Text>{t('credit.agency', { agency: report.agency })}</Text>
          <Text>{t('credit.inspectors', { names: list(report.inspectors) })}</Text>
        </Stack>
      </Flex>
      <Section title={t('credit.enterprise')}>
        <Facts
          rows={[
            [t('credit.name'), e.name],
            [t('credit.creditCode'), e.creditCode],
            [t('credit.legalPerson'), e.legalPerson],
            [t('credit.registeredCapital'), formatMoney(e.registeredCapital)],
            [t('credit.establishedOn'), e.establishedOn],
            [t('credit.companyType'), e.companyType],
            [t('credit.premises'), e.premises],
            [t('credit.plantArea'), t('card.squareMetres', { count: e.plantArea })],
            [t('credit.officeArea'), t('card.squareMetres', { count: e.officeArea })],
            [t('credit.annualTurnover'), formatMoney(e.annualTurnover)],
            [t('credit.exportRatio'), `${e.exportRatio}%`],
            [t('credit.mainMarkets'), list(e.mainMarkets)],
            [t('credit.mainCustomers'), list(e.mainCustomers)],
            [t('credit.registeredAddress'), e.registeredAddress],
          ]}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('credit.businessScope')}: {e.businessScope}
        </Text>
      </Section>
      <Section title={t('credit.staff')}>
        <Facts
          rows={[
            [t('credit.total'), t('card.people', { count: s.total })],
            [t('credit.production'), t('card.people', { count: s.production })],
            [t('credit.rnd'), t('card.people', { count: s.rnd })],
            [t('credit.qualityControl'), t('card.people', { count: s.qualityControl })],
            [t('credit.management'), t('card.people', { count: s.management })],
            [t('credit.sales'), t('card.people', { count: s.sales })],
            [t('credit.collegeRatio'), `${s.collegeRatio}%`],
            [t('credit.shifts'), String(s.shifts)],
          ]}
        />
      </Section>
      <Section title={t('credit.equipment')}>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('credit.equipmentName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('credit.brand')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('credit.model')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('credit.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('credit.purchaseYear')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.equipment.map((item) => (
                <Table.Row key={`${item.name}-${item.model}`}>
                  <Table.Cell>{item.name}</Table.Cell>
                  <Table.Cell>{item.brand}</Table.Cell>
                  <Table.Cell>{item.model}</Table.Cell>
                  <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{item.purchaseYear}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Section>
      <Section title={t('credit.capability')}>
        <Facts
          rows={[
            [t('credit.productionLines'), String(c.productionLines)],
            [t('credit.mainProducts'), list(c.mainProducts)],
            [t('credit.monthlyCapacity'), c.monthlyCapacity],
            [t('credit.annualOutput'), formatMoney(c.annualOutput)],
            [t('credit.minOrder'), c.minOrder],
            [t('credit.leadTime'), t('credit.days', { count: c.leadTimeDays })],
            [t('credit.oemOdm'), `OEM ${c.oem ? '✓' : '—'} · ODM ${c.odm ? '✓' : '—'}`],
            [t('credit.rndCapability'), c.rndCapability],
            [t('credit.qualityProcess'), list(c.qualityProcess)],
          ]}
        />
      </Section>
      <Section title={t('credit.licences')}>
        <Stack gap={1} fontSize="sm">
          {report.licences.map((licence) => (
            <Flex key={licence.name} gap={2} wrap="wrap" py={1} borderBottomWidth="1px" borderColor="border.muted">
              <Text fontWeight="medium">{licence.name}</Text>
              <Text color="fg.muted">{licence.number}</Text>
              <Text color="fg.muted">{licence.issuer}</Text>
              <Text color="fg.muted">{t('credit.validUntil', { date: licence.validUntil })}</Text>
            </Flex>
          ))}
        </Stack>
        <Wrap gap={1}>
          {report.certifications.map((certification) => (
            <Badge key={certification} colorPalette="teal" variant="subtle">
              {certification}
            </Badge>
          ))}
        </Wrap>
      </Section>
      <Section title={t('credit.checks')}>
        <Stack gap={1} fontSize="sm">
          {report.checks.map((check) => {
            const failed = check.result === 'F';
            return (
              <Flex key={check.item} gap={2} py={1} borderBottomWidth="1px" borderColor="border.muted" align="start">
                <Badge colorPalette={failed ? 'red' : 'green'} flexShrink={0}>
                  {failed ? t('credit.fail') : t('credit.pass')}
                </Badge>
                <Text flex="1">{check.item}</Text>
                <Text color="fg.muted" textAlign="end" maxW="45%">
                  {check.remark}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      </Section>
    </Stack>
  );
}
