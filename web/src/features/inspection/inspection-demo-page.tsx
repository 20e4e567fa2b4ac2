// /inspectionDemo: a sample inspection report laid out as the platform issues them: header with number, agency
// and score, then company profile, findings, production and quality, on-site photos and the conclusion.
// Every text is a locale text (a sample, not data), so it reads the same in both languages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { inspectionTestIds } from './test-ids.ts';

const ids = inspectionTestIds.demo;
const SCORE = 86;
const PROFILE = ['licence', 'founded', 'area', 'staff', 'output', 'products', 'markets', 'certs'] as const;
/** The sample's findings: one failed, as a real report often has. */
const FINDINGS = [
  ['f1', true],
  ['f2', true],
  ['f3', true],
  ['f4', true],
  ['f5', true],
  ['f6', false],
  ['f7', true],
  ['f8', true],
] as const;
const PHOTOS = [
  ['gate', '/assets-mock/hall/1.png'],
  ['line', '/assets-mock/hall/2.png'],
  ['qc', '/assets-mock/case/1.png'],
  ['store', '/assets-mock/hall/3.png'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Heading as="h3" size="sm" borderStartWidth="4px" borderColor="brand.solid" ps={2}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export default function InspectionDemoPage() {
  const { t } = useTranslation('inspection');
  return (
    <PageFrame
      title={t('demo.title')}
      breadcrumb={[{ label: t('page.title'), to: paths.inspection() }, { label: t('demo.title') }]}
    >
      <Stack gap={4} maxW="5xl" mx="auto">
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" borderRadius="md" px={3} py={2}>
          {t('demo.notice')}
        </Text>
        <Stack as="article" gap={6} borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: 4, md: 8 }} shadow="sm">
          <Grid templateColumns={{ base: '1fr', md: '1fr auto' }} gap={4} alignItems="center">
            <Stack gap={1}>
              <Text fontSize="sm" color="brand.solid" fontWeight="semibold">
                {t('demo.reportTitle')}
              </Text>
              <Heading as="h2" size={{ base: 'md', md: 'lg' }}>
                {t('demo.factoryName')}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gapX={6} gapY={0.5} fontSize="sm" color="fg.muted" mt={1}>
                <Text>{t('demo.reportNo')}: YB202603150001</Text>
                <Text>{t('demo.issued')}: 2026-03-15</Text>
                <Text>
                  {t('demo.agency')}: {t('demo.agencyName')}
                </Text>
                <Text>
                  {t('demo.inspectors')}: {t('demo.inspectorNames')}
                </Text>
              </SimpleGrid>
            </Stack>
            <Flex
              direction="column"
              align="center"
              justify="center"
              boxSize="8.5rem"
              borderRadius="full"
              borderWidth="8px"
              borderColor="teal.500"
              justifySelf={{ base: 'start', md: 'end' }}
              data-testid={ids.score}
            >
              <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                {SCORE}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('demo.score')}
              </Text>
              <Text fontSize="xs" fontWeight="semibold" color="teal.700">
                {t('demo.grade')}
              </Text>
            </Flex>
          </Grid>

          <Section title={t('demo.sections.profile')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={0} borderWidth="1px" borderRadius="md">
              {PROFILE.map((key) => (
                <HStack key={key} gap={3} px={3} py={2} borderBottomWidth="1px" align="start">
                  <Text fontSize="sm" color="fg.muted" minW={{ base: '6.5rem', md: '8rem' }} flexShrink={0}>
                    {t(`demo.profile.${key}`)}
                  </Text>
                  <Text fontSize="sm" minW={0} wordBreak="break-word">
                    {t(`demo.profile.${key}Value`)}
                  </Text>
                </HStack>
              ))}
            </SimpleGrid>
          </Section>

          <Section title={t('demo.sections.findings')}>
            <Box overflowX="auto">
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="3rem">#</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('demo.findingsHead.item')}</Table.ColumnHeader>
                    <Table.ColumnHeader w="6rem">{t('demo.findingsHead.result')}</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      {t('demo.findingsHead.remark')}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {FINDINGS.map(([key, passed], index) => (
                    <Table.Row key={key} data-testid={ids.finding}>
                      <Table.Cell>{index + 1}</Table.Cell>
                      <Table.Cell>
                        <Text>{t(`demo.findings.${key}.item`)}</Text>
                        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
                          {t(`demo.findings.${key}.remark`)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={passed ? 'green' : 'red'}>
                          {passed ? t('demo.pass') : t('demo.fail')}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }} color="fg.muted">
                        {t(`demo.findings.${key}.remark`)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Section>

          <Section title={t('demo.sections.production')}>
            <Text fontSize="sm" lineHeight="tall">
              {t('demo.production')}
            </Text>
          </Section>

          <Section title={t('demo.sections.photos')}>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
              {PHOTOS.map(([key, src]) => (
                <Stack key={key} gap={1}>
                  <Image
                    src={src}
                    alt={t(`demo.photos.${key}`)}
                    aspectRatio={4 / 3}
                    objectFit="cover"
                    borderRadius="md"
                  />
                  <Text fontSize="xs" color="fg.muted" textAlign="center">
                    {t(`demo.photos.${key}`)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Section>

          <Section title={t('demo.sections.conclusion')}>
            <Text fontSize="sm" fontWeight="medium">
              {t('demo.conclusion')}
            </Text>
            <Stack as="ul" gap={1} ps={5} listStyleType="disc" fontSize="sm">
              {(['r1', 'r2', 'r3'] as const).map((key) => (
                <li key={key}>{t(`demo.recommendations.${key}`)}</li>
              ))}
            </Stack>
          </Section>
        </Stack>
        <Flex justify="center">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.inspection({ type: 'platform' })}>{t('demo.cta')}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </PageFrame>
  );
}
